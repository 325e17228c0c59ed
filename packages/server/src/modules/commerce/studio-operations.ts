import type * as api from '@tessera/core/api/studio-commerce';
import type { Coupon, OrderBump, PaymentSettings, StudioOrder, StudioProduct, StudioProductSummary, StudioSubscription } from '@tessera/core/api/studio-commerce';
import type { ContractBody, ContractQuery } from '@tessera/core/contract';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { toCsv } from '@tessera/core/csv';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { escapeLike } from '../../db/like';
import type { OwnedAppContext } from '../apps/owned-app';
import { updateAppSettings } from '../apps/operations';
import { members } from '../members/schema';
import { versionView } from './catalogue';
import { refundOrderRecord, setProductEnd } from './fulfilment';
import { callGateway, subscriptionBasics } from './intents';
import { coupons, memberProducts, orderBumps, orders, paymentSettings, productVersions, products, subscriptions, type CouponRow, type ProductRow } from './schema';
import { gatewayOf, paymentSettingsOf } from './settings';

/** The studio's commerce operations: one app of the owner's account; another app's ids are 404. */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function requireStudioProduct(ctx: OwnedAppContext, id: string): Promise<ProductRow> {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.appId, ctx.app.id)))
    .limit(1);
  if (!row) throw appError('product_not_found');
  return row;
}

async function holders(ctx: OwnedAppContext, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: memberProducts.productId, n: count() })
    .from(memberProducts)
    .where(and(eq(memberProducts.appId, ctx.app.id), inArray(memberProducts.productId, productIds), or(isNull(memberProducts.endsAt), gt(memberProducts.endsAt, ctx.now()))))
    .groupBy(memberProducts.productId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function listStudioProducts(ctx: OwnedAppContext): Promise<StudioProductSummary[]> {
  const rows = await ctx.db
    .select({ product: products, version: productVersions })
    .from(products)
    .leftJoin(productVersions, eq(productVersions.id, products.currentVersionId))
    .where(eq(products.appId, ctx.app.id))
    .orderBy(sql`${products.archivedAt} IS NOT NULL`, desc(products.createdAt));
  const held = await holders(ctx, rows.map((r) => r.product.id));
  return rows.map(({ product, version }) => summaryOf(product, version, held.get(product.id) ?? 0));
}

function summaryOf(product: ProductRow, version: typeof productVersions.$inferSelect | null, activeHolders: number): StudioProductSummary {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    is_hidden: product.isHidden,
    is_archived: product.archivedAt !== null,
    amount: version?.amount ?? 0,
    currency: version?.currency ?? 'USD',
    interval: version?.interval ?? null,
    active_holders: activeHolders,
    updated_at: product.updatedAt.toISOString(),
  };
}

export async function studioProduct(ctx: OwnedAppContext, id: string): Promise<StudioProduct> {
  const product = await requireStudioProduct(ctx, id);
  const versions = await ctx.db.select().from(productVersions).where(and(eq(productVersions.appId, ctx.app.id), eq(productVersions.productId, id))).orderBy(asc(productVersions.createdAt));
  const subs = await ctx.db
    .select({ versionId: subscriptions.versionId, n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.appId, ctx.app.id), eq(subscriptions.productId, id), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])))
    .groupBy(subscriptions.versionId);
  const current = versions.find((v) => v.id === product.currentVersionId) ?? null;
  const held = await holders(ctx, [id]);
  return {
    ...summaryOf(product, current, held.get(id) ?? 0),
    description: product.description,
    purchase_overlay_id: product.purchaseOverlayId,
    version_id: product.currentVersionId ?? '',
    versions: versions.map((v) => ({ ...versionView(v, product.currentVersionId), subscribers: Number(subs.find((s) => s.versionId === v.id)?.n ?? 0), created_at: v.createdAt.toISOString() })),
    unlocks: {
      app: ctx.app.access.app_products.some((p) => p.id === id),
      items: (await Promise.all(ctx.services.extensions.productItems.map((part) => part(ctx.db, { appId: ctx.app.id, productId: id })))).flat().map(({ type, id: itemId, title }) => ({ type, id: itemId, title })),
    },
  };
}

