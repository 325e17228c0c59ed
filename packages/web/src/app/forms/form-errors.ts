import type { z } from 'zod';
import { fieldIssuesOf } from '@tessera/core/api-client';
import type { FieldProblem } from '@tessera/core/api-client-errors';
import { fieldCodeOf } from '@tessera/core/error-catalogue';

/** Each field's first problem, with its catalogue code, for the form to translate. */
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

/**
 * Checks a form with core's zod fields (the ones the server validates with), so the member sees
 * the server's rules before a round trip. Core's fields write the catalogue's texts, so each
 * problem gets its field code as a server's would. Only the first problem of each field is kept.
 */
export function validateForm<F extends string, S extends z.ZodType>(
  schema: S,
  values: Record<F, string>,
): { isValid: true; data: z.infer<S>; errors?: undefined } | { isValid: false; data?: undefined; errors: FieldErrors<F> } {
  const result = schema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '') as F;
    if (name in values) errors[name] ??= { ...fieldCodeOf(issue.message), message: issue.message };
  }
  return { isValid: false, errors };
}

/** One field on its own, for checking on blur. */
export function validateField<F extends string>(schema: z.ZodType, values: Record<F, string>, field: F): FieldProblem | undefined {
  const checked = validateForm<F, z.ZodType>(schema, values);
  return checked.errors?.[field];
}

/**
 * The server names fields as `body.password`; the form knows them as `password`. Problems with
 * fields the form does not show are left for the alert.
 */
export function fieldErrorsFromServer<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of fieldIssuesOf(error)) {
    const name = issue.field.replace(/^(body|query)\./, '') as F;
    if (fields.includes(name)) errors[name] ??= issue;
  }
  return errors;
}
