import type { z } from 'zod';
import type { TFunction } from 'i18next';
import { currencyMinorUnit } from '@tessera/core/commerce/money';
import { fieldIssuesOf } from '@tessera/core/api-client';
import { isFieldCode, type FieldProblem } from '@tessera/core/api-client-errors';
import { AppError } from '@tessera/core/errors';
import { translateFieldIssue } from '../../app/describe-error';

/** A form's problems by field name (the names are the inputs' `name`s, so the first can take the focus). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * An amount in minor units as an owner types it: "19.99" for 1999 USD, "1500" for 1500 JPY.
 * No grouping and a dot, so that core's `parseMoney` reads it back as it was.
 */
export function amountText(amount: number, currency: string): string {
  const digits = currencyMinorUnit(currency);
  if (digits === 0) return String(amount);
  const whole = Math.floor(amount / 10 ** digits);
  const fraction = String(amount % 10 ** digits).padStart(digits, '0');
  return `${whole}.${fraction}`;
}

/**
 * The server's field problems at the form's fields: a 400 names them `body.price.amount`, which
 * `fieldOf` turns into a field of the form (or undefined for one the form does not show). An error
 * whose code is itself a field code (409 `coupon_code_taken`) lands at `codeField` when it names no
 * field; `messageFor` words a field's problem its own way (a format the contract writes in English).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  t: TFunction,
  fieldOf: (path: string[]) => F | undefined,
  {
    codeField,
    messageFor,
  }: { codeField?: F; messageFor?: (field: F, problem: FieldProblem) => string } = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (!(error instanceof AppError)) return errors;
  for (const issue of fieldIssuesOf(error)) {
    const field = fieldOf(issue.field.replace(/^body\./, '').split('.'));
    if (field)
      errors[field] ??= messageFor ? messageFor(field, issue) : translateFieldIssue(issue, t);
  }
  if (codeField && Object.keys(errors).length === 0 && isFieldCode(error.code)) {
    errors[codeField] = translateFieldIssue({ code: error.code, message: error.message }, t);
  }
  return errors;
}

/** A contract's body schema, to check a form with the server's own rules before sending it. */
export function bodySchema<B extends z.ZodType>(contract: { body?: B }): B {
  if (!contract.body) throw new Error('This contract takes no body');
  return contract.body;
}
