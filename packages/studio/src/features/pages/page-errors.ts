import type { TFunction } from 'i18next';
import { fieldIssueSchema } from '@tessera/core/error-schemas';
import { AppError } from '@tessera/core/errors';
import { describeError, translateFieldIssue } from '../../app/describe-error';

// Page calls answer these stable codes; each has its own words in the studio's language.
const CODE_KEYS: Record<string, string> = {
  cannot_move_under_itself: 'pages.errors.underItself',
  home_page: 'pages.errors.homePage',
  app_screen_page: 'pages.errors.appScreen',
  edit_conflict: 'pages.errors.editConflict',
  path_taken: 'pages.errors.pathTaken',
};

/** What to tell the owner about a failed page call. */
export function describePageError(error: unknown, t: TFunction, language: string): string {
  if (error instanceof AppError) {
    const key = CODE_KEYS[error.code];
    if (key) return t(key);
    if (error.status === 404 && error.code !== 'network_error') return t('pages.errors.gone');
  }
  return describeError(error, t, language);
}

/**
 * Field messages of a 400/409 by field name (`body.path` → `path`), in the studio's language.
 * A 409 path_taken without details still belongs under the path field.
 */
export function fieldErrorsOf(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof AppError)) return {};
  const errors: Record<string, string> = {};
  const issues = fieldIssueSchema.array().safeParse(error.details);
  if (issues.success) {
    for (const issue of issues.data) {
      const field = issue.field.replace(/^body\./, '').replace(/^draft\./, '');
      errors[field] ??= error.code === 'path_taken' ? t('pages.errors.pathTaken') : translateFieldIssue(issue, t);
    }
  }
  if (error.code === 'path_taken') errors.path ??= t('pages.errors.pathTaken');
  return errors;
}
