import { describe, expect, it } from 'vitest';
import { attachmentSchema } from './attachment';
import { firstIssue } from './test-helpers';

describe('attachmentSchema', () => {
  it('fills every field with its default', () => {
    expect(attachmentSchema.parse({})).toEqual({
      title: '',
      description: '',
      url: null,
      file_size_bytes: null,
      file_type: null,
      background_color: null,
      schedule: null,
    });
  });

  it.each(['/u/plan.pdf', 'https://cdn.example.com/a.mp3', 'http://example.com/b.zip'])(
    'accepts %s',
    (url) => {
      expect(attachmentSchema.parse({ url }).url).toBe(url);
    },
  );

  it.each<[string, object, string, string]>([
    [
      'a script address',
      { url: 'javascript:alert(1)' },
      'url',
      'Must be a URL starting with http:// or https://',
    ],
    [
      'a protocol-relative address',
      { url: '//evil.test/x' },
      'url',
      'Must be a URL starting with http:// or https://',
    ],
    [
      'a fractional size',
      { file_size_bytes: 1.5 },
      'file_size_bytes',
      'Must be a whole number of bytes',
    ],
    [
      'a negative size',
      { file_size_bytes: -1 },
      'file_size_bytes',
      'Must be a whole number of bytes',
    ],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
    [
      'a long description',
      { description: 'x'.repeat(501) },
      'description',
      'Must be at most 500 characters.',
    ],
    [
      'a long file type',
      { file_type: 'x'.repeat(101) },
      'file_type',
      'Must be at most 100 characters.',
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(attachmentSchema, input)).toEqual({ path, message });
  });
});
