/**
 * The zod-free values of the theme (`theme.ts` re-exports them beside its schema), so theme maths
 * can run in the member app's startup code without loading zod.
 */

/** Hex colours are 6 digits with an optional leading # (SPEC §5). */
export const HEX_COLOR_PATTERN = /^#?[0-9a-fA-F]{6}$/;

/** SPEC §3 brand colour slots. */
export const brandColorSlots = ['primary', 'secondary', 'secondary_2', 'secondary_3', 'dark', 'light'] as const;
export type BrandColorSlot = (typeof brandColorSlots)[number];

/** Every colour field of a theme: the six brand slots, then the one colour standing for the brand. */
export const themeColorFields = [...brandColorSlots.map((slot) => `${slot}_color` as const), 'brand_color'] as const;
export type ThemeColorField = (typeof themeColorFields)[number];
/** A colour field's rgb form (SPEC §3: colour fields in hex and rgb): `primary_color` → `primary_color_rgb`. */
export type ThemeRgbField = `${ThemeColorField}_rgb`;
export const rgbFieldOf = <F extends ThemeColorField>(field: F): `${F}_rgb` => `${field}_rgb`;

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
