import type { Db } from '../db/client';
import { invoiceForOrder, withGrace } from '../modules/commerce/fulfilment';
import { memberProducts, orders, products, subscriptions } from '../modules/commerce/schema';
import { insertCoupon, insertOrderBump, insertProduct, setPaymentSettings } from '../modules/commerce/test-fixtures';
import { eq } from 'drizzle-orm';
import { demoImage } from './images';

/** The demo's monthly subscription; member@demo.test's renewal of it failed and waits to be paid. */
export const DEMO_MONTHLY_PRODUCT_ID = 'peak-coaching-monthly';
export const DEMO_WORKBOOK_PRODUCT_ID = 'peak-workbook';
export const DEMO_COUPON_CODE = 'WELCOME10';

/**
 * The demo's shop, bought through the local gateway: Premium (the product the demo's locked pages
 * name), a monthly subscription, a workbook offered beside Premium as an order bump, the WELCOME10
 * coupon, and member@demo.test's past-due subscription (its saved test card declines renewals).
 * A handful of inserts: the seed runs at first start.
 */
export async function seedDemoCommerce(db: Db, args: { appId: string; premiumId: string; memberId: string; now?: Date }) {
  const now = args.now ?? new Date();
  const { appId } = args;
  await setPaymentSettings(db, { appId, gateway: 'local', currency: 'USD' });
  const premium = await insertProduct(db, { appId, id: args.premiumId, name: 'Peak Premium', amount: 2900 });
  await db
    .update(products)
    .set({ description: 'Every premium lesson and the full three-day reset, yours to keep.', image: demoImage('exercise') })
    .where(eq(products.id, premium.id));
  const monthly = await insertProduct(db, { appId, id: DEMO_MONTHLY_PRODUCT_ID, name: 'Peak Coaching (monthly)', amount: 999, interval: 'month' });
  await db.update(products).set({ description: 'A new coaching plan every month. Cancel any time.' }).where(eq(products.id, monthly.id));
  const workbook = await insertProduct(db, { appId, id: DEMO_WORKBOOK_PRODUCT_ID, name: 'Peak Workbook (PDF)', amount: 700 });
  await insertOrderBump(db, { appId, productId: premium.id, bumpProductId: workbook.id, title: 'Add the printable workbook', description: 'Thirty pages of plans and checklists.' });
  await insertCoupon(db, { appId, code: DEMO_COUPON_CODE, percentOff: 10 });

  // member@demo.test bought Premium twelve days ago (their purchases list it with its invoice, and
  // the studio's analytics, 30 days by default, count it as revenue).
  const boughtAt = new Date(now.getTime() - 12 * 86_400_000);
  const [premiumOrder] = await db
    .insert(orders)
    .values({
      appId,
      memberId: args.memberId,
      productId: premium.id,
      versionId: premium.versionId,
      status: 'paid',
      lines: [{ kind: 'product', productId: premium.id, versionId: premium.versionId, name: 'Peak Premium', amount: 2900 }],
      subtotal: 2900,
      total: 2900,
      currency: 'USD',
      gateway: 'local',
      createdAt: boughtAt,
      paidAt: boughtAt,
    })
    .returning();
  await invoiceForOrder(db, premiumOrder!, { status: 'paid', now: boughtAt });

  // member@demo.test: a monthly subscription whose renewal two days ago was declined.
  const periodEnd = new Date(now.getTime() - 2 * 86_400_000);
  const periodStart = new Date(periodEnd);
  periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  const [sub] = await db
    .insert(subscriptions)
    .values({
      appId,
      memberId: args.memberId,
      productId: monthly.id,
      versionId: monthly.versionId,
      status: 'past_due',
      amount: 999,
      currency: 'USD',
      interval: 'month',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      gateway: 'local',
      paymentMethod: { brand: 'visa', last4: '0341', ref: 'pm_local_4000000000000341' },
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      appId,
      memberId: args.memberId,
      productId: monthly.id,
      versionId: monthly.versionId,
      kind: 'renewal',
      lines: [{ kind: 'product', productId: monthly.id, versionId: monthly.versionId, name: 'Peak Coaching (monthly)', amount: 999 }],
      subtotal: 999,
      total: 999,
      currency: 'USD',
      gateway: 'local',
      idempotencyKey: `renewal_${sub!.id}_${periodEnd.toISOString()}`,
      subscriptionId: sub!.id,
    })
    .returning();
  await invoiceForOrder(db, order!, { status: 'open', periodStart: periodEnd, now });
  await db.insert(memberProducts).values({ appId, memberId: args.memberId, productId: monthly.id, startsAt: periodStart, endsAt: withGrace(periodEnd) });
}
