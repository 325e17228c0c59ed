/**
 * The fonts a theme may use, all served by the Tessera server itself from `/fonts/…` (no request
 * leaves the server: the CSP allows fonts from this origin only). The files come from the
 * `@fontsource/*` packages: woff2 only, latin plus latin-ext (Czech and Polish letters), normal
 * style, the weights below. Server (file allow-list, `<head>` injection), member app and studio
 * canvas all read this one catalogue. Zod-free: the member app's startup code imports it for the
 * font stacks; the @font-face rules and preloads are `font-faces.ts`, which it does not need.
 */

export const fontCategories = ['sans-serif', 'serif', 'display', 'monospace'] as const;
export type FontCategory = (typeof fontCategories)[number];

export type CatalogueFont = {
  /** The CSS family name, also what a theme stores in heading_font / body_font. */
  family: string;
  /** The `@fontsource/{slug}` package and the `/fonts/{slug}/` folder. */
  slug: string;
  category: FontCategory;
  /** The generic family that stands in while the file loads or for glyphs it lacks. */
  fallback: 'sans-serif' | 'serif' | 'monospace';
  weights: readonly number[];
};

/** Unicode ranges of the subsets we serve (from fontsource's unicode.json); the browser downloads a subset only when a page uses one of its characters. */
export const FONT_SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;
export const fontSubsets = Object.keys(FONT_SUBSETS) as FontSubset[];

const REGULAR_SEMIBOLD_BOLD = [400, 600, 700] as const;

export const fontCatalogue: readonly CatalogueFont[] = [
  { family: 'Inter', slug: 'inter', category: 'sans-serif', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Roboto', slug: 'roboto', category: 'sans-serif', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Open Sans', slug: 'open-sans', category: 'sans-serif', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  // Lato has no 600; the browser uses 700 where 600 is asked for.
  { family: 'Lato', slug: 'lato', category: 'sans-serif', fallback: 'sans-serif', weights: [400, 700] },
  { family: 'Montserrat', slug: 'montserrat', category: 'sans-serif', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Poppins', slug: 'poppins', category: 'sans-serif', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Nunito', slug: 'nunito', category: 'sans-serif', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Merriweather', slug: 'merriweather', category: 'serif', fallback: 'serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Lora', slug: 'lora', category: 'serif', fallback: 'serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Playfair Display', slug: 'playfair-display', category: 'display', fallback: 'serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'Oswald', slug: 'oswald', category: 'display', fallback: 'sans-serif', weights: REGULAR_SEMIBOLD_BOLD },
  { family: 'JetBrains Mono', slug: 'jetbrains-mono', category: 'monospace', fallback: 'monospace', weights: REGULAR_SEMIBOLD_BOLD },
];

/** The stacks behind a catalogue font, and all an unknown font name gets. */
export const SYSTEM_FONT_STACKS: Record<CatalogueFont['fallback'], string> = {
  'sans-serif': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  monospace: 'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
};

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const byName = new Map(fontCatalogue.map((font) => [normalise(font.family), font]));

/** The catalogue entry a theme's font name means (case and spacing do not matter), if any. */
export function findFont(name: string | null | undefined): CatalogueFont | undefined {
  return name ? byName.get(normalise(name)) : undefined;
}

/** `inter-latin-400-normal.woff2`: fontsource's file name, also the last part of our URL. */
export function fontFileName(font: CatalogueFont, weight: number, subset: FontSubset): string {
  return `${font.slug}-${subset}-${weight}-normal.woff2`;
}

/** Where the server serves a file: `{baseUrl}/fonts/inter/inter-latin-400-normal.woff2`. */
export function fontFileUrl(font: CatalogueFont, weight: number, subset: FontSubset, baseUrl = ''): string {
  return `${baseUrl.replace(/\/+$/, '')}/fonts/${font.slug}/${fontFileName(font, weight, subset)}`;
}

/** Every file the server may serve, as `{slug}/{file}`: the allow-list of the fonts route. */
export function allFontFiles(): { font: CatalogueFont; weight: number; subset: FontSubset; file: string }[] {
  return fontCatalogue.flatMap((font) =>
    font.weights.flatMap((weight) => fontSubsets.map((subset) => ({ font, weight, subset, file: fontFileName(font, weight, subset) }))),
  );
}

/** `Inter Fallback`: a local font sized like the catalogue font, shown while it loads (font-fallbacks.ts). */
export const fallbackFamily = (font: CatalogueFont) => `${font.family} Fallback`;

/**
 * The CSS font stack for a theme font: a catalogue font first, then system fonts of its kind.
 * An unknown name gets the system stack only: it would never be downloaded, and a font the
 * visitor happens to have installed would make the app look different on every device.
 */
export function fontStackFor(name: string | null | undefined): string {
  const font = findFont(name);
  return font ? `"${font.family}", "${fallbackFamily(font)}", ${SYSTEM_FONT_STACKS[font.fallback]}` : SYSTEM_FONT_STACKS['sans-serif'];
}