async function setUnlocksApp(ctx: OwnedAppContext, productId: string, unlocks: boolean | undefined) {
  if (unlocks === undefined) return;
  const current = ctx.app.access.app_products;
  const has = current.some((p) => p.id === productId);
  if (has === unlocks) return;
  const appProducts = unlocks ? [...current, { id: productId }] : current.filter((p) => p.id !== productId);
  ctx.app = await updateAppSettings(ctx, { access: { ...ctx.app.access, app_products: appProducts } }, { publicHost: null });
}

type PriceInput = api.PriceInput;
async function insertVersion(ctx: OwnedAppContext, productId: string, price: PriceInput) {
  const settings = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  if (price.trial_days && !price.interval) throw fieldError('body.price.trial_days', 'invalid');
  const [version] = await ctx.db
    .insert(productVersions)
    .values({ appId: ctx.app.id, productId, amount: price.amount, currency: price.currency ?? settings.currency, interval: price.interval, trialDays: price.interval ? price.trial_days : null })
    .returning();
  await ctx.db.update(products).set({ currentVersionId: version!.id, updatedAt: ctx.now() }).where(eq(products.id, productId));
}

export async function createStudioProduct(ctx: OwnedAppContext, body: ContractBody<typeof api.createProductContract>): Promise<StudioProduct> {
  const [product] = await ctx.db
    .insert(products)
    .values({ appId: ctx.app.id, name: body.name, description: body.description ?? null, image: body.image ?? null, isHidden: body.is_hidden ?? false, purchaseOverlayId: body.purchase_overlay_id ?? null })
    .returning();
  await insertVersion(ctx, product!.id, body.price);
  await setUnlocksApp(ctx, product!.id, body.unlocks_app);
  return studioProduct(ctx, product!.id);
}

export async function updateStudioProduct(ctx: OwnedAppContext, id: string, body: ContractBody<typeof api.updateProductContract>): Promise<StudioProduct> {
  await requireStudioProduct(ctx, id);
  await ctx.db
    .update(products)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.image !== undefined ? { image: body.image } : {}),
      ...(body.is_hidden !== undefined ? { isHidden: body.is_hidden } : {}),
      ...(body.purchase_overlay_id !== undefined ? { purchaseOverlayId: body.purchase_overlay_id } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(products.id, id));
  await setUnlocksApp(ctx, id, body.unlocks_app);
  return studioProduct(ctx, id);
}

export async function createStudioVersion(ctx: OwnedAppContext, id: string, price: PriceInput): Promise<StudioProduct> {
  await requireStudioProduct(ctx, id);
  await insertVersion(ctx, id, price);
  return studioProduct(ctx, id);
}

