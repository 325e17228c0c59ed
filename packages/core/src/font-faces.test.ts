import { describe, expect, it } from 'vitest';
import { fontCatalogue, fontFileUrl, fontStackFor } from './fonts';
import { fontFaceCss, themeFontFaceCss, themeFontPreloads } from './font-faces';

describe('font CSS', () => {
  it('writes one @font-face per weight and subset, served from this server', () => {
    const css = fontFaceCss('Lora');
    // Three weights in two subsets, and the fallback's regular and bold.
    expect(css.match(/@font-face/g)).toHaveLength(8);
    expect(css).toContain('font-family:"Lora"');
    expect(css).toContain('src:url(/fonts/lora/lora-latin-600-normal.woff2) format("woff2")');
    expect(css).toContain('font-display:swap');
    expect(css).toMatch(/unicode-range:U\+0000-00FF/);
    expect(css).not.toMatch(/https?:/);
  });

  it('puts another origin in front of the URLs when asked (the studio canvas)', () => {
    expect(fontFaceCss('Inter', 'https://tessera.example/')).toContain('url(https://tessera.example/fonts/inter/inter-latin-400-normal.woff2)');
    expect(fontFileUrl(fontCatalogue[0]!, 700, 'latin-ext', 'https://x.test')).toBe('https://x.test/fonts/inter/inter-latin-ext-700-normal.woff2');
  });

  it('writes nothing for a font outside the catalogue, which falls back to system fonts', () => {
    expect(fontFaceCss('Comic Sans MS')).toBe('');
    expect(fontFaceCss('x"){}body{color:red')).toBe('');
    expect(fontStackFor('Comic Sans MS')).toBe('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(fontStackFor('Merriweather')).toBe('"Merriweather", "Merriweather Fallback", Georgia, "Times New Roman", serif');
  });

  it('declares a size-adjusted local fallback for every catalogue font, regular and bold, named in its stack', () => {
    for (const font of fontCatalogue) {
      const css = fontFaceCss(font.family);
      const fallbacks = css.split('\n').filter((rule) => rule.includes(`font-family:"${font.family} Fallback"`));
      expect(fallbacks.map((rule) => /font-weight:(\d+)/.exec(rule)?.[1])).toEqual(['400', '700']);
      for (const rule of fallbacks) expect(rule).toMatch(/src:local\("[^"]+"\).*;size-adjust:\d+\.\d+%;ascent-override:\d+\.\d+%;descent-override:\d+\.\d+%;line-gap-override:\d+\.\d+%\}$/);
      expect(fontStackFor(font.family)).toContain(`"${font.family}", "${font.family} Fallback", `);
    }
    expect(fontFaceCss('Inter')).toContain('@font-face{font-family:"Inter Fallback";font-weight:400;src:local("Arial"),local("ArialMT"),local("Liberation Sans");size-adjust:107.41%;');
  });

  it('declares each theme family once and preloads body regular and semibold and heading bold', () => {
    const same = { heading_font: 'Inter', body_font: 'inter' };
    expect(themeFontFaceCss(same).match(/@font-face/g)).toHaveLength(8);
    expect(themeFontPreloads(same)).toEqual([
      '/fonts/inter/inter-latin-400-normal.woff2',
      '/fonts/inter/inter-latin-600-normal.woff2',
      '/fonts/inter/inter-latin-700-normal.woff2',
    ]);
    const mixed = { heading_font: 'Playfair Display', body_font: 'Lato' };
    expect(themeFontFaceCss(mixed)).toContain('font-family:"Playfair Display"');
    expect(themeFontFaceCss(mixed)).toContain('font-family:"Lato"');
    // Lato has no semibold: its bold serves 600, as the browser's font matching picks it.
    expect(themeFontPreloads(mixed)).toEqual([
      '/fonts/lato/lato-latin-400-normal.woff2',
      '/fonts/lato/lato-latin-700-normal.woff2',
      '/fonts/playfair-display/playfair-display-latin-700-normal.woff2',
    ]);
    expect(themeFontPreloads({ heading_font: 'Unknown', body_font: 'Unknown' })).toEqual([]);
  });
});
