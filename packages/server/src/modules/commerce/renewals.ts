import { priceOrder } from '@tessera/core/commerce/pricing';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import { members } from '../members/schema';
import { reconcileOrders } from './account';
import { fulfilOrder, invoiceForOrder, markPastDue } from './fulfilment';
import { orders, products, subscriptions, type SubscriptionRow } from './schema';
import { deliverLocalEvents, gatewayOf, paymentSettingsOf } from './settings';

/**
 * Renewals (the job runner's `commerce.renewals`): a subscription whose period ended is charged on
 * its saved card (an order of kind `renewal`, idempotent by subscription and period), one set to
 * cancel at period end is canceled, and a failed charge makes it past_due (the sign-in response's
 * past_due_subscriptions) with access through the grace days until the member pays.
 */
export const RENEWALS_JOB = 'commerce.renewals';
export const RECOVERY_JOB = 'commerce.recovery';

export async function renewSubscription(db: Db, services: Services, sub: SubscriptionRow, now: Date): Promise<'renewed' | 'canceled' | 'past_due' | 'skipped'> {
  if (sub.cancelAtPeriodEnd) {
    await db.update(subscriptions).set({ status: 'canceled', updatedAt: now }).where(eq(subscriptions.id, sub.id));
    return 'canceled';
  }
  const settings = await paymentSettingsOf(db, services, sub.appId);
  const gateway = gatewayOf(db, services, settings);
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, sub.productId)).limit(1);
  const priced = priceOrder({ product: { id: sub.productId, name: product?.name ?? sub.productId, amount: sub.amount }, taxRateBps: settings.taxRateBps });
  const key = `renewal_${sub.id}_${sub.currentPeriodEnd.toISOString()}`;
  await db
    .insert(orders)
    .values({
      appId: sub.appId,
      memberId: sub.memberId,
      productId: sub.productId,
      versionId: sub.versionId,
      kind: 'renewal',
      lines: [{ kind: 'product', productId: sub.productId, versionId: sub.versionId, name: product?.name ?? sub.productId, amount: sub.amount }],
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      currency: sub.currency,
      gateway: sub.gateway === 'app_store' ? 'local' : sub.gateway,
      idempotencyKey: key,
      subscriptionId: sub.id,
    })
    .onConflictDoNothing();
  const [order] = await db.select().from(orders).where(and(eq(orders.appId, sub.appId), eq(orders.memberId, sub.memberId), eq(orders.idempotencyKey, key))).limit(1);
  if (!order || order.status !== 'pending') return 'skipped';
  await db.transaction((tx) => invoiceForOrder(tx, order, { status: 'open', periodStart: sub.currentPeriodEnd, now }));
  if (!gateway || !sub.paymentMethod) {
    await markPastDue(db, sub, now, services.extensions.domainEvents);
    return 'past_due';
  }
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, sub.memberId)).limit(1);
  const intent = await gateway
    .chargeSaved({
      amount: order.total,
      currency: order.currency,
      customerEmail: member?.email ?? '',
      metadata: { app_id: sub.appId, order_id: order.id, subscription_id: sub.id },
      idempotencyKey: `order_${order.id}`,
      paymentMethod: sub.paymentMethod,
      customerId: sub.gatewayCustomerId,
    })
    .catch(() => null);
  if (intent) await db.update(orders).set({ intentId: intent.id }).where(eq(orders.id, order.id));
  if (intent?.status === 'succeeded') {
    await fulfilOrder(db, order.id, { paymentMethod: intent.paymentMethod, customerId: intent.customerId, now, events: services.extensions.domainEvents });
    return 'renewed';
  }
  await markPastDue(db, sub, now, services.extensions.domainEvents);
  return 'past_due';
}

/** One pass: every subscription commerce renews whose period has ended. */
export async function runRenewals(services: Services, now = new Date()): Promise<number> {
  const db = services.database.db;
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['active', 'trialing']), lte(subscriptions.currentPeriodEnd, now), isNull(subscriptions.gatewaySubscriptionId)))
    .limit(100);
  for (const sub of due) await renewSubscription(db, services, sub, now);
  return due.length;
}

/**
 * Recovery: the local gateway's events that were stored but never handed over (a crash between
 * the two) go through the webhook handler, and pending orders whose payment succeeded at the
 * gateway but whose event never came are granted.
 */
export async function runRecovery(services: Services, now = new Date()): Promise<number> {
  const db = services.database.db;
  await deliverLocalEvents(services, null);
  const stale = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now.getTime() - 60_000)), sql`${orders.intentId} IS NOT NULL`, sql`${orders.createdAt} > ${new Date(now.getTime() - 7 * 86_400_000).toISOString()}::timestamptz`))
    .limit(100);
  for (const appId of new Set(stale.map((o) => o.appId))) await reconcileOrders({ db, services, appId, now }, stale.filter((o) => o.appId === appId));
  return stale.length;
}
