import { z } from 'zod';
import { appLooks, cardStyles, DEFAULT_BRAND_COLORS, HEX_COLOR_PATTERN } from './theme-values';

export { appLooks, brandColorSlots, cardStyles, DEFAULT_BRAND_COLORS, HEX_COLOR_PATTERN } from './theme-values';
export type { BrandColorSlot } from './theme-values';

export const hexColorSchema = z.string().max(7).regex(HEX_COLOR_PATTERN, 'Must be a 6-digit hex colour');

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
