import type { TFunction } from 'i18next';
import { AppError } from '@tessera/core/errors';
import { COMPOSED_BLOCKS_MAX, NESTED_COMPOSED_BLOCK, TOO_MANY_COMPOSED_BLOCKS } from '@tessera/core/blocks/composed';
import { FIELD_MUST_BE_EMAIL, FIELD_REQUIRED } from '@tessera/core/messages';
import { StudioApiError } from './studio-api';

// Core's validation texts are English source strings; these are the ones the studio's forms raise,
// with the values their translation names.
const FIELD_MESSAGE_KEYS: Record<string, [key: string, values?: Record<string, number>]> = {
  [FIELD_REQUIRED]: ['validation.required'],
  [FIELD_MUST_BE_EMAIL]: ['validation.email'],
  [TOO_MANY_COMPOSED_BLOCKS]: ['blocks.composed.tooMany', { max: COMPOSED_BLOCKS_MAX }],
  [NESTED_COMPOSED_BLOCK]: ['blocks.composed.nested'],
};

/** A field message in the studio's language; an unknown text is shown as the server wrote it. */
export function translateFieldMessage(message: string, t: TFunction): string {
  const [key, values] = FIELD_MESSAGE_KEYS[message] ?? [];
  if (key) return t(key, values);
  if (/at most|too big|too long/i.test(message)) return t('validation.tooLong');
  return message;
}

function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return seconds < 60 ? format.format(seconds, 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/** What to tell the owner about a failed call, in their language, by the error's stable code. */
export function describeError(error: unknown, t: TFunction, language: string): string {
  if (!(error instanceof AppError)) return t('errors.generic');
  if (error.code === 'invalid_credentials') return t('errors.invalidCredentials');
  if (error.code === 'network_error') return t('errors.network');
  if (error.status === 429) {
    const seconds = error instanceof StudioApiError ? error.retryAfterSeconds : undefined;
    return seconds === undefined ? t('errors.tooManyAttemptsLater') : t('errors.tooManyAttempts', { when: retryWhen(seconds, language) });
  }
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 403) return t('errors.forbidden');
  return t('errors.generic');
}
