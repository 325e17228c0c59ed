import { z } from 'zod';
import {
  ISO_DATE_PATTERN,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATIO_MAX,
  RATIO_MIN,
} from './constants';
import {
  FIELD_MUST_BE_EMAIL,
  FIELD_REQUIRED,
  INVALID_DATE,
  maxLength,
  MUST_BE_HTTP_URL,
  MUST_BE_HTTP_URL_OR_PATH,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  RATIO_OUT_OF_RANGE,
} from './messages';

/**
 * Reusable fields. Each is a schema (not a factory): compose with `.optional()` etc.
 * A missing value reports FIELD_REQUIRED rather than zod's type message.
 */
const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : 'Must be text.') });

/** Trimmed and lower-cased: addresses are compared case-insensitively everywhere. */
export const emailField = requiredString()
  .max(320, maxLength(320))
  .trim()
  .toLowerCase()
  .min(1, FIELD_REQUIRED)
  .pipe(z.email(FIELD_MUST_BE_EMAIL).max(254, maxLength(254)));

/** Not trimmed: spaces are legitimate password characters. */
export const passwordField = requiredString()
  .min(1, FIELD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const nameField = requiredString()
  .trim()
  .min(1, FIELD_REQUIRED)
  .min(NAME_MIN_LENGTH, NAME_TOO_SHORT)
  .max(NAME_MAX_LENGTH, NAME_TOO_LONG);

/** A new password typed twice; the mismatch is reported on the confirmation field. */
export const passwordPairSchema = z
  .object({ password: passwordField, password_confirmation: requiredString().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG) })
  .refine((value) => value.password === value.password_confirmation, {
    message: PASSWORDS_DONT_MATCH,
    path: ['password_confirmation'],
  });

/** Hero and iframe height as a percentage of width (SPEC §5), 10–300 inclusive. */
export const ratioField = z
  .number({ error: RATIO_OUT_OF_RANGE })
  .min(RATIO_MIN, RATIO_OUT_OF_RANGE)
  .max(RATIO_MAX, RATIO_OUT_OF_RANGE);

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused, not rolled over). */
export const isoDateField = requiredString()
  .regex(ISO_DATE_PATTERN, INVALID_DATE)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, INVALID_DATE);

export const httpUrlField = requiredString()
  .max(2048, maxLength(2048))
  .trim()
  .min(1, FIELD_REQUIRED)
  .refine((value) => {
    if (!/^https?:\/\//i.test(value)) return false;
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }, MUST_BE_HTTP_URL);

/**
 * The one rule for an address a page loads or opens (images, logos, sharing images, media): an
 * http(s) URL, or a path on this server such as `/media/…`. `javascript:`, `data:` and
 * protocol-relative `//host` addresses are refused. Empty means none.
 */
export function isSafeResourceUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const resourceUrlField = z.string().trim().max(2048, maxLength(2048)).refine(isSafeResourceUrl, MUST_BE_HTTP_URL_OR_PATH);
