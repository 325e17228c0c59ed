import { mulDivRound } from './money';

/**
 * The one price calculation (server preview, intent and the member app's live total use it): a
 * product's price, order bumps beside it, a coupon on the product, tax on what remains. Every
 * figure is integer minor units of one currency.
 *
 * Rules: a coupon discounts the product line only (bumps are offers at their own price); the
 * discount never exceeds the product's price; tax is exclusive, in basis points of the discounted
 * subtotal, rounded half up; the total is never negative.
 */
export type CouponTerms = { kind: 'percent'; percentOff: number } | { kind: 'fixed'; amountOff: number };

export type PricingInput = {
  product: { id: string; name: string; amount: number };
  bumps?: readonly { id: string; name: string; amount: number }[];
  coupon?: CouponTerms | null;
  /** Exclusive tax rate in basis points (1 % = 100); 0 when the owner charges none. */
  taxRateBps?: number;
};

export type PricedLine = { kind: 'product' | 'order_bump'; id: string; name: string; amount: number };

export type PricedOrder = {
  lineItems: PricedLine[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
};

/** What a coupon takes off an amount: at most the amount itself, never below zero. */
export function couponDiscount(amount: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon || amount <= 0) return 0;
  const raw = coupon.kind === 'percent' ? mulDivRound(amount, Math.min(100, Math.max(0, coupon.percentOff)), 100) : Math.max(0, coupon.amountOff);
  return Math.min(amount, raw);
}

export function priceOrder(input: PricingInput): PricedOrder {
  const lineItems: PricedLine[] = [
    { kind: 'product', id: input.product.id, name: input.product.name, amount: input.product.amount },
    ...(input.bumps ?? []).map((bump) => ({ kind: 'order_bump' as const, id: bump.id, name: bump.name, amount: bump.amount })),
  ];
  const subtotal = lineItems.reduce((sum, line) => sum + line.amount, 0);
  const discount = couponDiscount(input.product.amount, input.coupon);
  const taxable = subtotal - discount;
  const tax = input.taxRateBps ? mulDivRound(taxable, input.taxRateBps, 10_000) : 0;
  return { lineItems, subtotal, discount, tax, total: Math.max(0, taxable + tax) };
}
