import type { ProductInterval } from '@tessera/core/entities/commerce';
import { emitDomainEvent, type DomainEventListener } from '../../context/domain-events';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SavedPaymentMethod } from '../../integrations/payments/gateway';
import { couponRedemptions, coupons, invoices, memberProducts, orders, productVersions, subscriptions, type OrderRow, type SubscriptionRow } from './schema';

/**
 * What a payment changes, in one transaction with the order: the member's entitlements
 * (member_products, which the access engine reads at once), the subscription, the invoice and the
 * coupon's redemption count. Every step is guarded by the order's status, so a payment reported
 * twice (webhook and recovery, or a replayed event) grants once.
 */

/** Days a past-due subscription keeps its access while the member settles the renewal. */
export const PAST_DUE_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

export function addInterval(from: Date, interval: ProductInterval, count = 1): Date {
  const next = new Date(from);
  if (interval === 'day') next.setUTCDate(next.getUTCDate() + count);
  else if (interval === 'week') next.setUTCDate(next.getUTCDate() + 7 * count);
  else if (interval === 'month') {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + count);
    const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  } else next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

export const withGrace = (periodEnd: Date) => new Date(periodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);

/** Gives (or extends) a product; null `endsAt` never expires and wins over a date. */
export async function grantProduct(tx: Db, args: { appId: string; memberId: string; productId: string; endsAt: Date | null; now: Date }) {
  await tx
    .insert(memberProducts)
    .values({ appId: args.appId, memberId: args.memberId, productId: args.productId, startsAt: args.now, endsAt: args.endsAt })
    .onConflictDoUpdate({
      target: [memberProducts.memberId, memberProducts.productId],
      set: {
        endsAt: args.endsAt === null ? null : sql`CASE WHEN ${memberProducts.endsAt} IS NULL THEN NULL ELSE GREATEST(${memberProducts.endsAt}, ${args.endsAt.toISOString()}::timestamptz) END`,
      },
    });
}

/** Sets when a product ends (cancellation now or at period end, refunds): access follows at once. */
export async function setProductEnd(tx: Db, args: { appId: string; memberId: string; productIds: readonly string[]; endsAt: Date }) {
  if (args.productIds.length === 0) return;
  await tx
    .update(memberProducts)
    .set({ endsAt: args.endsAt })
    .where(and(eq(memberProducts.appId, args.appId), eq(memberProducts.memberId, args.memberId), inArray(memberProducts.productId, [...args.productIds])));
}

