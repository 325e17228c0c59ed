import { describe, expect, it } from 'vitest';
import { blockActionSchema } from './action';

describe('blockActionSchema', () => {
  it('accepts open_page with a page id or a path', () => {
    expect(blockActionSchema.parse({ type: 'open_page', page_id: 'p1' })).toEqual({ type: 'open_page', page_id: 'p1', path: null });
    expect(blockActionSchema.parse({ type: 'open_page', path: '/x' })).toEqual({ type: 'open_page', page_id: null, path: '/x' });
  });

  it('rejects open_page without a target', () => {
    expect(blockActionSchema.safeParse({ type: 'open_page' }).error?.issues[0]?.message).toBe('Choose a page');
  });

  it('accepts only http(s) URLs for open_url', () => {
    expect(blockActionSchema.safeParse({ type: 'open_url', url: 'https://example.com/a' }).success).toBe(true);
    expect(blockActionSchema.safeParse({ type: 'open_url', url: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      'Must be a URL starting with http:// or https://',
    );
  });

  it('rejects unknown action types', () => {
    expect(blockActionSchema.safeParse({ type: 'launch_rocket' }).success).toBe(false);
  });
});
