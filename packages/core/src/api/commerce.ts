import { z } from 'zod';
import { CURRENCIES, MAX_AMOUNT } from '../commerce/money';
import { defineContract } from '../contract';
import { paymentIntentTypeSchema, productIntervalSchema } from '../entities/commerce';
import { signInResponseSchema } from '../entities/sign-in';
import { emailField, nameField, passwordField } from '../fields';
import { FIELD_REQUIRED, maxLength } from '../messages';

/**
 * SPEC §7 Products and Account: what a member (or a guest at checkout) sees of an app's products,
 * the checkout's preview and intent, purchases, subscriptions and invoices — plus the calls the
 * browser makes to the built-in `local` gateway (its card form and challenge step) and to update a
 * payment method. Money is integer minor units with an ISO currency (`core/commerce/money.ts`);
 * amounts are never taken from the client: `final_amount` is only compared with the server's own
 * preview (`order_preview_mismatch`). Another app's product, coupon, subscription or invoice id is
 * 404 like a missing one.
 */
const tags = ['commerce'];
const idField = z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(64, maxLength(64));
const idParams = z.object({ id: idField });
const amountField = z.number().int().min(0).max(MAX_AMOUNT);
export const currencySchema = z.enum(CURRENCIES, { error: 'Must be an ISO currency code' });
const couponCodeField = z.string().trim().max(40, maxLength(40));

export const gatewayNames = ['local', 'stripe'] as const;
export const gatewayNameSchema = z.enum(gatewayNames);
export type GatewayName = z.infer<typeof gatewayNameSchema>;

/** ISO 3166-1 alpha-2 country and a postal code: what selling countries and tax need (SPEC §7 `address`). */
export const customerAddressSchema = z.object({
  country: z.string().max(8, maxLength(8)).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Must be a two-letter country code'),
  postal_code: z.string().trim().max(16, maxLength(16)).optional(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** One price of a product: a price change makes a new version; subscribers keep theirs (SPEC `version_id`). */
export const productVersionSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** Null for a one-off purchase; SPEC §9 intervals otherwise. */
  interval: productIntervalSchema.nullable(),
  /** Free days before the first charge (subscriptions only); null for none. */
  trial_days: z.number().int().nullable(),
  /** The version new buyers get when they name none. */
  is_current: z.boolean(),
});
export type ProductVersion = z.infer<typeof productVersionSchema>;

/** An order bump: another product offered beside this one, charged in the same payment. */
export const orderBumpViewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
export type OrderBumpView = z.infer<typeof orderBumpViewSchema>;

/**
 * A product as checkout shows it. `amount`, `currency` and `interval` are the current version's
 * (so it reads like core's ProductSummary); `versions` lists the prices a buyer may choose.
 */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  is_hidden: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
  interval: productIntervalSchema.nullable(),
  trial_days: z.number().int().nullable(),
  version_id: z.string(),
  versions: z.array(productVersionSchema),
  /** The overlay shown above the purchase options in checkout (decision 023), if any. */
  purchase_overlay: z.object({ id: z.string() }).nullable(),
  order_bumps: z.array(orderBumpViewSchema),
});
export type Product = z.infer<typeof productSchema>;