export async function archiveStudioProduct(ctx: OwnedAppContext, id: string): Promise<StudioProduct> {
  await requireStudioProduct(ctx, id);
  await ctx.db.update(products).set({ archivedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(products.id, id));
  return studioProduct(ctx, id);
}

// Coupons.

const couponView = (c: CouponRow): Coupon => ({
  id: c.id,
  code: c.code,
  percent_off: c.percentOff,
  amount_off: c.amountOff,
  currency: c.currency,
  expires_at: iso(c.expiresAt),
  max_redemptions: c.maxRedemptions,
  redemptions: c.redemptions,
  product_ids: c.productIds,
  is_active: c.isActive,
  created_at: c.createdAt.toISOString(),
});

async function requireCoupon(ctx: OwnedAppContext, id: string): Promise<CouponRow> {
  const [row] = await ctx.db.select().from(coupons).where(and(eq(coupons.id, id), eq(coupons.appId, ctx.app.id))).limit(1);
  if (!row) throw appError('coupon_not_found');
  return row;
}

export async function listCoupons(ctx: OwnedAppContext): Promise<Coupon[]> {
  return (await ctx.db.select().from(coupons).where(eq(coupons.appId, ctx.app.id)).orderBy(desc(coupons.createdAt))).map(couponView);
}

export async function createCoupon(ctx: OwnedAppContext, body: ContractBody<typeof api.createCouponContract>): Promise<Coupon> {
  const settings = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  try {
    const [row] = await ctx.db
      .insert(coupons)
      .values({
        appId: ctx.app.id,
        code: body.code,
        percentOff: body.percent_off ?? null,
        amountOff: body.amount_off ?? null,
        currency: body.amount_off != null ? settings.currency : null,
        expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        maxRedemptions: body.max_redemptions ?? null,
        productIds: body.product_ids ?? [],
        isActive: body.is_active ?? true,
      })
      .returning();
    return couponView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('body.code', 'coupon_code_taken', { error: 'coupon_code_taken' });
    throw error;
  }
}

export async function updateCoupon(ctx: OwnedAppContext, id: string, body: ContractBody<typeof api.updateCouponContract>): Promise<Coupon> {
  await requireCoupon(ctx, id);
  const [row] = await ctx.db
    .update(coupons)
    .set({
      ...(body.expires_at !== undefined ? { expiresAt: body.expires_at ? new Date(body.expires_at) : null } : {}),
      ...(body.max_redemptions !== undefined ? { maxRedemptions: body.max_redemptions } : {}),
      ...(body.product_ids !== undefined ? { productIds: body.product_ids } : {}),
      ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(coupons.id, id))
    .returning();
  return couponView(row!);
}

export async function deleteCoupon(ctx: OwnedAppContext, id: string): Promise<string> {
  await requireCoupon(ctx, id);
  await ctx.db.delete(coupons).where(eq(coupons.id, id));
  return id;
}

// Order bumps.

const bumpView = (b: typeof orderBumps.$inferSelect): OrderBump => ({
  id: b.id,
  product_id: b.productId,
  bump_product_id: b.bumpProductId,
  title: b.title,
  description: b.description,
  position: b.position,
  created_at: b.createdAt.toISOString(),
});

async function requireBump(ctx: OwnedAppContext, id: string) {
  const [row] = await ctx.db.select().from(orderBumps).where(and(eq(orderBumps.id, id), eq(orderBumps.appId, ctx.app.id))).limit(1);
  if (!row) throw appError('order_bump_not_found');
  return row;
}

export async function listOrderBumps(ctx: OwnedAppContext): Promise<OrderBump[]> {
  return (await ctx.db.select().from(orderBumps).where(eq(orderBumps.appId, ctx.app.id)).orderBy(asc(orderBumps.position), asc(orderBumps.createdAt))).map(bumpView);
}

export async function createOrderBump(ctx: OwnedAppContext, body: ContractBody<typeof api.createOrderBumpContract>): Promise<OrderBump> {
  await requireStudioProduct(ctx, body.product_id);
  await requireStudioProduct(ctx, body.bump_product_id);
  if (body.product_id === body.bump_product_id) throw fieldError('body.bump_product_id', 'invalid');
  const [row] = await ctx.db
    .insert(orderBumps)
    .values({ appId: ctx.app.id, productId: body.product_id, bumpProductId: body.bump_product_id, title: body.title, description: body.description ?? null, position: body.position ?? 0 })
    .returning();
  return bumpView(row!);
}

export async function updateOrderBump(ctx: OwnedAppContext, id: string, body: ContractBody<typeof api.updateOrderBumpContract>): Promise<OrderBump> {
  await requireBump(ctx, id);
  const [row] = await ctx.db
    .update(orderBumps)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.position !== undefined ? { position: body.position } : {}),
    })
    .where(eq(orderBumps.id, id))
    .returning();
  return bumpView(row!);
}

export async function deleteOrderBump(ctx: OwnedAppContext, id: string): Promise<string> {
  await requireBump(ctx, id);
  await ctx.db.delete(orderBumps).where(eq(orderBumps.id, id));
  return id;
}

