import { ApiError, fieldIssuesOf } from './api-client';
import type { ClientErrorCode } from './api-client';
import { MEDIA_MAX_BYTES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';
import { fieldCatalogue, fieldCodeOf, fieldMessage } from './error-catalogue';
import type { ErrorCode, FieldCode } from './error-catalogue';
import { AppError } from './errors';
import { formatMegabytes } from './messages';

/**
 * What the front ends say about a failed call or a refused field, in the reader's language: by
 * code, never by the English text. Both apps keep their words under keys derived from the codes —
 * `validation.<field code>` for core's `fieldCatalogue`, `errorCodes.<error code>` for the error
 * codes an app gives words of its own — and hand in their i18next `t`. No zod and no i18next here.
 */

/** An i18next-style translation: a key and the values its text names. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A field problem as a front end holds it: a server's field issue, or a client-side schema's message. */
export type FieldProblem = { code?: string; params?: Record<string, string | number>; message: string };

export const fieldKey = (code: FieldCode) => `validation.${code}`;
export const errorKey = (code: ErrorCode | ClientErrorCode) => `errorCodes.${code}`;

export const isFieldCode = (code: string): code is FieldCode => Object.hasOwn(fieldCatalogue, code);

/** Limits the English texts write in (SPEC §5) and the translations name as values. */
export const FIELD_VALUES: Partial<Record<FieldCode, Record<string, number>>> = {
  password_too_long: { max: PASSWORD_MAX_LENGTH },
  name_too_long: { max: NAME_MAX_LENGTH },
};

/** Values error texts may name: the upload limit of `file_too_large`. */
const ERROR_VALUES = { size: formatMegabytes(MEDIA_MAX_BYTES) };

/**
 * A field problem's code and params: the server's, or for a message without one (a client-side
 * schema's, which uses the catalogue's texts) the catalogue's reading of it.
 */
export function fieldCodeOfProblem(problem: FieldProblem): { code: FieldCode | undefined; params?: Record<string, string | number> } {
  if (problem.code === undefined) return fieldCodeOf(problem.message);
  return isFieldCode(problem.code) ? { code: problem.code, params: problem.params } : { code: undefined };
}

/**
 * A field problem in the reader's language. `invalid` (a rule with no code of its own) and codes
 * this build does not know are shown as the schema or server wrote them.
 */
export function translateFieldProblem(problem: FieldProblem, t: Translate): string {
  const { code, params } = fieldCodeOfProblem(problem);
  if (code === undefined || code === 'invalid') return problem.message || t(fieldKey('invalid'));
  // Words not loaded yet (they load with the screens that show errors) read as the English rule.
  return t(fieldKey(code), { ...FIELD_VALUES[code], ...params, defaultValue: problem.message || fieldMessage(code, { ...FIELD_VALUES[code], ...params }) });
}

export type ErrorWording = {
  /** The error codes with words of their own in the app (`errorCodes.<code>`); its locale test proves each language has them. */
  errorCodes: readonly (ErrorCode | ClientErrorCode)[];
  /** Keys for statuses whose errors have no words by code (the studio's 404 and 403). */
  byStatus?: Partial<Record<number, string>>;
};

function retryWhen(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return seconds < 60 ? format.format(Math.max(1, seconds), 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * What to tell the reader about a failed call: a refused field's words, the app's words for the
 * error's code (or a field code's, when the error is about one field), the status's, and for
 * an unknown code the server's message when it is a 4xx (written for people: SPEC §8 texts) or a
 * generic sentence when it is a 5xx (which may not be). A 429 says when to try again.
 */
export function describeApiError(error: unknown, t: Translate, language: string, wording: ErrorWording): string {
  if (!(error instanceof AppError)) return t('errors.generic');
  if (error.status === 429) {
    const seconds = error instanceof ApiError ? error.retryAfterSeconds : undefined;
    return seconds === undefined ? t('errors.tooManyAttemptsLater') : t('errors.tooManyAttempts', { when: retryWhen(seconds, language) });
  }
  const issues = fieldIssuesOf(error);
  if (error.code === 'validation_failed' && issues[0]) return translateFieldProblem(issues[0], t);
  const code = error.code as ErrorCode | ClientErrorCode;
  if (wording.errorCodes.includes(code)) return t(errorKey(code), { ...ERROR_VALUES, defaultValue: error.message });
  if (isFieldCode(error.code)) {
    const params = issues.find((issue) => issue.code === error.code)?.params;
    return translateFieldProblem({ code: error.code, params, message: error.message }, t);
  }
  const byStatus = wording.byStatus?.[error.status];
  if (byStatus) return t(byStatus, ERROR_VALUES);
  return error.status < 500 ? error.message : t('errors.generic');
}

/** Every key an app's words for errors need: each field code's, each of its error codes', its statuses' and the general ones. */
export function errorTranslationKeys(wording: ErrorWording): string[] {
  const general = ['errors.generic', 'errors.tooManyAttempts', 'errors.tooManyAttemptsLater'];
  return [...(Object.keys(fieldCatalogue) as FieldCode[]).map(fieldKey), ...wording.errorCodes.map(errorKey), ...Object.values(wording.byStatus ?? {}).filter((key) => key !== undefined), ...general];
}

/**
 * Field codes whose words, as `t` translates them, are not the catalogue's text: run over an
 * app's English, it proves the app says what SPEC says (apart from the codes it words its own way).
 */
export function fieldWordsUnlikeCatalogue(t: Translate): FieldCode[] {
  const values = { min: 3, max: 9, size: '15 MB', prefix: 'https://' };
  return (Object.keys(fieldCatalogue) as FieldCode[]).filter((code) => t(fieldKey(code), { ...values, ...FIELD_VALUES[code] }) !== fieldMessage(code, values));
}