/** How this app takes payments: what the member app's checkout needs before showing a card form. */
export const paymentConfigSchema = z.object({
  /** Null: 'This app can't accept payments yet' (SPEC §8). */
  gateway: gatewayNameSchema.nullable(),
  /** Stripe's publishable key (Stripe Elements); null for the local gateway. */
  publishable_key: z.string().nullable(),
  currency: z.string(),
  /** Two-letter countries the owner sells to; empty means everywhere. */
  selling_countries: z.array(z.string()),
  /** Whether checkout must ask for the buyer's country and postal code. */
  requires_address: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const previewLineSchema = z.object({
  kind: z.enum(['product', 'order_bump']),
  id: z.string(),
  name: z.string(),
  amount: z.number().int(),
});

/** The server's price for an order: the only amounts checkout shows and charges. */
export const orderPreviewSchema = z.object({
  product_id: z.string(),
  version_id: z.string(),
  currency: z.string(),
  line_items: z.array(previewLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  /** What is charged now (0 during a subscription's trial: a setup_intent saves the card). */
  total: z.number().int(),
  /** What each renewal charges (subscriptions), null for a one-off purchase. */
  recurring_amount: z.number().int().nullable(),
  interval: productIntervalSchema.nullable(),
  trial_days: z.number().int().nullable(),
  coupon: z.object({ code: z.string(), percent_off: z.number().int().nullable(), amount_off: z.number().int().nullable() }).nullable(),
  /** Which intent the purchase will ask for (SPEC §4 Purchase flow). */
  intent_type: paymentIntentTypeSchema,
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/** A status as Stripe names it; the local gateway uses the same words. */
export const intentStatuses = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled'] as const;
export const intentStatusSchema = z.enum(intentStatuses);
export type IntentStatus = z.infer<typeof intentStatusSchema>;

/** Why a card was refused, by Stripe's decline codes; the member app says 'Your payment was not successful, please try again'. */
export const paymentErrorSchema = z.object({ code: z.string(), decline_code: z.string().nullable(), message: z.string() });
export type PaymentErrorView = z.infer<typeof paymentErrorSchema>;

/** A payment or setup intent the browser confirms (with Stripe.js, or the local gateway's form). */
export const checkoutIntentSchema = z.object({
  type: paymentIntentTypeSchema,
  id: z.string(),
  client_secret: z.string(),
  status: intentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  gateway: gatewayNameSchema,
  publishable_key: z.string().nullable(),
  /** Local gateway: a challenge to answer before the payment completes (3-D Secure style). */
  next_action: z.object({ type: z.literal('challenge'), challenge_id: z.string() }).nullable(),
  last_payment_error: paymentErrorSchema.nullable(),
});
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;

const orderBumpIds = z.array(idField).max(10);

/** What preview and intent both read: the server prices exactly this. */
const orderInput = {
  version_id: idField.optional(),
  order_bumps: orderBumpIds.optional(),
  address: customerAddressSchema.optional(),
};

export const productContract = defineContract({
  method: 'GET',
  path: '/products/:id',
  summary: 'One product with its prices, order bumps and purchase overlay (hidden products too, by id)',
  tags,
  params: idParams,
  response: z.object({ product: productSchema }),
});

export const productListContract = defineContract({
  method: 'GET',
  path: '/products/list',
  summary: 'Products by id (a lock or purchase action names them); hidden ones only with include_hidden',
  tags,
  query: z.object({
    /** Comma-separated ids; unknown ids are left out. */
    ids: z.string().max(2000).optional(),
    include_hidden: z.enum(['true', 'false']).optional(),
  }),
  response: z.object({ products: z.array(productSchema) }),
});

export const hasActivePurchaseContract = defineContract({
  method: 'GET',
  path: '/products/:id/has_active_purchase',
  summary: 'Whether the signed-in member holds the product now (checkout polls it after paying)',
  tags,
  params: idParams,
  response: z.object({ has_active_purchase: z.boolean() }),
});

export const purchasedItemSchema = z.object({
  type: z.enum(['page', 'program', 'pack', 'app']),
  id: z.string(),
  title: z.string().nullable(),
  /** Where the member app opens it (a page's path); null when it has no page of its own. */
  path: z.string().nullable(),
});
export type PurchasedItem = z.infer<typeof purchasedItemSchema>;

export const purchasedItemsContract = defineContract({
  method: 'GET',
  path: '/products/:id/purchased_items',
  summary: 'What the product unlocks (checkout opens the first after a purchase)',
  tags,
  params: idParams,
  response: z.object({ items: z.array(purchasedItemSchema) }),
});

export const paymentConfigContract = defineContract({
  method: 'GET',
  path: '/payments/config',
  summary: "How this app takes payments: gateway, publishable key, currency, selling countries",
  tags,
  response: z.object({ payments: paymentConfigSchema }),
});

export const previewContract = defineContract({
  method: 'POST',
  path: '/products/:id/preview',
  summary: 'The server’s price for an order: line items, discount, tax and total (guests may ask)',
  tags,
  params: idParams,
  body: z.object({ coupon_code: couponCodeField.optional(), ...orderInput }),
  response: z.object({ preview: orderPreviewSchema }),
});

/**
 * Starts a purchase. A guest sends `email` (and `password`, `name`) to sign up inside checkout; a
 * known email is 409 existing_subscriber. The same `idempotency_key` (one per checkout attempt)
 * answers the same intent: a double submit charges once.
 */
export const intentContract = defineContract({
  method: 'POST',
  path: '/products/:id/intent',
  summary: 'Create the payment (or setup) intent for an order, priced by the server',
  tags,
  params: idParams,
  body: z.object({
    ...orderInput,
    coupon: couponCodeField.optional(),
    referral: z.string().trim().max(100, maxLength(100)).optional(),
    name: nameField.optional(),
    /** The total the member saw; a different server total is 409 order_preview_mismatch. */
    final_amount: amountField,
    idempotency_key: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Invalid idempotency key'),
    email: emailField.optional(),
    password: passwordField.optional(),
    timezone: z.string().max(64).optional(),
  }),
  response: z.object({
    intent: checkoutIntentSchema,
    order_id: z.string(),
    /** Set when the call signed a guest up: install it like a sign-in. */
    sign_in: signInResponseSchema.nullable(),
  }),
});

export const purchaseSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  amount: z.number().int(),
  currency: z.string(),
  discount: z.number().int(),
  coupon_code: z.string().nullable(),
  order_bumps: z.array(z.object({ product_id: z.string(), name: z.string(), amount: z.number().int() })),
  invoice_id: z.string().nullable(),
  created_at: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const iapContract = defineContract({
  method: 'POST',
  path: '/products/:id/purchase/iap',
  summary: 'Record an in-app purchase (or restore one) from the native shell after verifying the store’s signed transaction',
  tags,
  params: idParams,
  body: z.object({
    transaction_id: idField,
    original_transaction_id: idField.optional(),
    email: emailField.optional(),
    /** StoreKit's signed transaction (JWS). Without it the server asks the store by transaction id. */
    signed_transaction: z.string().max(20_000).optional(),
  }),
  response: z.object({ purchase: purchaseSchema, active_product_ids: z.array(z.string()) }),
});

export const purchasesContract = defineContract({
  method: 'GET',
  path: '/purchases',
  summary: "The member's purchases, newest first",
  tags,
  response: z.object({ purchases: z.array(purchaseSchema) }),
});

export const subscriptionStatuses = ['active', 'trialing', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

export const subscriptionSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  version_id: z.string(),
  status: subscriptionStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  interval: productIntervalSchema,
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  /** The card renewals charge: brand and last four digits. */
  payment_method: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The unpaid invoice of a past-due subscription, or the last paid one. */
  latest_invoice_id: z.string().nullable(),
  /** What paying the past-due renewal costs now. */
  amount_due: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionsContract = defineContract({
  method: 'GET',
  path: '/subscriptions',
  summary: "The member's subscriptions (past-due ones first)",
  tags,
  response: z.object({ subscriptions: z.array(subscriptionSchema) }),
});

export const cancelSubscriptionContract = defineContract({
  method: 'DELETE',
  path: '/subscriptions/:id',
  summary: 'Cancel at the end of the paid period (access lasts until then)',
  tags,
  params: idParams,
  response: z.object({ subscription: subscriptionSchema }),
});

/** Pays the open invoice of a past-due subscription: an intent the browser confirms like checkout's. */
export const paySubscriptionContract = defineContract({
  method: 'POST',
  path: '/subscriptions/:id/pay',
  summary: 'Settle a past-due renewal',
  tags,
  params: idParams,
  body: z.object({ idempotency_key: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Invalid idempotency key').optional() }).nullish(),
  response: z.object({ intent: checkoutIntentSchema, subscription: subscriptionSchema }),
});

/** A setup intent; once confirmed, renewals charge the new card ('Unable to update payment method' otherwise). */
export const updatePaymentMethodContract = defineContract({
  method: 'POST',
  path: '/subscriptions/:id/payment_method',
  summary: 'Start replacing the card a subscription renews with',
  tags,
  params: idParams,
  response: z.object({ intent: checkoutIntentSchema }),
});

export const invoiceUrlContract = defineContract({
  method: 'GET',
  path: '/invoices/:id/url',
  summary: 'A signed link (valid for a while) to the printable invoice page',
  tags,
  params: idParams,
  response: z.object({ url: z.string(), expires_at: z.string() }),
});

/** The printable invoice's address: `/api/invoices/<id>/view?expires=…&signature=…` (HTML, 'Invalid Invoice' otherwise). */
export const INVOICE_VIEW_PATH = '/invoices/:id/view';

/** A card as the local gateway's form sends it (test mode: Stripe's test numbers decide the outcome). */
export const localCardSchema = z.object({
  number: z.string().trim().max(23).regex(/^[0-9 ]{12,23}$/, 'Invalid card number'),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().max(4).trim().regex(/^[0-9]{3,4}$/, 'Invalid CVC'),
});
export type LocalCard = z.infer<typeof localCardSchema>;

const localIntentParams = z.object({ intentId: idField });
const clientSecretField = z.string().min(1).max(200);

/**
 * The local gateway's browser calls (the app's own card form; no card data leaves this server).
 * The intent answers with its new status: `succeeded`, `requires_action` (answer the challenge),
 * or `requires_payment_method` with `last_payment_error` (declined: try again).
 */
export const localConfirmContract = defineContract({
  method: 'POST',
  path: '/payments/local/intents/:intentId/confirm',
  summary: 'Local gateway: confirm an intent with a test card',
  tags,
  params: localIntentParams,
  body: z.object({ client_secret: clientSecretField, card: localCardSchema, name: z.string().max(200).optional() }),
  response: z.object({ intent: checkoutIntentSchema }),
});

export const localChallengeContract = defineContract({
  method: 'POST',
  path: '/payments/local/intents/:intentId/challenge',
  summary: 'Local gateway: complete (or fail) the 3-D Secure style challenge',
  tags,
  params: localIntentParams,
  body: z.object({ client_secret: clientSecretField, challenge_id: idField, outcome: z.enum(['approve', 'fail']) }),
  response: z.object({ intent: checkoutIntentSchema }),
});

export const localIntentContract = defineContract({
  method: 'GET',
  path: '/payments/local/intents/:intentId',
  summary: 'Local gateway: an intent’s status',
  tags,
  params: localIntentParams,
  query: z.object({ client_secret: clientSecretField }),
  response: z.object({ intent: checkoutIntentSchema }),
});

/** The gateways' webhook routes (raw signed bodies; not called by the apps). */
export const LOCAL_WEBHOOK_PATH = '/payments/local/webhook';
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook/:appId';

/** The fields checkout refusals name (a field issue's `field`), so a form shows them in place: invalid_coupon, invalid_version, invalid_customer_location. */
export const CHECKOUT_FIELD = { coupon: 'body.coupon', couponCode: 'body.coupon_code', version: 'body.version_id', country: 'body.address.country' } as const;
