import type { TFunction } from 'i18next';
import { describeApiError, translateFieldProblem } from '@tessera/core/api-client-errors';
import type { ErrorWording, FieldProblem } from '@tessera/core/api-client-errors';
import { errorWords } from './error-words';

// Asked for as this chunk loads (see error-words.ts).
void errorWords.load();

/**
 * The member app's words for errors, by code (core's `api-client-errors.ts` has the rules): field
 * codes under `validation.<code>`, and these error codes under `errorCodes.<code>`. An error whose
 * code is also a field code (`email_taken`, `token_expired`, `file_empty`…) reads as that field
 * problem. `locales.test.ts` proves every language has all of them.
 */
export const MEMBER_ERROR_WORDING = {
  errorCodes: [
    'validation_failed',
    'unauthorized',
    'network_error',
    'invalid_credentials',
    'existing_subscriber',
    'provider_not_enabled',
    'email_not_verified',
    'invalid_identity_token',
    'identity_in_use',
    'not_your_account',
    'file_too_large',
    // Checkout and account (SPEC §8 Purchase): the checkout codes and the messages they carry.
    'existing_subscription',
    'user_not_found',
    'invalid_coupon',
    'product_not_found',
    'unknown_error',
    'order_preview_mismatch',
    'invalid_customer_location',
    'invalid_version',
    'payments_not_enabled',
    'payment_failed',
    'payment_method_update_failed',
    'no_purchases_to_restore',
    'invalid_invoice',
    'subscription_not_found',
    'nothing_to_pay',
    'idempotency_conflict',
    // Programs (SPEC §4 Program).
    'program_not_found',
    'program_locked',
    'stage_not_found',
    // Personal schedule (SPEC §5 'Cannot schedule in the past').
    'schedule_in_past',
    'scheduled_item_not_found',
    'schedule_item_locked',
    'scheduled_item_read_only',
    'workout_not_found',
    'workout_locked',
    'workout_session_not_found',
    'exercise_not_found',
    'invalid_workout_reference',
  ],
  // A 413 from the body limit is an upload that was too large as well.
  byStatus: { 413: 'errorCodes.file_too_large' },
} as const satisfies ErrorWording;

/** A field problem (the server's issue, or a message of core's fields checked here) in the member's language. */
export function translateField(problem: FieldProblem, t: TFunction): string {
  return translateFieldProblem(problem, t);
}

/** A message of core's fields (checked before sending) in the member's language, by its catalogue code. */
export function translateMessage(message: string, t: TFunction): string {
  return translateFieldProblem({ message }, t);
}

/** What to tell the member about a failed call, in their language. */
export function describeError(error: unknown, t: TFunction, language: string): string {
  return describeApiError(error, t, language, MEMBER_ERROR_WORDING);
}

export const isTokenError = (error: { code: string }) => error.code === 'token_invalid' || error.code === 'token_expired' || error.code === 'token_used';
