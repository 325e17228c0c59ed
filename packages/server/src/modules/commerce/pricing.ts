import type { CustomerAddress, OrderPreview } from '@tessera/core/api/commerce';
import { priceOrder, type CouponTerms, type PricedOrder } from '@tessera/core/commerce/pricing';
import { fieldError } from '@tessera/core/error-catalogue';
import type { FieldCode } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bumpOffersFor, buyableVersions, requireProductWithVersions, type BumpOffer } from './catalogue';
import { coupons, type CouponRow, type ProductRow, type ProductVersionRow } from './schema';
import type { EffectiveSettings } from './settings';

/**
 * The server's price for an order (preview and intent share it): the product's chosen version,
 * the order bumps asked for, a coupon and the owner's selling countries and tax. Every refusal is
 * a SPEC §8 checkout code on the field it is about.
 */
export type OrderRequest = {
  productId: string;
  versionId?: string | undefined;
  bumpIds?: readonly string[] | undefined;
  couponCode?: string | undefined;
  address?: CustomerAddress | undefined;
  /** Where the coupon code came from (preview: coupon_code; intent: coupon). */
  couponField: string;
};

export type PricedRequest = {
  product: ProductRow;
  version: ProductVersionRow;
  bumps: BumpOffer[];
  coupon: CouponRow | null;
  priced: PricedOrder;
  /** What is charged now (0 during a trial). */
  dueNow: number;
  recurring: number | null;
  preview: OrderPreview;
};

const couponError = (field: string, reason: FieldCode) => fieldError(field, reason, { error: 'invalid_coupon' });

export async function findCoupon(db: Db, appId: string, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.appId, appId), eq(coupons.code, code.trim().toUpperCase())))
    .limit(1);
  return row ?? null;
}

/** A coupon this order may use, or invalid_coupon with the reason as the field's code. */
export function checkCoupon(coupon: CouponRow | null, args: { productId: string; currency: string; now: Date; field: string }): CouponTerms {
  if (!coupon || !coupon.isActive) throw couponError(args.field, 'coupon_not_found');
  if (coupon.expiresAt && coupon.expiresAt <= args.now) throw couponError(args.field, 'coupon_expired');
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) throw couponError(args.field, 'coupon_used_up');
  if (coupon.productIds.length > 0 && !coupon.productIds.includes(args.productId)) throw couponError(args.field, 'coupon_not_for_product');
  if (coupon.amountOff !== null) {
    if (coupon.currency !== args.currency) throw couponError(args.field, 'coupon_not_for_product');
    return { kind: 'fixed', amountOff: coupon.amountOff };
  }
  return { kind: 'percent', percentOff: coupon.percentOff ?? 0 };
}

function checkLocation(settings: EffectiveSettings, address: CustomerAddress | undefined) {
  if (settings.sellingCountries.length === 0) return;
  if (!address) throw fieldError('body.address.country', 'required', { error: 'invalid_customer_location' });
  if (!settings.sellingCountries.includes(address.country)) throw fieldError('body.address.country', 'country_not_sold', { error: 'invalid_customer_location' });
}

export async function priceRequest(db: Db, settings: EffectiveSettings, request: OrderRequest, now: Date): Promise<PricedRequest> {
  const appId = settings.appId;
  const { product, versions } = await requireProductWithVersions(db, appId, request.productId);
  const buyable = buyableVersions(product, versions);
  const version = request.versionId ? buyable.find((v) => v.id === request.versionId) : buyable[0];
  if (!version) throw fieldError('body.version_id', 'version_unavailable', { error: 'invalid_version' });

  const offers = request.bumpIds?.length ? await bumpOffersFor(db, appId, product.id) : [];
  const bumps: BumpOffer[] = [];
  for (const id of new Set(request.bumpIds ?? [])) {
    const offer = offers.find((o) => o.id === id);
    if (!offer || offer.version.currency !== version.currency) throw fieldError('body.order_bumps', 'invalid');
    bumps.push(offer);
  }

  checkLocation(settings, request.address);
  const couponCode = request.couponCode?.trim();
  const coupon = couponCode ? await findCoupon(db, appId, couponCode) : null;
  const terms = couponCode ? checkCoupon(coupon, { productId: product.id, currency: version.currency, now, field: request.couponField }) : null;

  const isTrial = version.interval !== null && (version.trialDays ?? 0) > 0;
  // A trial charges nothing for the product now (bumps are one-off and charged now); the coupon applies to a first charge only.
  const priced = priceOrder({
    product: { id: product.id, name: product.name, amount: isTrial ? 0 : version.amount },
    bumps: bumps.map((b) => ({ id: b.product.id, name: b.product.name, amount: b.version.amount })),
    coupon: isTrial ? null : terms,
    taxRateBps: settings.taxRateBps,
  });
  const recurring = version.interval ? priceOrder({ product: { id: product.id, name: product.name, amount: version.amount }, taxRateBps: settings.taxRateBps }).total : null;
  const lineItems = priced.lineItems.map((line) => (line.kind === 'product' ? { ...line, amount: isTrial ? 0 : line.amount } : line));
  const preview: OrderPreview = {
    product_id: product.id,
    version_id: version.id,
    currency: version.currency,
    line_items: lineItems,
    subtotal: priced.subtotal,
    discount: priced.discount,
    tax: priced.tax,
    total: priced.total,
    recurring_amount: recurring,
    interval: version.interval,
    trial_days: version.interval ? version.trialDays : null,
    coupon: coupon && terms ? { code: coupon.code, percent_off: coupon.percentOff, amount_off: coupon.amountOff } : null,
    intent_type: priced.total === 0 && version.interval !== null ? 'setup_intent' : 'payment_intent',
  };
  return { product, version, bumps, coupon: terms ? coupon : null, priced, dueNow: priced.total, recurring, preview };
}
