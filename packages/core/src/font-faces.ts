import { FALLBACK_METRICS, LOCAL_FALLBACKS } from './font-fallbacks';
import { fallbackFamily, findFont, FONT_SUBSETS, fontFileUrl, fontSubsets, type CatalogueFont } from './fonts';

/**
 * The CSS and preloads that declare a theme's fonts (`fonts.ts` is the catalogue): written by the
 * server into every document's head, and by a browser whose theme changes there (the studio's
 * preview). Apart from the catalogue, so the member app's first download does without them.
 */

/** The size-adjusted fallback's `@font-face` rules, regular and bold; empty for a font not measured. */
function fallbackFaceCss(font: CatalogueFont): string {
  const metrics = FALLBACK_METRICS[font.slug];
  if (!metrics) return '';
  const locals = LOCAL_FALLBACKS[font.fallback];
  const overrides = `size-adjust:${metrics.sizeAdjust};ascent-override:${metrics.ascent};descent-override:${metrics.descent};line-gap-override:${metrics.lineGap}`;
  return (
    [
      [400, locals.regular],
      [700, locals.bold],
    ] as const
  )
    .map(([weight, names]) => `@font-face{font-family:"${fallbackFamily(font)}";font-weight:${weight};src:${names.map((name) => `local("${name}")`).join(',')};${overrides}}`)
    .join('\n');
}

/**
 * `@font-face` rules for one family (one rule per weight and subset; `font-display: swap` shows
 * text at once in the fallback, sized like the font so the swap moves nothing). Empty for a name outside the catalogue. `baseUrl` is the server's
 * origin when the CSS is used on another origin (the studio canvas); '' for same-origin use.
 */
export function fontFaceCss(family: string | null | undefined, baseUrl = ''): string {
  const font = findFont(family);
  if (!font) return '';
  const faces = font.weights.flatMap((weight) =>
      fontSubsets.map(
        (subset) =>
          `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url(${fontFileUrl(font, weight, subset, baseUrl)}) format("woff2");unicode-range:${FONT_SUBSETS[subset]}}`,
    ),
  );
  return [...faces, fallbackFaceCss(font)].filter(Boolean).join('\n');
}

/** The @font-face rules of a theme's two fonts, each family once. */
export function themeFontFaceCss(theme: { heading_font: string; body_font: string }, baseUrl = ''): string {
  const families = new Set([findFont(theme.heading_font), findFont(theme.body_font)].filter((font) => font !== undefined));
  return [...families].map((font) => fontFaceCss(font.family, baseUrl)).join('\n');
}

/**
 * The files worth `<link rel=preload>`, those every page's first screen shows: the body text's
 * regular and semibold (the tab bar's labels, buttons) and the headings' bold, latin only (the
 * other weights and subsets load when a page needs them).
 */
export function themeFontPreloads(theme: { heading_font: string; body_font: string }, baseUrl = ''): string[] {
  const wanted: [CatalogueFont | undefined, number][] = [
    [findFont(theme.body_font), 400],
    [findFont(theme.body_font), 600],
    [findFont(theme.heading_font), 700],
  ];
  const urls = wanted.flatMap(([font, weight]) => (font ? [fontFileUrl(font, nearestWeight(font, weight), 'latin', baseUrl)] : []));
  return [...new Set(urls)];
}

function nearestWeight(font: CatalogueFont, weight: number): number {
  return font.weights.reduce((best, candidate) => (Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best));
}
