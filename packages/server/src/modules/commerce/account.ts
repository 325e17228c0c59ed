import type { Purchase, PurchasedItem, Subscription } from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context/app-context';
import { activeProductIds } from './entitlements';
import { fulfilOrder, setProductEnd } from './fulfilment';
import { callGateway, intentView, subscriptionBasics } from './intents';
import { invoices, orders, products, subscriptions, type OrderRow, type SubscriptionRow } from './schema';
import { gatewayOf, paymentSettingsOf } from './settings';

/** SPEC §7 Account: the member's purchases, subscriptions and invoices. Another member's or app's id is 404. */

async function productNames(ctx: AppContext, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; image: string | null }>();
  const rows = await ctx.db
    .select({ id: products.id, name: products.name, image: products.image })
    .from(products)
    .where(and(eq(products.appId, ctx.app.id), inArray(products.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { name: r.name, image: r.image }]));
}

export async function listPurchases(ctx: AppContext): Promise<Purchase[]> {
  const { member } = await ctx.requireMember();
  const rows = await ctx.db
    .select({ order: orders, invoiceId: invoices.id })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.appId, ctx.app.id), eq(orders.memberId, member.id), inArray(orders.status, ['paid', 'refunded'])))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  const names = await productNames(ctx, rows.map((r) => r.order.productId));
  return rows.map(({ order, invoiceId }) => ({
    id: order.id,
    product: { id: order.productId, name: names.get(order.productId)?.name ?? order.lines[0]?.name ?? '', image: names.get(order.productId)?.image ?? null },
    status: order.status,
    amount: order.total,
    currency: order.currency,
    discount: order.discount,
    coupon_code: order.couponCode,
    order_bumps: order.lines.filter((l) => l.kind === 'order_bump').map((l) => ({ product_id: l.productId, name: l.name, amount: l.amount })),
    invoice_id: invoiceId,
    created_at: order.createdAt.toISOString(),
  }));
}

async function openRenewal(ctx: AppContext, sub: SubscriptionRow): Promise<OrderRow | null> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.appId, ctx.app.id), eq(orders.subscriptionId, sub.id), eq(orders.kind, 'renewal'), eq(orders.status, 'pending')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order ?? null;
}

async function subscriptionView(ctx: AppContext, sub: SubscriptionRow, names: Map<string, { name: string; image: string | null }>): Promise<Subscription> {
  const open = sub.status === 'past_due' ? await openRenewal(ctx, sub) : null;
  const [invoice] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.appId, ctx.app.id), eq(invoices.subscriptionId, sub.id)))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return {
    ...subscriptionBasics(sub),
    product: { id: sub.productId, name: names.get(sub.productId)?.name ?? '', image: names.get(sub.productId)?.image ?? null },
    version_id: sub.versionId,
    payment_method: sub.paymentMethod ? { brand: sub.paymentMethod.brand, last4: sub.paymentMethod.last4 } : null,
    latest_invoice_id: invoice?.id ?? null,
    amount_due: open?.total ?? 0,
  };
}

export async function listSubscriptions(ctx: AppContext): Promise<Subscription[]> {
  const { member } = await ctx.requireMember();
  const rows = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.appId, ctx.app.id), eq(subscriptions.memberId, member.id)))
    .orderBy(desc(subscriptions.createdAt));
  const names = await productNames(ctx, rows.map((r) => r.productId));
  const order = { past_due: 0, active: 1, trialing: 1, canceled: 2 } as const;
  const sorted = [...rows].sort((a, b) => order[a.status] - order[b.status]);
  return Promise.all(sorted.map((sub) => subscriptionView(ctx, sub, names)));
}

async function requireSubscription(ctx: AppContext, id: string): Promise<SubscriptionRow> {
  const { member } = await ctx.requireMember();
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw appError('subscription_not_found');
  const [sub] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.appId, ctx.app.id), eq(subscriptions.memberId, member.id)))
    .limit(1);
  if (!sub) throw appError('subscription_not_found');
  return sub;
}

/** Cancels at the end of the paid period: access lasts until then (a past-due one ends now). */
export async function cancelSubscription(ctx: AppContext, id: string): Promise<Subscription> {
  const sub = await requireSubscription(ctx, id);
  const now = ctx.now();
  if (sub.status !== 'canceled') {
    await ctx.db.transaction(async (tx) => {
      if (sub.status === 'past_due') {
        await tx.update(subscriptions).set({ status: 'canceled', canceledAt: now, updatedAt: now }).where(eq(subscriptions.id, sub.id));
        await setProductEnd(tx, { appId: sub.appId, memberId: sub.memberId, productIds: [sub.productId], endsAt: now });
      } else {
        await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now }).where(eq(subscriptions.id, sub.id));
        await setProductEnd(tx, { appId: sub.appId, memberId: sub.memberId, productIds: [sub.productId], endsAt: sub.currentPeriodEnd });
      }
    });
  }
  const fresh = await requireSubscription(ctx, id);
  return subscriptionView(ctx, fresh, await productNames(ctx, [fresh.productId]));
}

