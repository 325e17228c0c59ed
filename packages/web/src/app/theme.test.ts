import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@tessera/core/entities/theme';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it("puts the theme's variables on the element in the colour mode asked for", () => {
    const element = document.createElement('div');
    applyTheme(element, defaultTheme, 'dark');
    expect(element.dataset.colorMode).toBe('dark');
    expect(element.style.getPropertyValue('--color-bg')).toBe('#000000');
    expect(element.style.getPropertyValue('--font-body')).toMatch(/^"Inter", /);
  });

  it("follows a page's own background, and drops it again for the next page", () => {
    const element = document.createElement('div');
    applyTheme(element, defaultTheme, 'light', 'primary');
    expect(element.style.getPropertyValue('--color-bg')).toBe('#5c29d3');
    expect(element.style.getPropertyValue('--color-text')).toBe('#ffffff');
    applyTheme(element, defaultTheme, 'light');
    expect(element.style.getPropertyValue('--color-bg')).toBe('#f7f8f9');
    expect(element.style.getPropertyValue('--color-text')).toBe('#384250');
  });
});
