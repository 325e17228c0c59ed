import type { TFunction } from 'i18next';
import { MEDIA_MAX_BYTES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@tessera/core/constants';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';
import {
  EMAIL_ALREADY_EXISTS,
  FIELD_MUST_BE_EMAIL,
  FIELD_REQUIRED,
  FILE_IS_EMPTY,
  formatMegabytes,
  imageTooLarge,
  INVALID_IMAGE_TYPE,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
} from '@tessera/core/messages';
import { ApiError } from '../api/api';

/** Core's English texts (SPEC §5, §8) and the keys they are translated under. */
const MESSAGE_KEYS: Record<string, [key: string, values?: Record<string, string | number>]> = {
  [FIELD_REQUIRED]: ['validation.required'],
  [FIELD_MUST_BE_EMAIL]: ['validation.email'],
  [PASSWORD_TOO_SHORT]: ['validation.passwordTooShort'],
  [PASSWORD_TOO_LONG]: ['validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }],
  [NAME_TOO_SHORT]: ['validation.nameTooShort'],
  [NAME_TOO_LONG]: ['validation.nameTooLong', { max: NAME_MAX_LENGTH }],
  [PASSWORDS_DONT_MATCH]: ['validation.passwordsDontMatch'],
  [EMAIL_ALREADY_EXISTS]: ['validation.emailTaken'],
  [FILE_IS_EMPTY]: ['validation.fileEmpty'],
  [INVALID_IMAGE_TYPE]: ['validation.invalidImageType'],
  [imageTooLarge(MEDIA_MAX_BYTES)]: ['validation.imageTooLarge', { size: formatMegabytes(MEDIA_MAX_BYTES) }],
  'Unknown time zone': ['validation.unknownTimezone'],
};

/** A field message in the member's language; a text the app does not know is shown as written. */
export function translateMessage(message: string, t: TFunction): string {
  const known = MESSAGE_KEYS[message];
  return known ? t(known[0], known[1]) : message;
}

/** Errors whose stable code says more than the server's English text. */
const CODE_KEYS: Record<string, string> = {
  invalid_credentials: 'errors.invalidCredentials',
  email_taken: 'validation.emailTaken',
  existing_subscriber: 'validation.emailTaken',
  token_invalid: 'errors.tokenInvalid',
  token_expired: 'errors.tokenExpired',
  token_used: 'errors.tokenUsed',
  network_error: 'errors.network',
  unauthorized: 'errors.sessionEnded',
  provider_not_enabled: 'errors.providerNotEnabled',
  file_empty: 'validation.fileEmpty',
  invalid_image_type: 'validation.invalidImageType',
};

function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return seconds < 60 ? format.format(Math.max(1, seconds), 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/** What to tell the member about a failed call, in their language. */
export function describeError(error: unknown, t: TFunction, language: string): string {
  if (!(error instanceof AppError)) return t('errors.generic');
  const key = CODE_KEYS[error.code];
  if (key) return t(key);
  if (error.status === 413) return translateMessage(imageTooLarge(MEDIA_MAX_BYTES), t);
  if (error.status === 429) {
    const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
    return seconds === undefined ? t('errors.tooManyAttemptsLater') : t('errors.tooManyAttempts', { when: retryWhen(seconds, language) });
  }
  if (error.code === 'validation_failed' && Array.isArray(error.details)) {
    const issue = fieldIssueSchema.safeParse(error.details[0]);
    if (issue.success) return translateMessage(issue.data.message, t);
  }
  // A 4xx message is written for people (SPEC §8 texts, validation); a 5xx one may not be.
  if (error.status < 500) return translateMessage(error.message, t);
  return t('errors.generic');
}

export const isTokenError = (error: { code: string }) => error.code === 'token_invalid' || error.code === 'token_expired' || error.code === 'token_used';
