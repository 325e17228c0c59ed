import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_MUST_BE_EMAIL, FIELD_REQUIRED, formatMegabytes, imageTooLarge, INVALID_DATE, mustStartWith, MUST_BE_HTTP_URL, NAME_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, PASSWORDS_DONT_MATCH, RATIO_OUT_OF_RANGE, valueBetween, videoTooLarge } from './messages';
import { emailField, httpUrlField, isoDateField, nameField, passwordField, passwordPairSchema, ratioField } from './fields';
import { MEDIA_MAX_BYTES, VIDEO_MAX_BYTES } from './constants';

/** The first message a schema gives for a value, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

describe('texts with placeholders', () => {
  it('fills them in', () => {
    expect(valueBetween(1, 10)).toBe('Value must be between 1 and 10');
    expect(mustStartWith('https://')).toBe('Must start with https://');
    expect(imageTooLarge(MEDIA_MAX_BYTES)).toBe('Image too large. Max size 15 MB');
    expect(videoTooLarge(VIDEO_MAX_BYTES)).toBe('Video too large. Max size 50 MB');
    expect(formatMegabytes(1_572_864)).toBe('1.5 MB');
  });
});

describe('emailField', () => {
  it('requires a value', () => {
    expect(messageOf(emailField, undefined)).toBe(FIELD_REQUIRED);
    expect(messageOf(emailField, '   ')).toBe(FIELD_REQUIRED);
  });

  it('requires an email', () => {
    expect(messageOf(emailField, 'not-an-email')).toBe(FIELD_MUST_BE_EMAIL);
    expect(messageOf(emailField, 'a@b')).toBe(FIELD_MUST_BE_EMAIL);
  });

  it('trims and lower-cases', () => {
    expect(emailField.parse('  Member@Demo.TEST ')).toBe('member@demo.test');
  });
});

describe('passwordField', () => {
  it('must be longer than 6 characters', () => {
    expect(messageOf(passwordField, '')).toBe(FIELD_REQUIRED);
    expect(messageOf(passwordField, '123456')).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be longer than 6 characters.');
    expect(messageOf(passwordField, '1234567')).toBeNull();
  });

  it('is at most 128 characters', () => {
    expect(messageOf(passwordField, 'x'.repeat(128))).toBeNull();
    expect(messageOf(passwordField, 'x'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = passwordPairSchema.safeParse({
      password: 'demo-password',
      password_confirmation: 'other-pass',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: PASSWORDS_DONT_MATCH,
      path: ['password_confirmation'],
    });
    expect(PASSWORDS_DONT_MATCH).toBe("Passwords don't match");
    expect(
      passwordPairSchema.safeParse({
        password: 'demo-password',
        password_confirmation: 'demo-password',
      }).success,
    ).toBe(true);
  });
});

describe('nameField', () => {
  it('must be longer than 2 characters after trimming', () => {
    expect(messageOf(nameField, undefined)).toBe(FIELD_REQUIRED);
    expect(messageOf(nameField, ' Al ')).toBe(NAME_TOO_SHORT);
    expect(nameField.parse(' Ada ')).toBe('Ada');
  });
});

describe('ratioField', () => {
  it.each([10, 56.25, 300])('accepts %d', (value) => {
    expect(messageOf(ratioField, value)).toBeNull();
  });

  it.each([9.99, 301, -1, '56', undefined])('rejects %j with the SPEC text', (value) => {
    expect(messageOf(ratioField, value)).toBe(RATIO_OUT_OF_RANGE);
  });
});

describe('isoDateField', () => {
  it('accepts real calendar days', () => {
    expect(isoDateField.parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2025-02-30', '2025-13-01', '2025-1-01', '01/02/2025', '2025-01-01T00:00:00Z'])(
    'rejects %j',
    (value) => {
      expect(messageOf(isoDateField, value)).toBe(INVALID_DATE);
    },
  );
});

describe('httpUrlField', () => {
  it('accepts http and https only', () => {
    expect(messageOf(httpUrlField, 'https://example.com/a?b=c')).toBeNull();
    expect(messageOf(httpUrlField, 'http://localhost:3000')).toBeNull();
    expect(messageOf(httpUrlField, 'javascript:alert(1)')).toBe(MUST_BE_HTTP_URL);
    expect(messageOf(httpUrlField, 'ftp://example.com')).toBe(MUST_BE_HTTP_URL);
    expect(messageOf(httpUrlField, 'https://')).toBe(MUST_BE_HTTP_URL);
  });
});