async function requireGateway(ctx: AppContext) {
  const gateway = gatewayOf(ctx.db, ctx.services, await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id));
  if (!gateway) throw appError('payments_not_enabled');
  return gateway;
}

/** Settles a past-due renewal: the open renewal's intent, for the browser to confirm with a card. */
export async function payPastDue(ctx: AppContext, id: string) {
  const sub = await requireSubscription(ctx, id);
  const order = sub.status === 'past_due' ? await openRenewal(ctx, sub) : null;
  if (!order) throw appError('nothing_to_pay');
  const gateway = await requireGateway(ctx);
  const { member } = await ctx.requireMember();
  const existing = order.intentId ? await callGateway(() => gateway.retrieveIntent({ kind: 'payment_intent', id: order.intentId! })) : null;
  let intent = existing;
  if (!intent || intent.status === 'canceled') {
    intent = await callGateway(() =>
      gateway.createIntent({
        kind: 'payment_intent',
        amount: order.total,
        currency: order.currency,
        customerEmail: member.email,
        metadata: { app_id: ctx.app.id, order_id: order.id, subscription_id: sub.id },
        idempotencyKey: `pay_${order.id}_${randomBytes(6).toString('hex')}`,
        saveCard: true,
      }),
    );
    await ctx.db.update(orders).set({ intentId: intent.id }).where(eq(orders.id, order.id));
  } else if (intent.status === 'succeeded') {
    await fulfilOrder(ctx.db, order.id, { paymentMethod: intent.paymentMethod, customerId: intent.customerId, now: ctx.now(), events: ctx.services.extensions.domainEvents });
  }
  const fresh = await requireSubscription(ctx, id);
  return { intent: intentView(intent, gateway), subscription: await subscriptionView(ctx, fresh, await productNames(ctx, [fresh.productId])) };
}

/** A setup intent whose success replaces the card renewals charge. */
export async function startPaymentMethodUpdate(ctx: AppContext, id: string) {
  const sub = await requireSubscription(ctx, id);
  if (sub.status === 'canceled') throw appError('payment_method_update_failed');
  const gateway = await requireGateway(ctx);
  const { member } = await ctx.requireMember();
  const intent = await callGateway(() =>
    gateway.createIntent({
      kind: 'setup_intent',
      amount: 0,
      currency: sub.currency,
      customerEmail: member.email,
      metadata: { app_id: ctx.app.id, subscription_id: sub.id, purpose: 'update_payment_method' },
      idempotencyKey: `pmu_${sub.id}_${randomBytes(8).toString('hex')}`,
      saveCard: true,
    }),
  ).catch(() => {
    throw appError('payment_method_update_failed');
  });
  return { intent: intentView(intent, gateway) };
}

/**
 * Whether the member holds the product now. A pending order of theirs for it is checked with the
 * gateway first: a payment that succeeded but whose event has not arrived (or was lost) grants here.
 */
export async function hasActivePurchase(ctx: AppContext, productId: string): Promise<boolean> {
  const auth = await ctx.member();
  if (!auth) return false;
  const pending = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.appId, ctx.app.id), eq(orders.memberId, auth.member.id), eq(orders.productId, productId), eq(orders.status, 'pending')))
    .limit(5);
  if (pending.some((o) => o.intentId)) await reconcileOrders({ db: ctx.db, services: ctx.services, appId: ctx.app.id, now: ctx.now() }, pending);
  return (await activeProductIds(ctx.db, { appId: ctx.app.id, memberId: auth.member.id }, ctx.now())).includes(productId);
}

export async function reconcileOrders(ctx: { db: AppContext['db']; services: AppContext['services']; appId: string; now: Date }, pending: readonly OrderRow[]) {
  const gateway = gatewayOf(ctx.db, ctx.services, await paymentSettingsOf(ctx.db, ctx.services, ctx.appId));
  if (!gateway) return;
  for (const order of pending) {
    if (!order.intentId) continue;
    const intent = await gateway.retrieveIntent({ kind: order.intentType, id: order.intentId }).catch(() => null);
    if (intent?.status === 'succeeded') await fulfilOrder(ctx.db, order.id, { paymentMethod: intent.paymentMethod, customerId: intent.customerId, now: ctx.now, events: ctx.services.extensions.domainEvents });
  }
}

/** What a product unlocks that members can open: the app itself when it is one of the app's products, then the pages (and later programs and packs) that name it. */
export async function purchasedItems(ctx: AppContext, productId: string): Promise<PurchasedItem[]> {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.appId, ctx.app.id)))
    .limit(1);
  if (!row) throw appError('product_not_found');
  const unlocksApp = ctx.app.publicConfig.access.app_products.some((p) => p.id === productId);
  const parts = await Promise.all(ctx.services.extensions.productItems.map((part) => part(ctx.db, { appId: ctx.app.id, productId })));
  return [...(unlocksApp ? [{ type: 'app' as const, id: ctx.app.id, title: ctx.app.name, path: '/' }] : []), ...parts.flat()];
}
