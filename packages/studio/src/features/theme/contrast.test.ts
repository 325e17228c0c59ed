import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@tessera/core/entities/theme';
import { AA_TEXT_RATIO } from '@tessera/core/theme-math';
import { themeContrastPairs } from './contrast';

const failing = (theme: typeof defaultTheme) =>
  themeContrastPairs(theme)
    .filter((pair) => !pair.passes)
    .map((pair) => pair.id);

describe('theme contrast pairs', () => {
  it('checks the text on each brand colour and the primary on both backgrounds', () => {
    expect(themeContrastPairs(defaultTheme).map((pair) => pair.id)).toEqual([
      'on_primary',
      'on_secondary',
      'on_secondary_2',
      'on_secondary_3',
      'on_dark',
      'on_light',
      'primary_on_light',
      'primary_on_dark',
    ]);
  });

  it('flags only the SPEC default purple on the black dark background (about 2.7:1)', () => {
    expect(failing(defaultTheme)).toEqual(['primary_on_dark']);
    const pair = themeContrastPairs(defaultTheme).find((candidate) => candidate.id === 'primary_on_dark');
    expect(pair?.ratio).toBeCloseTo(2.71, 2);
  });

  it('flags a mid-tone whose automatic text colour stays below AA', () => {
    // #ff8800 is just light enough for dark text (brightness 156), which reaches only about 4.3:1.
    const orange = { ...defaultTheme, primary_color: '#ff8800', dark_color: '#1a1a1a' };
    expect(failing(orange)).toEqual(['on_primary', 'primary_on_light']);
    const onPrimary = themeContrastPairs(orange)[0];
    expect(onPrimary?.ratio).toBeLessThan(AA_TEXT_RATIO);
    expect(onPrimary?.foreground).toBe('#384250');
  });
});
