import { studioLoginContract } from '@tessera/core/api/studio';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';

export type SignInFields = { email: string; password: string };
export type SignInFieldErrors = Partial<Record<keyof SignInFields, string>>;

function isSignInField(name: string): name is keyof SignInFields {
  return name === 'email' || name === 'password';
}

/**
 * Checks the form with the contract's own body schema (core's emailField), so the owner sees the
 * server's rules before a round trip. Messages are core's English texts, translated by the caller.
 */
export function validateSignIn(fields: SignInFields): { data: SignInFields; errors?: undefined } | { data?: undefined; errors: SignInFieldErrors } {
  const result = studioLoginContract.body?.safeParse(fields);
  if (!result || result.success) return { data: result?.data ?? fields };
  const errors: SignInFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (isSignInField(name)) errors[name] ??= issue.message;
  }
  return { errors };
}

/** A 400 from the server names fields as `body.email`; the form knows them as `email`. */
export function fieldErrorsFromServer(error: unknown): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return errors;
  for (const detail of error.details) {
    const issue = fieldIssueSchema.safeParse(detail);
    if (!issue.success) continue;
    const name = issue.data.field.replace(/^body\./, '');
    if (isSignInField(name)) errors[name] ??= issue.data.message;
  }
  return errors;
}