// Payment settings.

export async function studioPaymentSettings(ctx: OwnedAppContext, origin: string): Promise<PaymentSettings> {
  const s = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  return {
    gateway: s.gateway,
    currency: s.currency,
    selling_countries: s.sellingCountries,
    tax_rate_bps: s.taxRateBps,
    stripe: {
      publishable_key: s.stripePublishableKey,
      secret_key_set: s.stripeSecretKeyEncrypted !== null,
      secret_key_last4: s.stripeSecretKeyLast4,
      webhook_secret_set: s.stripeWebhookSecretEncrypted !== null,
      webhook_url: `${origin}/api/payments/stripe/webhook/${ctx.app.id}`,
    },
  };
}

export async function updatePaymentSettings(ctx: OwnedAppContext, body: ContractBody<typeof api.updatePaymentSettingsContract>, origin: string): Promise<PaymentSettings> {
  const current = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  const { secrets, mayStoreStripeKeys } = ctx.services.payments;
  const wantsStripeKeys = Boolean(body.stripe_secret_key || body.stripe_webhook_secret);
  // Production keeps no Stripe key encrypted with the development secret.
  if (wantsStripeKeys && !mayStoreStripeKeys) throw appError('payments_secret_missing');
  const next = {
    gateway: body.gateway !== undefined ? body.gateway : current.gateway,
    currency: body.currency ?? current.currency,
    sellingCountries: body.selling_countries ? [...new Set(body.selling_countries)] : current.sellingCountries,
    taxRateBps: body.tax_rate_bps ?? current.taxRateBps,
    stripePublishableKey: body.stripe_publishable_key !== undefined ? body.stripe_publishable_key : current.stripePublishableKey,
    stripeSecretKeyEncrypted: body.stripe_secret_key !== undefined ? (body.stripe_secret_key ? secrets.encrypt(body.stripe_secret_key) : null) : current.stripeSecretKeyEncrypted,
    stripeSecretKeyLast4: body.stripe_secret_key !== undefined ? (body.stripe_secret_key ? body.stripe_secret_key.slice(-4) : null) : current.stripeSecretKeyLast4,
    stripeWebhookSecretEncrypted: body.stripe_webhook_secret !== undefined ? (body.stripe_webhook_secret ? secrets.encrypt(body.stripe_webhook_secret) : null) : current.stripeWebhookSecretEncrypted,
  };
  if (next.gateway === 'stripe' && (!next.stripePublishableKey || !next.stripeSecretKeyEncrypted)) throw fieldError('body.gateway', 'stripe_keys_required');
  await ctx.db
    .insert(paymentSettings)
    .values({ appId: ctx.app.id, ...next, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: paymentSettings.appId, set: { ...next, updatedAt: ctx.now() } });
  return studioPaymentSettings(ctx, origin);
}

// Orders, subscriptions, revenue.

type ListQuery = ContractQuery<typeof api.ordersContract>;
const PAGE_SIZE = 50;

