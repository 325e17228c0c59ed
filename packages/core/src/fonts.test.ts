import { describe, expect, it } from 'vitest';
import { allFontFiles, findFont, fontCatalogue } from './fonts';

describe('font catalogue', () => {
  it('offers a dozen families of every kind, each with a unique slug fit for a URL', () => {
    expect(fontCatalogue.length).toBeGreaterThanOrEqual(12);
    expect(new Set(fontCatalogue.map((font) => font.category))).toEqual(new Set(['sans-serif', 'serif', 'display', 'monospace']));
    const slugs = fontCatalogue.map((font) => font.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('finds a family whatever its case and spacing, and nothing else', () => {
    expect(findFont('  open   SANS ')?.slug).toBe('open-sans');
    expect(findFont('Open Sans Condensed')).toBeUndefined();
    expect(findFont('')).toBeUndefined();
    expect(findFont(null)).toBeUndefined();
  });

  it('lists every file once: woff2, latin and latin-ext, normal style', () => {
    const files = allFontFiles().map(({ font, file }) => `${font.slug}/${file}`);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('inter/inter-latin-400-normal.woff2');
    expect(files).toContain('inter/inter-latin-ext-700-normal.woff2');
    expect(files).not.toContain('lato/lato-latin-600-normal.woff2');
    for (const file of files) expect(file).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+-normal\.woff2$/);
  });
});
