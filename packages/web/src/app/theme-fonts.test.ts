import { afterEach, describe, expect, it } from 'vitest';
import { applyThemeFonts } from './theme-fonts';

afterEach(() => {
  document.getElementById('tessera-fonts')?.remove();
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
