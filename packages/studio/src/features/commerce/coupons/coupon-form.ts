import type { TFunction } from 'i18next';
import {
  createCouponContract,
  updateCouponContract,
  type Coupon,
} from '@tessera/core/api/studio-commerce';
import { parseMoney } from '@tessera/core/commerce/money';
import type { ContractBody } from '@tessera/core/contract';
import { translateFieldMessage } from '../../../app/describe-error';
import { amountText, bodySchema, type FieldErrors } from '../commerce-form';

/** The coupon dialog's form, text where the owner types. The code and the discount are set once, at creation. */
export type CouponValues = {
  code: string;
  kind: 'percent' | 'fixed';
  percent_off: string;
  amount_off: string;
  /** A day (YYYY-MM-DD) the coupon works until, inclusive; empty for no end. */
  expires_on: string;
  max_redemptions: string;
  scope: 'all' | 'chosen';
  product_ids: string[];
  is_active: boolean;
};
export type CouponField = keyof CouponValues;
export type CouponErrors = FieldErrors<CouponField>;

export const COUPON_FIELD_ORDER: CouponField[] = [
  'code',
  'kind',
  'percent_off',
  'amount_off',
  'expires_on',
  'max_redemptions',
  'scope',
  'product_ids',
  'is_active',
];

export const emptyCoupon: CouponValues = {
  code: '',
  kind: 'percent',
  percent_off: '',
  amount_off: '',
  expires_on: '',
  max_redemptions: '',
  scope: 'all',
  product_ids: [],
  is_active: true,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of an instant, as a date input holds it. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last moment of a local day, as the contract's ISO date-time: a coupon "until 31 May" works all that day. */
export function endOfDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function valuesFromCoupon(coupon: Coupon): CouponValues {
  return {
    code: coupon.code,
    kind: coupon.percent_off === null ? 'fixed' : 'percent',
    percent_off: coupon.percent_off === null ? '' : String(coupon.percent_off),
    amount_off:
      coupon.amount_off === null ? '' : amountText(coupon.amount_off, coupon.currency ?? 'USD'),
    expires_on: coupon.expires_at ? dayOf(coupon.expires_at) : '',
    max_redemptions: coupon.max_redemptions === null ? '' : String(coupon.max_redemptions),
    scope: coupon.product_ids.length > 0 ? 'chosen' : 'all',
    product_ids: coupon.product_ids,
    is_active: coupon.is_active,
  };
}

/** A contract path → the field that shows it. */
export function couponFieldOf(path: string[]): CouponField | undefined {
  const [head] = path;
  if (head === 'expires_at') return 'expires_on';
  if (head === 'product_ids') return 'product_ids';
  return COUPON_FIELD_ORDER.find((field) => field === head);
}

export type CreateBody = ContractBody<typeof createCouponContract>;
export type UpdateBody = ContractBody<typeof updateCouponContract>;

/**
 * Checks the dialog before a round trip: the contract's rules, plus what the contract cannot know
 * from text (a whole percentage, an amount in the currency's minor unit, a day still to come, a
 * chosen scope with no product in it). A new coupon gives a create body, an existing one an update body.
 */
export function checkCoupon(
  values: CouponValues,
  { currency, isNew, today }: { currency: string; isNew: boolean; today: string },
  t: TFunction,
): { errors: CouponErrors; create: CreateBody | null; update: UpdateBody | null } {
  const errors: CouponErrors = {};
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  let percent: number | null = null;
  let amount: number | null = null;
  if (isNew && values.kind === 'percent') {
    percent = whole(values.percent_off);
    if (!(percent >= 1 && percent <= 100))
      errors.percent_off = t('commerce.coupons.errors.percent');
  }
  if (isNew && values.kind === 'fixed') {
    amount = parseMoney(values.amount_off, currency);
    if (amount === null || amount < 1)
      errors.amount_off = t('commerce.coupons.errors.amount', {
        example: amountText(500, currency),
      });
  }
  let expires: string | null = null;
  if (values.expires_on) {
    expires = endOfDay(values.expires_on);
    if (!expires) errors.expires_on = t('commerce.coupons.errors.expiry');
    else if (isNew && values.expires_on < today)
      errors.expires_on = t('commerce.coupons.errors.expiryPast');
  }
  let limit: number | null = null;
  if (values.max_redemptions.trim() !== '') {
    limit = whole(values.max_redemptions);
    if (!(limit >= 1 && limit <= 1_000_000))
      errors.max_redemptions = t('commerce.coupons.errors.limit');
  }
  if (values.scope === 'chosen' && values.product_ids.length === 0)
    errors.product_ids = t('commerce.coupons.errors.products');

  const common = {
    expires_at: expires,
    max_redemptions: limit,
    product_ids: values.scope === 'chosen' ? values.product_ids : [],
    is_active: values.is_active,
  };
  const parsed = isNew
    ? bodySchema(createCouponContract).safeParse({
        code: values.code,
        percent_off: percent,
        amount_off: amount,
        ...common,
      })
    : bodySchema(updateCouponContract).safeParse(common);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = couponFieldOf(issue.path.map(String));
      if (field === 'code')
        errors.code ??=
          issue.code === 'invalid_format'
            ? t('commerce.coupons.errors.codeFormat')
            : translateFieldMessage(issue.message, t);
      else if (field) errors[field] ??= translateFieldMessage(issue.message, t);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0)
    return { errors, create: null, update: null };
  return isNew
    ? { errors, create: parsed.data as CreateBody, update: null }
    : { errors, create: null, update: parsed.data as UpdateBody };
}