function orderFilter(ctx: Pick<OwnedAppContext, 'app'>, query: Pick<ListQuery, 'q' | 'status'>): SQL {
  const parts: SQL[] = [eq(orders.appId, ctx.app.id), inArray(orders.status, ['paid', 'refunded', 'failed'])];
  if (query.status && ['pending', 'paid', 'failed', 'refunded'].includes(query.status)) parts.push(eq(orders.status, query.status as 'paid'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(or(ilike(members.email, like), ilike(members.name, like), ilike(products.name, like), sql`${orders.id}::text = ${query.q}`)!);
  }
  return and(...parts)!;
}

function orderRowView(row: { order: typeof orders.$inferSelect; email: string; name: string; productName: string | null }): StudioOrder {
  const { order } = row;
  return {
    id: order.id,
    member: { id: order.memberId, email: row.email, name: row.name },
    product: { id: order.productId, name: row.productName ?? order.lines[0]?.name ?? '' },
    status: order.status,
    amount: order.total,
    discount: order.discount,
    tax: order.tax,
    currency: order.currency,
    coupon_code: order.couponCode,
    referral: order.referral,
    gateway: order.gateway === 'app_store' ? 'local' : order.gateway,
    created_at: order.createdAt.toISOString(),
    refunded_at: iso(order.refundedAt),
  };
}

export async function listOrders(ctx: Pick<OwnedAppContext, 'db' | 'app'>, query: Pick<ListQuery, 'q' | 'status'> & { page?: number }, limit = PAGE_SIZE) {
  const where = orderFilter(ctx, query);
  const base = ctx.db
    .select({ order: orders, email: members.email, name: members.name, productName: products.name })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .leftJoin(products, eq(products.id, orders.productId));
  const page = query.page ?? 1;
  const rows = await base.where(where).orderBy(desc(orders.createdAt)).limit(limit).offset((page - 1) * limit);
  const [total] = await ctx.db.select({ n: count() }).from(orders).innerJoin(members, eq(members.id, orders.memberId)).leftJoin(products, eq(products.id, orders.productId)).where(where);
  return { orders: rows.map(orderRowView), total_count: Number(total?.n ?? 0), page };
}

export async function ordersCsv(ctx: OwnedAppContext, query: Pick<ListQuery, 'q' | 'status'>): Promise<string> {
  const { orders: rows } = await listOrders(ctx, { ...query, page: 1 }, 10_000);
  return toCsv(
    ['id', 'created_at', 'status', 'email', 'name', 'product', 'amount', 'discount', 'tax', 'currency', 'coupon', 'referral', 'refunded_at'],
    rows.map((o) => [o.id, o.created_at, o.status, o.member.email, o.member.name, o.product.name, o.amount, o.discount, o.tax, o.currency, o.coupon_code, o.referral, o.refunded_at]),
  );
}

export async function refundOrder(ctx: OwnedAppContext, id: string): Promise<StudioOrder> {
  const [order] = await ctx.db.select().from(orders).where(and(eq(orders.id, id), eq(orders.appId, ctx.app.id))).limit(1);
  if (!order) throw appError('order_not_found');
  if (order.status !== 'paid') throw appError('not_refundable');
  if (order.total > 0 && order.intentId) {
    const gateway = gatewayOf(ctx.db, ctx.services, await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id));
    if (!gateway) throw appError('payments_not_enabled');
    await callGateway(() => gateway.refund({ intentId: order.intentId!, amount: order.total, idempotencyKey: `refund_${order.id}` }));
  }
  await refundOrderRecord(ctx.db, order.id, ctx.now());
  const { orders: [view] } = await listOrders(ctx, { q: order.id, status: undefined });
  return view!;
}

function subscriptionFilter(ctx: OwnedAppContext, query: Pick<ListQuery, 'q' | 'status'>): SQL {
  const parts: SQL[] = [eq(subscriptions.appId, ctx.app.id)];
  if (query.status && ['active', 'trialing', 'past_due', 'canceled'].includes(query.status)) parts.push(eq(subscriptions.status, query.status as 'active'));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    parts.push(or(ilike(members.email, like), ilike(members.name, like), ilike(products.name, like), sql`${subscriptions.id}::text = ${query.q}`)!);
  }
  return and(...parts)!;
}

