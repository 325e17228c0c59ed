import { describe, expect, it } from 'vitest';
import { durationFormatter } from './format-duration';

describe('durationFormatter', () => {
  it('says minutes under an hour and hours from there', () => {
    const format = durationFormatter('en');
    expect(format(0)).toBe('0 min');
    expect(format(12 * 60_000 + 20_000)).toBe('12 min');
    expect(format(59 * 60_000)).toBe('59 min');
    expect(format(3_600_000)).toBe('1 hr');
    expect(format(5_400_000)).toBe('1.5 hr');
  });

  it('follows the language', () => {
    expect(durationFormatter('de')(5_400_000)).toBe('1,5 Std.');
  });
});
