import { brandColorSlots, HEX_COLOR_PATTERN, rgbFieldOf, themeColorFields } from './entities/theme-values';
import { fontStackFor } from './fonts';
import type { appLooks, BrandColorSlot, Theme, ThemeView } from './entities/theme';
import type { BlockColor, ColorMode } from './entities/page';

/**
 * The one place colours are computed. Web, blocks and studio apply the CSS custom properties of
 * `themeCssVariables` and read only `var(--…)`; nothing else derives a colour from a theme.
 */

export type Rgb = { r: number; g: number; b: number };
export type AppLook = (typeof appLooks)[number];

/** SPEC §9 text colours and the brightness threshold between them. */
export const DARK_TEXT_COLOR = '#384250';
export const LIGHT_TEXT_COLOR = '#ffffff';
export const BRIGHTNESS_THRESHOLD = 150;

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value);
}

/** `5C29D3` or `#5c29d3` → `#5c29d3`. Anything but 6 hex digits (3-digit shorthand too) throws. */
export function normalizeHex(hex: string): string {
  if (!isHexColor(hex)) throw new Error(`Not a 6-digit hex colour: ${JSON.stringify(hex)}`);
  return `#${hex.replace('#', '').toLowerCase()}`;
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(normalizeHex(hex).slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `r, g, b`: the form `rgba(var(--color-primary-rgb), 0.5)` needs. */
export function rgbTriplet(hex: string): string {
  const { r, g, b } = hexToRgb(hex);
  return `${r}, ${g}, ${b}`;
}

/** A theme with every colour in one spelling (`#5c29d3`): how themes are stored. */
export function normalizeThemeColors<T extends Theme>(theme: T): T {
  const normalized = { ...theme };
  for (const field of themeColorFields) normalized[field] = normalizeHex(theme[field]);
  return normalized;
}

/** A theme as answered (SPEC §3): colours normalised, each with its rgb form beside it. */
export function themeViewOf(theme: Theme): ThemeView {
  const view = { ...normalizeThemeColors(theme) } as ThemeView;
  for (const field of themeColorFields) view[rgbFieldOf(field)] = rgbTriplet(theme[field]);
  return view;
}

/** Perceived brightness 0–255, weights 299/587/114 over 1000 (SPEC §9). */
export function brightness(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * Text colour for a background. Strictly above 150 the background counts as light and gets the
 * dark text #384250; at exactly 150 and below it gets white. (`#969696` has brightness 150 →
 * white; `#979797` has 151 → dark.)
 */
export function textColorFor(backgroundHex: string): string {
  return brightness(backgroundHex) > BRIGHTNESS_THRESHOLD ? DARK_TEXT_COLOR : LIGHT_TEXT_COLOR;
}

/** SPEC §9 shape of each look: corner radii in px of cards and of inputs/buttons. */
export const LOOKS: Record<AppLook, { card: number; input: number }> = {
  rounded: { card: 16, input: 24 },
  square: { card: 3, input: 3 },
  default: { card: 6, input: 12 },
};

/** WCAG 2 relative luminance (sRGB channels linearised). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 AA for normal-size text: the contrast a colour needs to be read as text. */
export const AA_TEXT_RATIO = 4.5;

/** WCAG contrast ratio, 1 (same) to 21 (black on white), whichever order the colours come in. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `b` mixed into `a`, channel by channel. */
export function mixHex(a: string, b: string, weight: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const mix = (p: number, q: number) => p + (q - p) * weight;
  return rgbToHex({ r: mix(x.r, y.r), g: mix(x.g, y.g), b: mix(x.b, y.b) });
}

/** Block colours that are not brand slots: fixed greys every app shares. */
export const FIXED_BLOCK_COLORS = {
  white: '#ffffff',
  light_grey: '#eef1f4',
  grey: '#8b95a1',
  black: '#000000',
} as const satisfies Partial<Record<BlockColor, string>>;

const cssName = (slot: string) => slot.replace(/_/g, '-');

/** `var(--color-light-grey)`: how blocks paint a block colour. */
export function blockColorVar(color: BlockColor): string {
  return `var(--color-${cssName(color)})`;
}
/** The readable text colour on a block colour. */
export function blockColorOnVar(color: BlockColor): string {
  return `var(--color-on-${cssName(color)})`;
}

/** A block's background band (SPEC §5: null or an allowed colour) as the variables its CSS reads. */
export function blockPaintVariables(color: BlockColor | null): Record<'--block-bg' | '--block-fg', string> | undefined {
  return color === null ? undefined : { '--block-bg': blockColorVar(color), '--block-fg': blockColorOnVar(color) };
}

/**
 * Fonts are never fetched from elsewhere (the CSP allows only this origin): a font of the
 * self-hosted catalogue (`fonts.ts`) comes first, followed by system fonts of its kind; any other
 * name gets the system stack alone, so nothing the owner typed ever reaches the CSS.
 */
export function fontStack(name: string): string {
  return fontStackFor(name);
}

const CARD_SHADOWS: Record<ColorMode, string> = {
  light: '0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08)',
  dark: '0 1px 3px rgba(0, 0, 0, 0.5)',
};

/**
 * Every CSS custom property of a theme in one colour mode. Light mode sits on the brand's light
 * colour with white cards; dark mode on the brand's dark colour with slightly lifted cards.
 * Text colours follow the background's brightness, so an owner's odd choice stays readable.
 *
 * A page may paint its own background (page props `background_color`, one of the block colours):
 * then the background, text, muted text, borders, cards and their shadows all follow that colour,
 * light cards on a light one and lifted cards on a dark one, so nothing on the page turns
 * unreadable. The set of properties is the same either way, so applying one set replaces another.
 */
export function themeCssVariables(theme: Theme, colorMode: ColorMode, backgroundColor: BlockColor | null = null): Record<string, string> {
  const vars: Record<string, string> = {};
  const addColor = (name: string, hex: string) => {
    const color = normalizeHex(hex);
    vars[`--color-${name}`] = color;
    vars[`--color-${name}-rgb`] = rgbTriplet(color);
    vars[`--color-on-${name}`] = textColorFor(color);
  };

  const brand: Record<BrandColorSlot, string> = {
    primary: theme.primary_color,
    secondary: theme.secondary_color,
    secondary_2: theme.secondary_2_color,
    secondary_3: theme.secondary_3_color,
    dark: theme.dark_color,
    light: theme.light_color,
  };
  for (const slot of brandColorSlots) addColor(cssName(slot), brand[slot]);
  for (const [name, hex] of Object.entries(FIXED_BLOCK_COLORS)) addColor(cssName(name), hex);
  addColor('brand', theme.brand_color);

  const modeBg = normalizeHex(colorMode === 'dark' ? theme.dark_color : theme.light_color);
  const pageBg = backgroundColor ? vars[`--color-${cssName(backgroundColor)}`] : undefined;
  const bg = pageBg ?? modeBg;
  const isDark = pageBg ? textColorFor(pageBg) === LIGHT_TEXT_COLOR : colorMode === 'dark';
  const surface = isDark ? mixHex(bg, '#ffffff', 0.08) : '#ffffff';
  const text = textColorFor(bg);
  addColor('bg', bg);
  addColor('surface', surface);
  vars['--color-text'] = text;
  vars['--color-text-rgb'] = rgbTriplet(text);
  vars['--color-text-muted'] = `rgba(${rgbTriplet(text)}, 0.8)`; // 0.8 keeps small muted text above WCAG AA
  vars['--color-border'] = `rgba(${rgbTriplet(text)}, ${isDark ? 0.16 : 0.12})`;
  // Links in the brand colour where it reads on the page and on its cards (WCAG AA), else in the text colour.
  const primary = vars['--color-primary']!;
  vars['--color-link'] = Math.min(contrastRatio(primary, bg), contrastRatio(primary, surface)) >= AA_TEXT_RATIO ? primary : text;

  const look = LOOKS[theme.app_look];
  vars['--radius-card'] = `${look.card}px`;
  vars['--radius-input'] = `${look.input}px`;
  vars['--shadow-card'] = theme.card_style === 'raised' ? CARD_SHADOWS[isDark ? 'dark' : 'light'] : 'none';
  vars['--font-heading'] = fontStack(theme.heading_font);
  vars['--font-body'] = fontStack(theme.body_font);
  return vars;
}
