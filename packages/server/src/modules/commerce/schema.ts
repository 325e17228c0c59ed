import type { ProductInterval } from '@tessera/core/entities/commerce';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appIdColumn, apps } from '../apps/schema';
import { memberIdColumn } from '../members/schema';

/**
 * Products a member holds (SPEC §3 active_product_ids). Commerce fills this table when purchases
 * land; access rules read it. `ends_at` null means it does not expire. Purchases, renewals,
 * refunds and cancellations change it in the same transaction as the order or subscription.
 */
export const memberProducts = pgTable(
  'member_products',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    productId: text('product_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A product (SPEC §7 Products). Ids are text so that older locks' ids ('peak-premium') stay
 * valid; new ones are uuids. Its price lives in versions; `current_version_id` is what new buyers get.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    appId: appIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    isHidden: boolean('is_hidden').notNull().default(false),
    purchaseOverlayId: uuid('purchase_overlay_id'),
    currentVersionId: uuid('current_version_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_app_idx').on(t.appId)],
);

/** One price of a product; a price change adds a version, and subscribers keep the one they bought. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<ProductInterval>(),
    trialDays: integer('trial_days'),
    createdAt: createdAt(),
  },
  (t) => [index('product_versions_product_idx').on(t.productId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    /** Upper case; unique within the app. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    currency: text('currency'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    /** Empty: every product. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('coupons_app_code_key').on(t.appId, t.code)],
);

/** One use of a coupon by a paid order (counted once per order even if its payment is reported twice). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    appId: appIdColumn(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    memberId: memberIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.orderId] })],
);

export const orderBumps = pgTable(
  'order_bumps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bumpProductId: text('bump_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('order_bumps_product_idx').on(t.appId, t.productId)],
);

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded';
export type OrderLine = { kind: 'product' | 'order_bump'; productId: string; versionId: string; name: string; amount: number };

/**
 * An order: one checkout (or renewal, or in-app purchase) and the one payment that pays it. The
 * member's `idempotency_key` makes a double submit answer the same order and intent.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    productId: text('product_id').notNull(),
    versionId: uuid('version_id').notNull(),
    kind: text('kind').$type<'purchase' | 'renewal' | 'iap'>().notNull().default('purchase'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    /** What the payment charges now. */
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    referral: text('referral'),
    address: jsonb('address').$type<{ country: string; postal_code?: string | undefined } | null>(),
    gateway: text('gateway').$type<'local' | 'stripe' | 'app_store'>().notNull(),
    intentType: text('intent_type').$type<'payment_intent' | 'setup_intent'>().notNull().default('payment_intent'),
    intentId: text('intent_id'),
    idempotencyKey: text('idempotency_key'),
    /** A digest of what was ordered: the same key with a different order is refused. */
    requestHash: text('request_hash'),
    subscriptionId: uuid('subscription_id'),
    storeTransactionId: text('store_transaction_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_app_created_idx').on(t.appId, t.createdAt),
    index('orders_member_idx').on(t.appId, t.memberId),
    uniqueIndex('orders_idempotency_key').on(t.appId, t.memberId, t.idempotencyKey),
    uniqueIndex('orders_intent_key').on(t.gateway, t.intentId),
    uniqueIndex('orders_store_transaction_key').on(t.appId, t.storeTransactionId),
  ],
);

export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'canceled';
export type StoredPaymentMethod = { brand: string; last4: string; ref: string };

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    productId: text('product_id').notNull(),
    versionId: uuid('version_id').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    /** What each renewal charges (the version's price with tax). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<ProductInterval>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    gateway: text('gateway').$type<'local' | 'stripe' | 'app_store'>().notNull(),
    paymentMethod: jsonb('payment_method').$type<StoredPaymentMethod | null>(),
    gatewayCustomerId: text('gateway_customer_id'),
    /** A subscription the gateway itself renews (Stripe Billing); null when commerce renews it. */
    gatewaySubscriptionId: text('gateway_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_member_idx').on(t.appId, t.memberId), index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd)],
);

export type InvoiceLine = { description: string; amount: number };

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    orderId: uuid('order_id'),
    subscriptionId: uuid('subscription_id'),
    /** Per app, increasing: what the printable invoice shows. */
    number: integer('number').notNull(),
    status: text('status').$type<'open' | 'paid' | 'void'>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    discount: integer('discount').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invoices_app_number_key').on(t.appId, t.number), index('invoices_member_idx').on(t.appId, t.memberId), uniqueIndex('invoices_order_key').on(t.orderId)],
);

/** How one app takes payments. Stripe's secret key and webhook secret are stored encrypted (AES-GCM, key from the environment). */
export const paymentSettings = pgTable('payment_settings', {
  appId: uuid('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  gateway: text('gateway').$type<'local' | 'stripe'>(),
  currency: text('currency').notNull().default('USD'),
  sellingCountries: jsonb('selling_countries').$type<string[]>().notNull().default([]),
  taxRateBps: integer('tax_rate_bps').notNull().default(0),
  stripePublishableKey: text('stripe_publishable_key'),
  stripeSecretKeyEncrypted: text('stripe_secret_key_encrypted'),
  stripeSecretKeyLast4: text('stripe_secret_key_last4'),
  stripeWebhookSecretEncrypted: text('stripe_webhook_secret_encrypted'),
  updatedAt: updatedAt(),
});

/** Gateway events, processed once per (gateway, event id): a replayed webhook changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text('gateway').notNull(),
    id: text('id').notNull(),
    appId: uuid('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.id] })],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVersionRow = typeof productVersions.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
