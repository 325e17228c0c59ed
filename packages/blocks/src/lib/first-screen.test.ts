import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BLOCKS, firstScreenOf, pictureLoading } from './first-screen';

describe('first screen', () => {
  it('is the first few blocks of a page', () => {
    const blocks = ['a', 'b', 'c', 'd', 'e'];
    expect(firstScreenOf(blocks)).toEqual(blocks.slice(0, FIRST_SCREEN_BLOCKS));
    expect(firstScreenOf(['a'])).toEqual(['a']);
  });

  it('loads the LCP picture first, the first screen’s others at once and every later one lazily', () => {
    expect(pictureLoading({ isLcp: true, isAboveFold: true })).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(pictureLoading({ isAboveFold: true })).toEqual({ loading: 'eager', fetchPriority: undefined });
    expect(pictureLoading({})).toEqual({ loading: 'lazy', fetchPriority: undefined });
  });
});
