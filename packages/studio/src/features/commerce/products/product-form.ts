import type { TFunction } from 'i18next';
import {
  createProductContract,
  priceInputSchema,
  type PriceInput,
  type StudioProduct,
} from '@tessera/core/api/studio-commerce';
import { parseMoney } from '@tessera/core/commerce/money';
import type { ProductInterval } from '@tessera/core/entities/commerce';
import { translateFieldMessage } from '../../../app/describe-error';
import { amountText, bodySchema, type FieldErrors } from '../commerce-form';

/**
 * The product editor's form: text where the owner types (the price as a decimal amount, the
 * trial as days), so a half-typed value is kept as typed. `checkProduct` turns it into the
 * contract's body, with the price in minor units.
 */
export type ProductValues = {
  name: string;
  description: string;
  image: string | null;
  kind: 'one_off' | 'subscription';
  interval: ProductInterval;
  trial_days: string;
  amount: string;
  is_hidden: boolean;
  purchase_overlay_id: string | null;
  unlocks_app: boolean;
};
export type ProductField = keyof ProductValues;
export type ProductErrors = FieldErrors<ProductField>;

/** Where the focus goes first when several fields have a problem: the order they appear in. */
export const PRODUCT_FIELD_ORDER: ProductField[] = [
  'name',
  'description',
  'image',
  'amount',
  'interval',
  'trial_days',
  'unlocks_app',
  'is_hidden',
  'purchase_overlay_id',
];

export const emptyProduct: ProductValues = {
  name: '',
  description: '',
  image: null,
  kind: 'one_off',
  interval: 'month',
  trial_days: '',
  amount: '',
  is_hidden: false,
  purchase_overlay_id: null,
  unlocks_app: false,
};

export function currentVersion(product: StudioProduct) {
  return (
    product.versions.find((version) => version.id === product.version_id) ??
    product.versions.find((version) => version.is_current)
  );
}

export function valuesFromProduct(product: StudioProduct): ProductValues {
  const trial = currentVersion(product)?.trial_days ?? null;
  return {
    name: product.name,
    description: product.description ?? '',
    image: product.image,
    kind: product.interval ? 'subscription' : 'one_off',
    interval: product.interval ?? 'month',
    trial_days: trial === null ? '' : String(trial),
    amount: amountText(product.amount, product.currency),
    is_hidden: product.is_hidden,
    purchase_overlay_id: product.purchase_overlay_id,
    unlocks_app: product.unlocks.app,
  };
}

export type ProductBody = {
  name: string;
  description: string | null;
  image: string | null;
  is_hidden: boolean;
  purchase_overlay_id: string | null;
  unlocks_app: boolean;
};

/** A contract path (`price.amount`, `name`; a price change names `amount` at the top) → the form field that shows it. */
export function productFieldOf(path: string[]): ProductField | undefined {
  const key = path[0] === 'price' ? (path[1] ?? 'amount') : path[0];
  if (key === 'amount' || key === 'currency') return 'amount';
  return PRODUCT_FIELD_ORDER.find((field) => field === key);
}

/**
 * Checks the form before a round trip with the contract's own rules plus the amount and trial
 * typed as text. Without errors: the product's fields and its price in minor units.
 */
export function checkProduct(
  values: ProductValues,
  currency: string,
  t: TFunction,
): { errors: ProductErrors; product: ProductBody | null; price: PriceInput | null } {
  const errors: ProductErrors = {};
  const amount = parseMoney(values.amount, currency);
  if (values.amount.trim() === '') errors.amount = t('commerce.product.errors.amountRequired');
  else if (amount === null)
    errors.amount = t('commerce.product.errors.amount', { example: amountText(1999, currency) });
  const isSubscription = values.kind === 'subscription';
  let trial: number | null = null;
  if (isSubscription && values.trial_days.trim() !== '') {
    trial = /^\d+$/.test(values.trial_days.trim()) ? Number(values.trial_days.trim()) : Number.NaN;
    if (!Number.isInteger(trial) || trial < 1 || trial > 365)
      errors.trial_days = t('commerce.product.errors.trialDays');
  }
  const body = {
    name: values.name,
    description: values.description.trim() === '' ? null : values.description,
    image: values.image,
    is_hidden: values.is_hidden,
    purchase_overlay_id: values.purchase_overlay_id,
    unlocks_app: values.unlocks_app,
    price: {
      amount: amount ?? 0,
      interval: isSubscription ? values.interval : null,
      trial_days: isSubscription ? trial : null,
    },
  };
  const parsed = bodySchema(createProductContract).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = productFieldOf(issue.path.map(String));
      if (field) errors[field] ??= translateFieldMessage(issue.message, t);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0)
    return { errors, product: null, price: null };
  const { price, ...product } = parsed.data;
  return {
    errors,
    product: {
      ...product,
      description: product.description ?? null,
      image: product.image ?? null,
      is_hidden: product.is_hidden ?? false,
      purchase_overlay_id: product.purchase_overlay_id ?? null,
      unlocks_app: product.unlocks_app ?? false,
    },
    price: priceInputSchema.parse(price),
  };
}

/** Whether the checked price differs from the product's current one: saving it makes a new version. */
export function isPriceChange(product: StudioProduct, price: PriceInput): boolean {
  const current = currentVersion(product);
  return (
    price.amount !== product.amount ||
    price.interval !== product.interval ||
    (price.trial_days ?? null) !== (current?.trial_days ?? null)
  );
}

/** Only the product fields that changed go in the PATCH. */
export function productPatch(product: StudioProduct, body: ProductBody): Partial<ProductBody> {
  const stored: ProductBody = {
    name: product.name,
    description: product.description,
    image: product.image,
    is_hidden: product.is_hidden,
    purchase_overlay_id: product.purchase_overlay_id,
    unlocks_app: product.unlocks.app,
  };
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => stored[key as keyof ProductBody] !== value),
  ) as Partial<ProductBody>;
}
