import { z } from 'zod';
import { HEX_COLOR_INVALID } from '../messages';
import { normalizeThemeColors } from '../theme-math';
import { appLooks, cardStyles, DEFAULT_BRAND_COLORS, HEX_COLOR_PATTERN, rgbFieldOf, themeColorFields, type ThemeRgbField } from './theme-values';

export { appLooks, brandColorSlots, cardStyles, DEFAULT_BRAND_COLORS, HEX_COLOR_PATTERN, rgbFieldOf, themeColorFields } from './theme-values';
export type { BrandColorSlot, ThemeColorField, ThemeRgbField } from './theme-values';

/** SPEC §5: 6 hex digits with an optional `#`; stored as `#` and lower case (see `normalizeThemeColors`). */
export const hexColorSchema = z.string().max(7, { error: HEX_COLOR_INVALID, abort: true }).regex(HEX_COLOR_PATTERN, HEX_COLOR_INVALID);

/** A colour's rgb form as CSS custom properties want it: `92, 41, 211`. */
export const rgbTripletSchema = z.string().regex(/^\d{1,3}, \d{1,3}, \d{1,3}$/);

/** SPEC §3 Theme. Colours are stored as hex; rgb forms are derived (`themeViewOf` in theme-math). */
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

/** What an owner sends: any spelling SPEC allows (`5C29D3`, `#5c29d3`), kept in one (`#5c29d3`). */
export const themeInputSchema = themeSchema.transform(normalizeThemeColors);

const rgbShape = Object.fromEntries(themeColorFields.map((field) => [rgbFieldOf(field), rgbTripletSchema])) as Record<ThemeRgbField, typeof rgbTripletSchema>;

/**
 * A theme as the server answers it (SPEC §3 "colour fields (hex and rgb)"): every colour in hex
 * (`primary_color: "#5c29d3"`) and in rgb (`primary_color_rgb: "92, 41, 211"`). The rgb forms are
 * derived from the hex ones; a client sending them back has them ignored.
 */
export const themeViewSchema = themeSchema.extend(rgbShape);
export type ThemeView = z.infer<typeof themeViewSchema>;

/**
 * A stored theme, field by field: a field that no longer passes (written before a rule existed) is
 * read as its default, so one old value cannot take an app's theme down.
 */
export function readTheme(stored: unknown): Theme {
  return readFieldByField(themeSchema, stored);
}

/** Each field of an object schema parsed on its own, its default (or the schema's failure) otherwise. */
export function readFieldByField<S extends z.ZodObject>(schema: S, stored: unknown): z.output<S> {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const read: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = field.safeParse(value[key]);
    read[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return read as z.output<S>;
}
