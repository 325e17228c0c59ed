import type { TFunction } from 'i18next';
import { fieldIssuesOf } from '@tessera/core/api-client';
import type { PaymentErrorView } from '@tessera/core/api/commerce';
import { AppError } from '@tessera/core/errors';
import { describeError } from '../../../app/forms/describe-error';

/** The ways out SPEC §8 gives a purchase message: Sign In, Retry, Get help. */
export type ProblemAction = 'sign-in' | 'retry' | 'help';

/** A purchase message (SPEC §8 Purchase), already in the member's language, with the buttons that go with it. */
export type PurchaseProblem = { code: string; message: string; actions: ProblemAction[] };

/** Card problems that are about the details typed, not the bank's answer: another card may work. */
const DETAILS_CODES = new Set([
  'expired_card',
  'incorrect_cvc',
  'invalid_cvc',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'processing_error',
  'payment_method_not_available',
  'card_not_supported',
]);

/** A refused card (the gateway's `last_payment_error`, or Stripe.js's error). */
export function declineProblem(error: Pick<PaymentErrorView, 'code'>, t: TFunction): PurchaseProblem {
  if (DETAILS_CODES.has(error.code)) return { code: error.code, message: t('checkout.messages.paymentDetailsFailed'), actions: ['retry'] };
  return { code: error.code, message: t('errorCodes.payment_failed'), actions: ['retry'] };
}

/** The challenge was failed or abandoned: the same words as a refused card. */
export const challengeFailedProblem = (t: TFunction): PurchaseProblem => ({ code: 'challenge_failed', message: t('errorCodes.payment_failed'), actions: ['retry'] });

/** Paid, but the purchase did not show up on the member's account in time. */
export const notActivatedProblem = (t: TFunction): PurchaseProblem => ({
  code: 'not_activated',
  message: t('checkout.messages.notActivated'),
  actions: ['help'],
});

/** Codes a checkout form shows beside its own field rather than as a message. */
export const FIELD_CODES = ['invalid_coupon', 'invalid_customer_location', 'invalid_version'] as const;
export type FieldCode = (typeof FIELD_CODES)[number];
export const isFieldCode = (error: unknown): error is AppError & { code: FieldCode } =>
  error instanceof AppError && (FIELD_CODES as readonly string[]).includes(error.code);

/** The reason of a field refusal (an expired coupon, a country not sold to), else the code's own words. */
export function fieldReason(error: AppError, t: TFunction, language: string): string {
  const issue = fieldIssuesOf(error)[0];
  if (issue?.code) {
    const key = `validation.${issue.code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return describeError(error, t, language);
}

/**
 * What a failed call of a purchase means to the member (SPEC §8 Purchase): the message and which
 * of Sign In / Retry / Get help go with it. A signed-out member, or one the server no longer knows,
 * is offered Sign In; a failure that may pass (network, server) is offered Retry.
 */
export function problemOfError(error: unknown, t: TFunction, language: string): PurchaseProblem {
  if (!(error instanceof AppError)) return { code: 'unknown_error', message: t('errorCodes.unknown_error'), actions: ['retry', 'help'] };
  switch (error.code) {
    case 'existing_subscriber':
      return { code: error.code, message: t('errorCodes.existing_subscriber'), actions: ['sign-in'] };
    case 'unauthorized':
    case 'user_not_found':
      return { code: error.code, message: t('checkout.messages.purchaseProblem'), actions: ['sign-in', 'retry', 'help'] };
    case 'payment_failed':
      return { code: error.code, message: t('errorCodes.payment_failed'), actions: ['retry'] };
    case 'existing_subscription':
    case 'product_not_found':
    case 'payments_not_enabled':
      return { code: error.code, message: describeError(error, t, language), actions: ['help'] };
    case 'order_preview_mismatch':
    case 'idempotency_conflict':
      return { code: error.code, message: describeError(error, t, language), actions: ['retry'] };
    case 'network_error':
      return { code: error.code, message: t('checkout.messages.purchaseProblem'), actions: ['retry', 'help'] };
    default:
      if (error.status >= 500) return { code: 'unknown_error', message: t('errorCodes.unknown_error'), actions: ['retry', 'help'] };
      return { code: error.code, message: describeError(error, t, language), actions: ['retry', 'help'] };
  }
}
