import { z } from 'zod';
import {
  ALREADY_SUBSCRIBED,
  EMAIL_ALREADY_EXISTS,
  PRODUCT_NOT_FOUND,
  PURCHASE_PROBLEM,
  UNEXPECTED_ERROR,
} from '../messages';

/** SPEC §9 product intervals; a product without an interval is a one-off purchase. */
export const productIntervals = ['day', 'week', 'month', 'year'] as const;
export const productIntervalSchema = z.enum(productIntervals);
export type ProductInterval = z.infer<typeof productIntervalSchema>;

/**
 * What lists, checkout and "my content" show of a product. Money is integer minor units plus an
 * ISO currency (ARCHITECTURE: Data). The full product shape comes with the commerce issue.
 */
export const productSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable().default(null),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO currency code'),
  interval: productIntervalSchema.nullable().default(null),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** SPEC §4 Purchase flow: a payment now, or a saved method for later charges. */
export const paymentIntentTypes = ['payment_intent', 'setup_intent'] as const;
export const paymentIntentTypeSchema = z.enum(paymentIntentTypes);
export type PaymentIntentType = z.infer<typeof paymentIntentTypeSchema>;

/** SPEC §3 Past-due subscription: a product whose renewal failed and needs paying. */
export const pastDueSubscriptionSchema = z.object({ product_id: z.string() });
export type PastDueSubscription = z.infer<typeof pastDueSubscriptionSchema>;

/** SPEC §8 checkout error codes. */
export const checkoutErrorCodes = [
  'existing_subscription',
  'existing_subscriber',
  'user_not_found',
  'invalid_coupon',
  'product_not_found',
  'unknown_error',
  'order_preview_mismatch',
  'invalid_customer_location',
  'invalid_version',
] as const;
export const checkoutErrorCodeSchema = z.enum(checkoutErrorCodes);
export type CheckoutErrorCode = z.infer<typeof checkoutErrorCodeSchema>;

/**
 * Texts SPEC gives for a code. Only existing_subscription is tied to its text by SPEC; the other
 * three pair a code with the purchase message that says the same thing.
 */
const CHECKOUT_ERROR_MESSAGES: Partial<Record<CheckoutErrorCode, string>> = {
  existing_subscription: ALREADY_SUBSCRIBED,
  existing_subscriber: EMAIL_ALREADY_EXISTS,
  product_not_found: PRODUCT_NOT_FOUND,
  unknown_error: UNEXPECTED_ERROR,
};

/** The text to show for a checkout error; codes without their own text get the general one. */
export function checkoutErrorMessage(code: CheckoutErrorCode): string {
  return CHECKOUT_ERROR_MESSAGES[code] ?? PURCHASE_PROBLEM;
}
