import { describe, expect, it } from 'vitest';
import { iframeSchema } from './iframe';
import { RATIO_OUT_OF_RANGE } from './ratio';
import { firstIssue } from './test-helpers';

describe('iframeSchema', () => {
  it('fills every field with its default', () => {
    expect(iframeSchema.parse({})).toEqual({
      url: null,
      title: '',
      ratio: null,
      allow_fullscreen: true,
      background_color: null,
      schedule: null,
    });
  });

  it.each([9, 301, 0])('rejects ratio %d with "Ratio Out Of Range"', (ratio) => {
    expect(firstIssue(iframeSchema, { ratio })).toEqual({
      path: 'ratio',
      message: RATIO_OUT_OF_RANGE,
    });
  });

  it.each([10, 300])('accepts ratio %d', (ratio) => {
    expect(iframeSchema.parse({ ratio }).ratio).toBe(ratio);
  });

  it.each(['http://example.com', 'javascript:alert(1)', '/local', 'https://'])(
    'accepts only https addresses, not %s',
    (url) => {
      expect(firstIssue(iframeSchema, { url })).toEqual({
        path: 'url',
        message: 'Must start with https://',
      });
    },
  );

  it('keeps an https address and refuses a long title', () => {
    expect(iframeSchema.parse({ url: 'https://example.com/embed' }).url).toBe(
      'https://example.com/embed',
    );
    expect(firstIssue(iframeSchema, { title: 'x'.repeat(201) })).toEqual({
      path: 'title',
      message: 'Must be at most 200 characters.',
    });
  });
});
