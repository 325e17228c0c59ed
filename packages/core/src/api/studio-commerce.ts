import { z } from 'zod';
import { MAX_AMOUNT } from '../commerce/money';
import { defineContract } from '../contract';
import { productIntervalSchema } from '../entities/commerce';
import { resourceUrlField } from '../fields';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { currencySchema, customerAddressSchema, gatewayNameSchema, productVersionSchema, subscriptionStatusSchema } from './commerce';
import { studioAppParams } from './studio-apps';

/**
 * The studio's commerce calls (issue 11): products with versions and what they unlock, coupons,
 * order bumps, payment settings, orders and subscriptions (search, CSV export, refund, cancel)
 * and revenue over time. Every call is scoped to one app of the owner's account; another app's
 * product, coupon, order or subscription id answers 404 like a missing one. Money is integer
 * minor units of the app's currency.
 */
const tags = ['studio', 'commerce'];
/** Product ids are text: the seed's and older locks' ids ('peak-premium') as well as generated uuids. */
export const productIdField = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid product id');
const productParams = studioAppParams.extend({ productId: productIdField });
const couponParams = studioAppParams.extend({ couponId: z.uuid('Invalid coupon id') });
const bumpParams = studioAppParams.extend({ bumpId: z.uuid('Invalid order bump id') });
const orderParams = studioAppParams.extend({ orderId: z.uuid('Invalid order id') });
const subscriptionParams = studioAppParams.extend({ subscriptionId: z.uuid('Invalid subscription id') });

const amountField = z.number({ error: FIELD_REQUIRED }).int().min(0).max(MAX_AMOUNT);
const titleField = z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(120, maxLength(120));
const descriptionField = z.string().trim().max(2000, maxLength(2000)).nullable();

/** A price: one-off when interval is null; a trial only for subscriptions. Currency defaults to the app's. */
export const priceInputSchema = z.object({
  amount: amountField,
  currency: currencySchema.optional(),
  interval: productIntervalSchema.nullable().default(null),
  trial_days: z.number().int().min(1).max(365).nullable().default(null),
});
export type PriceInput = z.infer<typeof priceInputSchema>;

/** What a product unlocks. Pages are locked from the page's own access settings (and listed here). */
export const productUnlocksSchema = z.object({
  /** The app itself (SPEC §3 App access app_products): a subscriber-only app opens to holders. */
  app: z.boolean(),
  items: z.array(z.object({ type: z.enum(['page', 'program', 'pack']), id: z.string(), title: z.string().nullable() })),
});

export const studioProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  is_hidden: z.boolean(),
  is_archived: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
  interval: productIntervalSchema.nullable(),
  active_holders: z.number().int(),
  updated_at: z.string(),
});
export type StudioProductSummary = z.infer<typeof studioProductSummarySchema>;

export const studioProductSchema = studioProductSummarySchema.extend({
  description: z.string().nullable(),
  purchase_overlay_id: z.string().nullable(),
  version_id: z.string(),
  versions: z.array(productVersionSchema.extend({ subscribers: z.number().int(), created_at: z.string() })),
  unlocks: productUnlocksSchema,
});
export type StudioProduct = z.infer<typeof studioProductSchema>;

const productFields = {
  name: titleField,
  description: descriptionField.optional(),
  image: resourceUrlField.nullable().optional(),
  is_hidden: z.boolean().optional(),
  purchase_overlay_id: z.uuid('Invalid overlay id').nullable().optional(),
  /** Whether holding it opens the app (app_products). */
  unlocks_app: z.boolean().optional(),
};

export const studioProductsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/products',
  summary: "The app's products (archived last)",
  tags,
  params: studioAppParams,
  response: z.object({ products: z.array(studioProductSummarySchema) }),
});

export const createProductContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/products',
  summary: 'Create a product with its first price',
  tags,
  params: studioAppParams,
  body: z.object({ ...productFields, price: priceInputSchema }),
  successStatus: 201,
  response: z.object({ product: studioProductSchema }),
});

export const studioProductContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/products/:productId',
  summary: 'One product with its versions and what it unlocks',
  tags,
  params: productParams,
  response: z.object({ product: studioProductSchema }),
});

export const updateProductContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/products/:productId',
  summary: 'Change a product’s name, description, image, visibility, purchase overlay or app unlock',
  tags,
  params: productParams,
  body: z.object({ ...productFields, name: titleField.optional() }),
  response: z.object({ product: studioProductSchema }),
});