export async function listStudioSubscriptions(ctx: OwnedAppContext, query: Pick<ListQuery, 'q' | 'status'> & { page?: number }, limit = PAGE_SIZE) {
  const where = subscriptionFilter(ctx, query);
  const page = query.page ?? 1;
  const rows = await ctx.db
    .select({ sub: subscriptions, email: members.email, name: members.name, productName: products.name })
    .from(subscriptions)
    .innerJoin(members, eq(members.id, subscriptions.memberId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await ctx.db.select({ n: count() }).from(subscriptions).innerJoin(members, eq(members.id, subscriptions.memberId)).leftJoin(products, eq(products.id, subscriptions.productId)).where(where);
  const views: StudioSubscription[] = rows.map(({ sub, email, name, productName }) => ({
    ...subscriptionBasics(sub),
    member: { id: sub.memberId, email, name },
    product: { id: sub.productId, name: productName ?? '' },
    created_at: sub.createdAt.toISOString(),
    canceled_at: iso(sub.canceledAt),
  }));
  return { subscriptions: views, total_count: Number(total?.n ?? 0), page };
}

export async function subscriptionsCsv(ctx: OwnedAppContext, query: Pick<ListQuery, 'q' | 'status'>): Promise<string> {
  const { subscriptions: rows } = await listStudioSubscriptions(ctx, { ...query, page: 1 }, 10_000);
  return toCsv(
    ['id', 'created_at', 'status', 'email', 'name', 'product', 'amount', 'currency', 'interval', 'current_period_end', 'cancel_at_period_end', 'canceled_at'],
    rows.map((s) => [s.id, s.created_at, s.status, s.member.email, s.member.name, s.product.name, s.amount, s.currency, s.interval, s.current_period_end, s.cancel_at_period_end, s.canceled_at]),
  );
}

export async function cancelStudioSubscription(ctx: OwnedAppContext, id: string, atPeriodEnd: boolean): Promise<StudioSubscription> {
  const [sub] = await ctx.db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.appId, ctx.app.id))).limit(1);
  if (!sub) throw appError('subscription_not_found');
  const now = ctx.now();
  if (sub.status !== 'canceled') {
    await ctx.db.transaction(async (tx) => {
      const isNow = !atPeriodEnd || sub.status === 'past_due';
      await tx
        .update(subscriptions)
        .set(isNow ? { status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now } : { cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now })
        .where(eq(subscriptions.id, sub.id));
      await setProductEnd(tx, { appId: sub.appId, memberId: sub.memberId, productIds: [sub.productId], endsAt: isNow ? now : sub.currentPeriodEnd });
    });
  }
  const { subscriptions: [view] } = await listStudioSubscriptions(ctx, { q: id, status: undefined });
  return view!;
}

/** Gross, refunds and net per period (UTC), every period of the range present. */
export async function revenue(ctx: OwnedAppContext, query: ContractQuery<typeof api.revenueContract>) {
  const settings = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  const unit = query.granularity;
  const now = ctx.now();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), unit === 'month' ? 1 : now.getUTCDate()));
  if (unit === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const step = (d: Date, n: number) => {
    const next = new Date(d);
    if (unit === 'day') next.setUTCDate(next.getUTCDate() + n);
    else if (unit === 'week') next.setUTCDate(next.getUTCDate() + 7 * n);
    else next.setUTCMonth(next.getUTCMonth() + n);
    return next;
  };
  const from = step(start, -(query.periods - 1));
  const paid = await ctx.db
    .select({ total: orders.total, paidAt: orders.paidAt, refundedAt: orders.refundedAt, status: orders.status })
    .from(orders)
    .where(and(eq(orders.appId, ctx.app.id), eq(orders.currency, settings.currency), inArray(orders.status, ['paid', 'refunded']), gt(orders.paidAt, from)));
  const points = Array.from({ length: query.periods }, (_, i) => ({ start: step(from, i), gross: 0, refunds: 0, orders: 0 }));
  const bucketOf = (d: Date) => points.findLast((p) => p.start <= d);
  for (const row of paid) {
    const bucket = row.paidAt && bucketOf(row.paidAt);
    if (bucket) {
      bucket.gross += row.total;
      bucket.orders += 1;
    }
    const refundBucket = row.refundedAt && bucketOf(row.refundedAt);
    if (refundBucket) refundBucket.refunds += row.total;
  }
  return {
    currency: settings.currency,
    granularity: unit,
    points: points.map((p) => ({ period: p.start.toISOString().slice(0, 10), gross: p.gross, refunds: p.refunds, net: p.gross - p.refunds, orders: p.orders })),
  };
}
