import type { z } from 'zod';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Checks a form with core's zod fields (the ones the server validates with), so the member sees
 * the server's rules before a round trip. Messages are core's English texts; the form translates
 * them. Only the first problem of each field is kept.
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
    if (name in values) errors[name] ??= issue.message;
  }
  return { isValid: false, errors };
}

/** One field on its own, for checking on blur. */
export function validateField<F extends string>(schema: z.ZodType, values: Record<F, string>, field: F): string | undefined {
  const checked = validateForm<F, z.ZodType>(schema, values);
  return checked.errors?.[field];
}

/**
 * The server names fields as `body.password`; the form knows them as `password`. Problems with
 * fields the form does not show are left for the alert.
 */
export function fieldErrorsFromServer<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof AppError) || !Array.isArray(error.details)) return errors;
  for (const detail of error.details) {
    const issue = fieldIssueSchema.safeParse(detail);
    if (!issue.success) continue;
    const name = issue.data.field.replace(/^(body|query)\./, '') as F;
    if (fields.includes(name)) errors[name] ??= issue.data.message;
  }
  return errors;
}