/** A price change: new buyers get the new version; existing subscribers keep theirs. */
export const createProductVersionContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/products/:productId/versions',
  summary: 'Change the price (a new version becomes current)',
  tags,
  params: productParams,
  body: priceInputSchema,
  successStatus: 201,
  response: z.object({ product: studioProductSchema }),
});

/** Archived, not deleted: holders keep access and purchases keep their product; it can no longer be bought. */
export const archiveProductContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/products/:productId',
  summary: 'Archive a product',
  tags,
  params: productParams,
  response: z.object({ product: studioProductSchema }),
});

// Coupons.

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** One of percent_off (1–100) or amount_off (minor units of `currency`). */
  percent_off: z.number().int().nullable(),
  amount_off: z.number().int().nullable(),
  currency: z.string().nullable(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  /** Empty: every product. */
  product_ids: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

const couponCodeField = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .toUpperCase()
  .min(3, 'Must be at least 3 characters.')
  .max(40, maxLength(40))
  .regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, dashes and underscores');

const couponFields = {
  percent_off: z.number().int().min(1).max(100).nullable().optional(),
  amount_off: amountField.nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).max(40).nullable().optional(),
  max_redemptions: z.number().int().min(1).max(1_000_000).nullable().optional(),
  product_ids: z.array(productIdField).max(100).optional(),
  is_active: z.boolean().optional(),
};
const oneDiscount = (value: { percent_off?: number | null; amount_off?: number | null }) => (value.percent_off != null) !== (value.amount_off != null);

export const couponsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/coupons',
  summary: "The app's coupons",
  tags,
  params: studioAppParams,
  response: z.object({ coupons: z.array(couponSchema) }),
});

export const createCouponContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/coupons',
  summary: 'Create a coupon (percent or fixed, optional expiry, redemption limit and products)',
  tags,
  params: studioAppParams,
  body: z.object({ code: couponCodeField, ...couponFields }).refine(oneDiscount, { message: 'Choose a percentage or an amount', path: ['percent_off'] }),
  successStatus: 201,
  response: z.object({ coupon: couponSchema }),
});

/** The code and the discount stay as they were redeemed; expiry, limit, products and activity change. */
export const updateCouponContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/coupons/:couponId',
  summary: 'Change a coupon’s expiry, limit, products or whether it is active',
  tags,
  params: couponParams,
  body: z.object({ expires_at: couponFields.expires_at, max_redemptions: couponFields.max_redemptions, product_ids: couponFields.product_ids, is_active: couponFields.is_active }),
  response: z.object({ coupon: couponSchema }),
});

export const deleteCouponContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/coupons/:couponId',
  summary: 'Delete a coupon (past orders keep the code they used)',
  tags,
  params: couponParams,
  response: z.object({ deleted_id: z.string() }),
});

// Order bumps.

export const orderBumpSchema = z.object({
  id: z.string(),
  /** The product checkout offers it beside. */
  product_id: z.string(),
  /** The product it adds to the order (a one-off product). */
  bump_product_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  created_at: z.string(),
});
export type OrderBump = z.infer<typeof orderBumpSchema>;

export const orderBumpsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/order_bumps',
  summary: "The app's order bumps",
  tags,
  params: studioAppParams,
  response: z.object({ order_bumps: z.array(orderBumpSchema) }),
});

export const createOrderBumpContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/order_bumps',
  summary: 'Offer a one-off product beside another in checkout',
  tags,
  params: studioAppParams,
  body: z.object({ product_id: productIdField, bump_product_id: productIdField, title: titleField, description: descriptionField.optional(), position: z.number().int().min(0).max(100).optional() }),
  successStatus: 201,
  response: z.object({ order_bump: orderBumpSchema }),
});

export const updateOrderBumpContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/order_bumps/:bumpId',
  summary: 'Change an order bump’s words or position',
  tags,
  params: bumpParams,
  body: z.object({ title: titleField.optional(), description: descriptionField.optional(), position: z.number().int().min(0).max(100).optional() }),
  response: z.object({ order_bump: orderBumpSchema }),
});

export const deleteOrderBumpContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/order_bumps/:bumpId',
  summary: 'Stop offering an order bump',
  tags,
  params: bumpParams,
  response: z.object({ deleted_id: z.string() }),
});

// Payment settings.

