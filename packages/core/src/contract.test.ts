import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery } from './contract';

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/threads/:id/messages/:ts', { id: 'a b', ts: 12 })).toBe('/threads/a%20b/messages/12');
  });

  it('refuses a missing required parameter and leaves out a missing optional one', () => {
    expect(() => buildPath('/pages/:id/path', {})).toThrow(/Missing path parameter "id"/);
    expect(buildPath('/overlays/:id?', {})).toBe('/overlays');
    expect(buildPath('/overlays/:id?', { id: 'ov1' })).toBe('/overlays/ov1');
  });
});

describe('buildQuery', () => {
  it('joins arrays with commas and skips empty values', () => {
    expect(buildQuery({ ids: ['1', '2'], term: 'x y', page: undefined, none: null })).toBe('?ids=1%2C2&term=x+y');
    expect(buildQuery({})).toBe('');
  });
});
