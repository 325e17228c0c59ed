import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './api-client';
import { describeApiError, errorTranslationKeys, fieldCodeOfProblem, fieldWordsUnlikeCatalogue, translateFieldProblem } from './api-client-errors';
import type { ErrorWording, Translate } from './api-client-errors';
import { PASSWORD_MAX_LENGTH } from './constants';
import { appError, fieldCatalogue, fieldError, fieldMessage } from './error-catalogue';
import type { FieldCode } from './error-catalogue';
import { AppError } from './errors';
import { imageTooLarge, maxLength, PASSWORD_TOO_LONG } from './messages';

/** A stand-in for i18next: the key and its values, so each test sees which words were chosen. */
// The key and its values, as a test can read them (the English fallback is checked on its own below).
const t: Translate = (key, { defaultValue: _fallback, ...values } = {}) => (Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key);

const wording: ErrorWording = { errorCodes: ['network_error', 'invalid_credentials', 'file_too_large'], byStatus: { 404: 'errors.notFound' } };
const describe_ = (error: unknown) => describeApiError(error, t, 'en', wording);

describe('translateFieldProblem', () => {
  it('translates a server issue by its code and params', () => {
    expect(translateFieldProblem({ code: 'too_long', params: { max: 120 }, message: 'Must be at most 120 characters.' }, t)).toBe('validation.too_long {"max":120}');
  });

  it('reads the code of a client-side message from the catalogue, with its params', () => {
    expect(translateFieldProblem({ message: maxLength(254) }, t)).toBe('validation.too_long {"max":254}');
    expect(translateFieldProblem({ message: imageTooLarge(15 * 1024 * 1024) }, t)).toBe('validation.image_too_large {"size":"15 MB"}');
  });

  it('names the limits the English text writes in', () => {
    expect(translateFieldProblem({ message: PASSWORD_TOO_LONG }, t)).toBe(`validation.password_too_long {"max":${PASSWORD_MAX_LENGTH}}`);
  });

  it('shows a problem without a code of its own, or with one this build does not know, as written', () => {
    expect(translateFieldProblem({ message: 'Choose an icon' }, t)).toBe('Choose an icon');
    expect(translateFieldProblem({ code: 'invalid', message: 'Too big: expected number to be <=100' }, t)).toBe('Too big: expected number to be <=100');
    expect(translateFieldProblem({ code: 'brand_new_code', message: 'Something new' }, t)).toBe('Something new');
    expect(translateFieldProblem({ code: 'invalid', message: '' }, t)).toBe('validation.invalid');
  });

  it('takes the code a server gave over what its message reads like', () => {
    expect(fieldCodeOfProblem({ code: 'email_taken', message: 'Field is required.' })).toEqual({ code: 'email_taken', params: undefined });
  });
});

describe('describeApiError', () => {
  it('says something generic about what is not an AppError', () => {
    expect(describe_(new Error('boom'))).toBe('errors.generic');
  });

  it('uses the app’s words for a code it has words for', () => {
    expect(describe_(networkError('offline'))).toBe('errorCodes.network_error {"size":"15 MB"}');
    expect(describe_(appError('invalid_credentials'))).toBe('errorCodes.invalid_credentials {"size":"15 MB"}');
  });

  it('words a refused field by the field’s code', () => {
    const error = fieldError('body.name', 'too_long', { params: { max: 80 } });
    expect(describe_(error)).toBe('validation.too_long {"max":80}');
  });

  it('words an error whose code is a field code as that field problem', () => {
    expect(describe_(fieldError('body.email', 'email_taken', { error: 'email_taken' }))).toBe('validation.email_taken');
    expect(describe_(appError('token_expired'))).toBe('validation.token_expired');
  });

  it('says when to try again after a 429', () => {
    expect(describe_(new ApiError(appError('too_many_requests'), 30))).toBe('errors.tooManyAttempts {"when":"in 30 seconds"}');
    expect(describe_(new ApiError(appError('too_many_requests'), 125))).toBe('errors.tooManyAttempts {"when":"in 3 minutes"}');
    expect(describe_(appError('too_many_requests'))).toBe('errors.tooManyAttemptsLater');
  });

  it('falls back to the status’s words, then the server’s message for a 4xx and generic words for a 5xx', () => {
    expect(describe_(appError('member_not_found'))).toBe('errors.notFound {"size":"15 MB"}');
    expect(describe_(appError('page_locked'))).toBe('This page is locked');
    expect(describe_(appError('database_unavailable'))).toBe('errors.generic');
    expect(describe_(new AppError({ code: 'invalid_response', status: 500, message: 'Something went wrong', internal: 'x' }))).toBe('errors.generic');
  });
});

describe('errorTranslationKeys', () => {
  it('lists every field code’s key, the app’s error codes and statuses, and the general words', () => {
    const keys = errorTranslationKeys(wording);
    for (const code of Object.keys(fieldCatalogue)) expect(keys).toContain(`validation.${code}`);
    expect(keys).toEqual(expect.arrayContaining(['errorCodes.network_error', 'errorCodes.file_too_large', 'errors.notFound', 'errors.generic', 'errors.tooManyAttempts']));
  });
});

describe('words that have not loaded yet', () => {
  // i18next answers a missing key with `defaultValue`: the member reads English, never a key.
  const missing: Translate = (key, values) => String(values?.defaultValue ?? key);

  it('read as the English rule or the server’s message', () => {
    expect(translateFieldProblem({ code: 'too_long', params: { max: 80 }, message: '' }, missing)).toBe('Must be at most 80 characters.');
    const error = new AppError({ status: 402, code: 'payment_failed', message: 'Payment not successful' });
    expect(describeApiError(error, missing, 'en', { errorCodes: ['payment_failed'] })).toBe('Payment not successful');
  });
});

describe('fieldWordsUnlikeCatalogue', () => {
  it('finds the codes whose words differ from the catalogue’s text', () => {
    const english: Translate = (key, values = {}) => {
      const code = key.replace('validation.', '') as FieldCode;
      return code === 'required' ? 'Please fill this in.' : fieldMessage(code, values);
    };
    expect(fieldWordsUnlikeCatalogue(english)).toEqual(['required']);
  });
});
