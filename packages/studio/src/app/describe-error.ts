import type { TFunction } from 'i18next';
import { describeApiError, translateFieldProblem } from '@tessera/core/api-client-errors';
import type { ErrorWording, FieldProblem } from '@tessera/core/api-client-errors';
import { applyCatalogueMessages } from '@tessera/core/zod-messages';

/**
 * The studio's words for errors, by code (core's `api-client-errors.ts` has the rules): field
 * codes under `validation.<code>`, and these error codes under `errorCodes.<code>`. An error whose
 * code is also a field code (`domain_taken`, `file_empty`…) reads as that field problem; other
 * 404s and 403s get the studio's sentences. `resources.test.ts` proves every language has them.
 */
export const STUDIO_ERROR_WORDING = {
  errorCodes: [
    'validation_failed',
    'network_error',
    'invalid_credentials',
    'studio_sign_in_required',
    'file_too_large',
    'translation_not_found',
    'block_not_found',
    'invalid_blocks',
    'not_refundable',
    'unknown_error',
    'exercise_in_use',
    'invalid_workout_reference',
  ],
  byStatus: { 404: 'errors.notFound', 403: 'errors.forbidden' },
} as const satisfies ErrorWording;

// zod's default words for required values and lengths become the catalogue's (core/zod-messages.ts).
applyCatalogueMessages();

/** A field problem (a server's issue with its code and params) in the studio's language. */
export function translateFieldIssue(issue: FieldProblem, t: TFunction): string {
  return translateFieldProblem(issue, t);
}

/** A schema's message (checked here, before sending) in the studio's language, by its catalogue code. */
export function translateFieldMessage(message: string, t: TFunction): string {
  return translateFieldProblem({ message }, t);
}

/** What to tell the owner about a failed call, in their language, by the error's stable code. */
export function describeError(error: unknown, t: TFunction, language: string): string {
  return describeApiError(error, t, language, STUDIO_ERROR_WORDING);
}
