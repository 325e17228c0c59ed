import { studioLoginContract } from '@tessera/core/api/studio';
import { fieldIssuesOf } from '@tessera/core/api-client';
import type { FieldProblem } from '@tessera/core/api-client-errors';

export type SignInFields = { email: string; password: string };
export type SignInFieldErrors = Partial<Record<keyof SignInFields, FieldProblem>>;

function isSignInField(name: string): name is keyof SignInFields {
  return name === 'email' || name === 'password';
}

/**
 * Checks the form with the contract's own body schema (core's emailField), so the owner sees the
 * server's rules before a round trip. Problems are core's texts, translated by the caller by their code.
 */
export function validateSignIn(fields: SignInFields): { data: SignInFields; errors?: undefined } | { data?: undefined; errors: SignInFieldErrors } {
  const result = studioLoginContract.body?.safeParse(fields);
  if (!result || result.success) return { data: result?.data ?? fields };
  const errors: SignInFieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (isSignInField(name)) errors[name] ??= { message: issue.message };
  }
  return { errors };
}

/** A 400 from the server names fields as `body.email`; the form knows them as `email`. */
export function fieldErrorsFromServer(error: unknown): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  for (const issue of fieldIssuesOf(error)) {
    const name = issue.field.replace(/^body\./, '');
    if (isSignInField(name)) errors[name] ??= issue;
  }
  return errors;
}
