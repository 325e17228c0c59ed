import type { TFunction } from 'i18next';
import {
  updatePaymentSettingsContract,
  type PaymentSettings,
} from '@tessera/core/api/studio-commerce';
import { CURRENCIES } from '@tessera/core/commerce/money';
import type { ContractBody } from '@tessera/core/contract';
import { translateFieldIssue, translateFieldMessage } from '../../../app/describe-error';
import { bodySchema, type FieldErrors } from '../commerce-form';

/** The three Stripe keys: entered, never shown back (the studio only learns whether each is set). */
export const KEY_FIELDS = [
  'stripe_publishable_key',
  'stripe_secret_key',
  'stripe_webhook_secret',
] as const;
export type KeyField = (typeof KEY_FIELDS)[number];
/** A key's edit: left as stored, replaced by what was typed, or removed. */
export type KeyEdit = { kind: 'keep' } | { kind: 'replace'; value: string } | { kind: 'remove' };

export type PaymentValues = {
  gateway: 'none' | 'local' | 'stripe';
  currency: string;
  /** Two-letter codes as typed, separated by commas or spaces; empty sells everywhere. */
  selling_countries: string;
  /** A percentage as typed ("20", "7.5"); empty for none. */
  tax_rate: string;
} & Record<KeyField, KeyEdit>;
export type PaymentField = keyof PaymentValues;
export type PaymentErrors = FieldErrors<PaymentField>;
export type PaymentBody = ContractBody<typeof updatePaymentSettingsContract>;

export const PAYMENT_FIELD_ORDER: PaymentField[] = [
  'gateway',
  'currency',
  'selling_countries',
  'tax_rate',
  ...KEY_FIELDS,
];

export const currencyChoices = (language: string) => {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  return CURRENCIES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
};

/** Basis points as a percentage typed: 2000 → "20", 750 → "7.5". */
const percentText = (bps: number) => (bps === 0 ? '' : String(bps / 100));

export function valuesFromSettings(settings: PaymentSettings): PaymentValues {
  return {
    gateway: settings.gateway ?? 'none',
    currency: settings.currency,
    selling_countries: settings.selling_countries.join(', '),
    tax_rate: percentText(settings.tax_rate_bps),
    stripe_publishable_key: { kind: 'keep' },
    stripe_secret_key: { kind: 'keep' },
    stripe_webhook_secret: { kind: 'keep' },
  };
}

export const countriesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** Whether a key will be set once this form is saved. */
export function keyWillBeSet(field: KeyField, edit: KeyEdit, settings: PaymentSettings): boolean {
  if (edit.kind === 'replace') return edit.value.trim() !== '';
  if (edit.kind === 'remove') return false;
  return field === 'stripe_publishable_key'
    ? settings.stripe.publishable_key !== null
    : field === 'stripe_secret_key'
      ? settings.stripe.secret_key_set
      : settings.stripe.webhook_secret_set;
}

/** A contract path (`stripe_secret_key`, `selling_countries.2`) → the field that shows it. */
export function paymentFieldOf(path: string[]): PaymentField | undefined {
  const [head] = path;
  if (head === 'tax_rate_bps') return 'tax_rate';
  return PAYMENT_FIELD_ORDER.find((field) => field === head);
}

/** Words for the contract's format rules (its texts are English), by field. */
function formatMessage(field: PaymentField, message: string, t: TFunction): string {
  switch (field) {
    case 'stripe_publishable_key':
      return t('commerce.payments.errors.publishableKey');
    case 'stripe_secret_key':
      return t('commerce.payments.errors.secretKey');
    case 'stripe_webhook_secret':
      return t('commerce.payments.errors.webhookSecret');
    case 'selling_countries':
      return t('commerce.payments.errors.countries');
    default:
      return translateFieldMessage(message, t);
  }
}

/**
 * Checks the form and builds the PUT: only what changed, a typed key as typed (trimmed), a removed
 * key as null. Choosing Stripe needs both of its keys, stored or typed now.
 */
export function checkPayments(
  values: PaymentValues,
  settings: PaymentSettings,
  t: TFunction,
): { errors: PaymentErrors; body: PaymentBody | null } {
  const errors: PaymentErrors = {};
  const stored = valuesFromSettings(settings);
  const body: Record<string, unknown> = {};
  if (values.gateway !== stored.gateway)
    body.gateway = values.gateway === 'none' ? null : values.gateway;
  if (values.currency !== stored.currency) body.currency = values.currency;
  const countries = countriesOf(values.selling_countries);
  if (countries.join(',') !== settings.selling_countries.join(','))
    body.selling_countries = [...new Set(countries)];
  const tax =
    values.tax_rate.trim() === ''
      ? 0
      : /^\d{1,2}([.,]\d{1,2})?$/.test(values.tax_rate.trim())
        ? Math.round(Number(values.tax_rate.trim().replace(',', '.')) * 100)
        : Number.NaN;
  if (!(tax >= 0 && tax <= 5000)) errors.tax_rate = t('commerce.payments.errors.taxRate');
  else if (tax !== settings.tax_rate_bps) body.tax_rate_bps = tax;
  for (const field of KEY_FIELDS) {
    const edit = values[field];
    if (edit.kind === 'replace' && edit.value.trim() !== '') body[field] = edit.value.trim();
    if (edit.kind === 'remove') body[field] = null;
  }
  if (
    values.gateway === 'stripe' &&
    !(
      keyWillBeSet('stripe_publishable_key', values.stripe_publishable_key, settings) &&
      keyWillBeSet('stripe_secret_key', values.stripe_secret_key, settings)
    )
  ) {
    errors.gateway = translateFieldIssue({ code: 'stripe_keys_required', message: '' }, t);
  }
  const parsed = bodySchema(updatePaymentSettingsContract).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = paymentFieldOf(issue.path.map(String));
      if (field) errors[field] ??= formatMessage(field, issue.message, t);
    }
  }
  return { errors, body: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null };
}

/** The server's field problems, in the form's words. */
export function paymentMessage(
  field: PaymentField,
  problem: { code?: string; message: string },
  t: TFunction,
): string {
  return problem.code && problem.code !== 'invalid'
    ? translateFieldIssue(problem, t)
    : formatMessage(field, problem.message, t);
}