async function nextInvoiceNumber(tx: Db, appId: string): Promise<number> {
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${invoices.number}), 0)` }).from(invoices).where(eq(invoices.appId, appId));
  return Number(row?.max ?? 0) + 1;
}

/** The invoice of an order (open until paid); one per order. */
export async function invoiceForOrder(tx: Db, order: OrderRow, args: { status: 'open' | 'paid'; periodStart?: Date | null; periodEnd?: Date | null; now: Date }) {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1);
  if (existing) {
    if (args.status === 'paid' && existing.status !== 'paid') await tx.update(invoices).set({ status: 'paid', paidAt: args.now }).where(eq(invoices.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(invoices)
    .values({
      appId: order.appId,
      memberId: order.memberId,
      orderId: order.id,
      subscriptionId: order.subscriptionId,
      number: await nextInvoiceNumber(tx, order.appId),
      status: args.status,
      lines: order.lines.map((line) => ({ description: line.name, amount: line.amount })),
      discount: order.discount,
      tax: order.tax,
      total: order.total,
      currency: order.currency,
      periodStart: args.periodStart ?? null,
      periodEnd: args.periodEnd ?? null,
      paidAt: args.status === 'paid' ? args.now : null,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

export type PaymentFacts = {
  paymentMethod: SavedPaymentMethod | null;
  customerId: string | null;
  now: Date;
  /** Who hears `purchase.completed` (services.extensions.domainEvents). */
  events: readonly DomainEventListener[];
};

/**
 * Marks an order paid and grants what it bought, once. Returns false when the order was not
 * pending (already granted, refunded): nothing changes then.
 */
export async function fulfilOrder(db: Db, orderId: string, facts: PaymentFacts): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: facts.now })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'failed'])))
      .returning();
    if (!order) return false;
    const { now } = facts;
    let periodStart: Date | null = null;
    let periodEnd: Date | null = null;

    if (order.kind === 'renewal' && order.subscriptionId) {
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, order.subscriptionId)).limit(1);
      if (sub) {
        periodStart = sub.currentPeriodEnd;
        periodEnd = addInterval(sub.currentPeriodEnd, sub.interval);
        // A renewal settled late still starts its period where the last one ended.
        while (periodEnd <= now) periodEnd = addInterval(periodEnd, sub.interval);
        await tx
          .update(subscriptions)
          .set({ status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: now, ...(facts.paymentMethod ? { paymentMethod: facts.paymentMethod } : {}) })
          .where(eq(subscriptions.id, sub.id));
        await grantProduct(tx, { appId: order.appId, memberId: order.memberId, productId: sub.productId, endsAt: withGrace(periodEnd), now });
      }
    } else {
      const versionIds = order.lines.map((l) => l.versionId);
      const versions = await tx.select().from(productVersions).where(inArray(productVersions.id, versionIds));
      for (const line of order.lines) {
        const version = versions.find((v) => v.id === line.versionId);
        if (line.kind === 'product' && version?.interval) {
          const trialDays = order.kind === 'purchase' ? (version.trialDays ?? 0) : 0;
          periodStart = now;
          periodEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : addInterval(now, version.interval);
          const [sub] = await tx
            .insert(subscriptions)
            .values({
              appId: order.appId,
              memberId: order.memberId,
              productId: line.productId,
              versionId: version.id,
              status: trialDays > 0 ? 'trialing' : 'active',
              amount: version.amount,
              currency: version.currency,
              interval: version.interval,
              currentPeriodStart: now,
              currentPeriodEnd: periodEnd,
              gateway: order.gateway,
              paymentMethod: facts.paymentMethod,
              gatewayCustomerId: facts.customerId,
            })
            .returning({ id: subscriptions.id });
          await tx.update(orders).set({ subscriptionId: sub!.id }).where(eq(orders.id, order.id));
          order.subscriptionId = sub!.id;
          await grantProduct(tx, { appId: order.appId, memberId: order.memberId, productId: line.productId, endsAt: withGrace(periodEnd), now });
        } else {
          await grantProduct(tx, { appId: order.appId, memberId: order.memberId, productId: line.productId, endsAt: null, now });
        }
      }
      if (order.couponId) {
        const redeemed = await tx.insert(couponRedemptions).values({ appId: order.appId, couponId: order.couponId, orderId: order.id, memberId: order.memberId }).onConflictDoNothing().returning();
        if (redeemed.length > 0) await tx.update(coupons).set({ redemptions: sql`${coupons.redemptions} + 1` }).where(eq(coupons.id, order.couponId));
      }
    }
    await invoiceForOrder(tx, order, { status: 'paid', periodStart, periodEnd, now });
    await emitDomainEvent(facts.events, tx, {
      type: 'purchase.completed',
      appId: order.appId,
      occurredAt: now,
      data: {
        order: { id: order.id, kind: order.kind, member_id: order.memberId, product_id: order.productId, subscription_id: order.subscriptionId, total: order.total, currency: order.currency, paid_at: now.toISOString() },
      },
    });
    return true;
  });
}

/** A renewal that could not be charged: the subscription is past due and keeps access through the grace days. */
export async function markPastDue(db: Db, sub: SubscriptionRow, now: Date, events: readonly DomainEventListener[]) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(subscriptions)
      .set({ status: 'past_due', updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, ['active', 'trialing'])))
      .returning({ id: subscriptions.id });
    if (changed.length > 0) {
      await emitDomainEvent(events, tx, {
        type: 'subscription.past_due',
        appId: sub.appId,
        occurredAt: now,
        data: { subscription: { id: sub.id, member_id: sub.memberId, product_id: sub.productId, amount: sub.amount, currency: sub.currency, current_period_end: sub.currentPeriodEnd.toISOString() } },
      });
    }
    await setProductEnd(tx, { appId: sub.appId, memberId: sub.memberId, productIds: [sub.productId], endsAt: withGrace(sub.currentPeriodEnd) });
  });
}

/** A refunded order: marked, and what it bought ends now (its subscription too). Once. */
export async function refundOrderRecord(db: Db, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning();
    if (!order) return false;
    const productIds = order.kind === 'renewal' ? [] : order.lines.map((l) => l.productId);
    if (order.subscriptionId) {
      const [sub] = await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
        .where(eq(subscriptions.id, order.subscriptionId))
        .returning();
      if (sub) productIds.push(sub.productId);
    }
    await setProductEnd(tx, { appId: order.appId, memberId: order.memberId, productIds: [...new Set(productIds)], endsAt: now });
    return true;
  });
}