/** Keys are write-only: the studio sees whether each is set and its last four characters, never the value. */
export const paymentSettingsSchema = z.object({
  gateway: gatewayNameSchema.nullable(),
  currency: z.string(),
  selling_countries: z.array(z.string()),
  tax_rate_bps: z.number().int(),
  stripe: z.object({
    publishable_key: z.string().nullable(),
    secret_key_set: z.boolean(),
    secret_key_last4: z.string().nullable(),
    webhook_secret_set: z.boolean(),
    /** Where to point Stripe's webhook for this app. */
    webhook_url: z.string(),
  }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const paymentSettingsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/payment_settings',
  summary: 'How the app takes payments (keys shown only as set / last four)',
  tags,
  params: studioAppParams,
  response: z.object({ payment_settings: paymentSettingsSchema }),
});

/** Null for a key clears it; a key left out stays. Choosing `stripe` needs both Stripe keys. */
export const updatePaymentSettingsContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/payment_settings',
  summary: 'Choose the gateway, enter Stripe keys, selling countries, currency and tax',
  tags,
  params: studioAppParams,
  body: z.object({
    gateway: gatewayNameSchema.nullable().optional(),
    currency: currencySchema.optional(),
    selling_countries: z.array(customerAddressSchema.shape.country).max(250).optional(),
    tax_rate_bps: z.number().int().min(0).max(5000).optional(),
    stripe_publishable_key: z.string().trim().max(255).regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'Must be a Stripe publishable key (pk_…)').nullable().optional(),
    stripe_secret_key: z.string().trim().max(255).regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'Must be a Stripe secret key (sk_…)').nullable().optional(),
    stripe_webhook_secret: z.string().trim().max(255).regex(/^whsec_[A-Za-z0-9]+$/, 'Must be a Stripe webhook secret (whsec_…)').nullable().optional(),
  }),
  response: z.object({ payment_settings: paymentSettingsSchema }),
});

// Orders, subscriptions, revenue.

export const studioOrderSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  product: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  amount: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  currency: z.string(),
  coupon_code: z.string().nullable(),
  referral: z.string().nullable(),
  gateway: gatewayNameSchema,
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type StudioOrder = z.infer<typeof studioOrderSchema>;

const listQuery = z.object({
  /** Matches the member's email or name, the product name or the order id. */
  q: z.string().trim().max(200).optional(),
  status: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ordersContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/orders',
  summary: 'Orders, newest first, searchable (50 a page)',
  tags,
  params: studioAppParams,
  query: listQuery,
  response: z.object({ orders: z.array(studioOrderSchema), total_count: z.number().int(), page: z.number().int() }),
});

/** CSV (text/csv) of every matching order; the same filters as the list. */
export const ordersCsvContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/orders.csv',
  summary: 'Orders as CSV',
  tags,
  params: studioAppParams,
  query: listQuery.omit({ page: true }),
  response: z.string(),
});

export const refundOrderContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/orders/:orderId/refund',
  summary: 'Refund a paid order in full; the member loses what it unlocked at once',
  tags,
  params: orderParams,
  response: z.object({ order: studioOrderSchema }),
});

export const studioSubscriptionSchema = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
  product: z.object({ id: z.string(), name: z.string() }),
  status: subscriptionStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  interval: productIntervalSchema,
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
  canceled_at: z.string().nullable(),
});
export type StudioSubscription = z.infer<typeof studioSubscriptionSchema>;

export const studioSubscriptionsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/subscriptions',
  summary: 'Subscriptions, newest first, searchable (50 a page)',
  tags,
  params: studioAppParams,
  query: listQuery,
  response: z.object({ subscriptions: z.array(studioSubscriptionSchema), total_count: z.number().int(), page: z.number().int() }),
});

export const subscriptionsCsvContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/subscriptions.csv',
  summary: 'Subscriptions as CSV',
  tags,
  params: studioAppParams,
  query: listQuery.omit({ page: true }),
  response: z.string(),
});

export const cancelStudioSubscriptionContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/subscriptions/:subscriptionId/cancel',
  summary: 'Cancel a subscription now, or at the end of its period',
  tags,
  params: subscriptionParams,
  body: z.object({ at_period_end: z.boolean().default(true) }),
  response: z.object({ subscription: studioSubscriptionSchema }),
});

export const revenuePointSchema = z.object({
  /** The period's first day, YYYY-MM-DD (UTC). */
  period: z.string(),
  gross: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  orders: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const revenueContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/revenue',
  summary: 'Revenue over time in the app’s currency (every period of the range, zeros included)',
  tags,
  params: studioAppParams,
  query: z.object({
    granularity: z.enum(['day', 'week', 'month']).default('day'),
    /** How many periods back from today, this one included. */
    periods: z.coerce.number().int().min(1).max(366).default(30),
  }),
  response: z.object({ currency: z.string(), granularity: z.enum(['day', 'week', 'month']), points: z.array(revenuePointSchema) }),
});
