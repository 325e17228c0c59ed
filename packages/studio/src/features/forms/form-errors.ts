import type { TFunction } from 'i18next';
import { AppError } from '@tessera/core/errors';
import { describeError } from '../../app/describe-error';

// Form calls answer these stable codes; each has its own words in the studio's language.
const CODE_KEYS: Record<string, string> = {
  form_not_found: 'forms.errors.gone',
  submission_not_found: 'forms.errors.submissionGone',
  edit_conflict: 'forms.errors.editConflict',
  validation_failed: 'forms.errors.invalid',
};

/** What to tell the owner about a failed form call. */
export function describeFormError(error: unknown, t: TFunction, language: string): string {
  if (error instanceof AppError) {
    const key = CODE_KEYS[error.code];
    if (key) return t(key);
    if (error.status === 404 && error.code !== 'network_error') return t('forms.errors.gone');
  }
  return describeError(error, t, language);
}
