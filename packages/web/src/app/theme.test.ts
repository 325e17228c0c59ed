import { afterEach, describe, expect, it } from 'vitest';
import { defaultTheme } from '@tessera/core/entities/theme';
import { applyTheme, applyThemeFonts } from './theme';

afterEach(() => {
  document.getElementById('tessera-fonts')?.remove();
});

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

describe('applyThemeFonts', () => {
  it('writes the @font-face rules of the theme fonts once, and replaces them when the fonts change', () => {
    applyThemeFonts(document, { heading_font: 'Lora', body_font: 'Inter' });
    const style = document.getElementById('tessera-fonts');
    expect(style?.textContent).toContain('font-family:"Lora"');
    expect(style?.textContent).toContain('url(/fonts/inter/inter-latin-400-normal.woff2)');
    applyThemeFonts(document, { heading_font: 'Oswald', body_font: 'Oswald' });
    expect(document.querySelectorAll('#tessera-fonts')).toHaveLength(1);
    expect(style?.textContent).toContain('font-family:"Oswald"');
    expect(style?.textContent).not.toContain('Lora');
  });

  it('writes no rule for fonts outside the catalogue', () => {
    applyThemeFonts(document, { heading_font: 'Papyrus', body_font: 'Comic Sans MS' });
    expect(document.getElementById('tessera-fonts')?.textContent).toBe('');
  });
});
