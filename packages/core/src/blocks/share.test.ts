import { describe, expect, it } from 'vitest';
import { shareSchema } from './share';
import { firstIssue } from './test-helpers';

describe('shareSchema', () => {
  it('fills every field with its default (null shares the page itself)', () => {
    expect(shareSchema.parse({})).toEqual({
      title: '',
      text: '',
      url: null,
      button_text: '',
      background_color: null,
      schedule: null,
    });
  });

  it.each<[string, object, string, string]>([
    [
      'a non-http address',
      { url: 'ftp://example.com' },
      'url',
      'Must be a URL starting with http:// or https://',
    ],
    ['an empty address', { url: '' }, 'url', 'Field is required.'],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
    ['a long text', { text: 'x'.repeat(501) }, 'text', 'Must be at most 500 characters.'],
    [
      'a long button text',
      { button_text: 'x'.repeat(81) },
      'button_text',
      'Must be at most 80 characters.',
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(shareSchema, input)).toEqual({ path, message });
  });
});
