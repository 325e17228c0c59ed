import { describe, expect, it } from 'vitest';
import { pageCount } from './format';

describe('pageCount', () => {
  it('counts whole pages and never fewer than one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
