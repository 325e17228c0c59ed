import { z } from 'zod';

/** Hex colours are 6 digits with an optional leading # (SPEC §5). */
export const HEX_COLOR_PATTERN = /^#?[0-9a-fA-F]{6}$/;
export const hexColorSchema = z.string().regex(HEX_COLOR_PATTERN, 'Must be a 6-digit hex colour');

/** SPEC §3 brand colour slots. */
export const brandColorSlots = ['primary', 'secondary', 'secondary_2', 'secondary_3', 'dark', 'light'] as const;
export type BrandColorSlot = (typeof brandColorSlots)[number];

/** SPEC §9 default brand colours. */
export const DEFAULT_BRAND_COLORS: Record<BrandColorSlot, string> = {
  primary: '#5c29d3',
  secondary: '#dde3e9',
  secondary_2: '#ffffff',
  secondary_3: '#ffffff',
  dark: '#000000',
  light: '#f7f8f9',
};

export const appLooks = ['default', 'rounded', 'square'] as const;
export const cardStyles = ['raised', 'flat'] as const;

/** SPEC §3 Theme. Colours are stored as hex; rgb forms are derived (see theme-math). */
export const themeSchema = z.object({
  app_look: z.enum(appLooks).default('default'),
  card_style: z.enum(cardStyles).default('raised'),
  default_color_mode: z.enum(['light', 'dark']).default('light'),
  heading_font: z.string().min(1).max(64).default('Inter'),
  body_font: z.string().min(1).max(64).default('Inter'),
  primary_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.primary),
  secondary_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.secondary),
  secondary_2_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.secondary_2),
  secondary_3_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.secondary_3),
  dark_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.dark),
  light_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.light),
  /** The colour used where one colour stands for the brand (browser chrome, manifest). */
  brand_color: hexColorSchema.default(DEFAULT_BRAND_COLORS.primary),
});
export type Theme = z.infer<typeof themeSchema>;
export const defaultTheme: Theme = themeSchema.parse({});
