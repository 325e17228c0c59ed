import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { locales } from '../locales';
import { BACKGROUND_COLOR_NOT_ALLOWED, TOOLBAR_ALIGN_INVALID, valueBetween } from '../messages';
import { blockColors } from './page-values';
import { readFieldByField, rgbFieldOf, themeColorFields, themeViewSchema } from './theme';

// The languages themselves are zod-free in `locales.ts` (the member app's startup reads them).
export { FALLBACK_LOCALE, isLocale, locales, RTL_LOCALES } from '../locales';
export type { Locale } from '../locales';
export const localeSchema = z.enum(locales);

/** SPEC §3 App access. */
export const appAccessSchema = z.object({
  is_private: z.boolean().default(false),
  is_subscriber_only: z.boolean().default(false),
  require_sign_in: z.boolean().default(false),
  allow_anonymous_browsing: z.boolean().default(true),
  app_products: z.array(z.object({ id: z.string().max(100) })).max(100).default([]),
  purchase_overlay: z.object({ id: z.string().max(64) }).nullable().default(null),
  prompt_purchase_post_sign_up: z.boolean().default(false),
  sso_apple_enabled: z.boolean().default(false),
  sso_google_enabled: z.boolean().default(false),
});
export type AppAccess = z.infer<typeof appAccessSchema>;

export const toolbarAligns = ['left', 'center'] as const;
/** The toolbar logo's height, in percent of the toolbar: SPEC §9's default 50%, between a tenth and all of it. */
export const LOGO_HEIGHT_RATIO = { min: 10, max: 100, default: 50 } as const;
const logoRatioMessage = valueBetween(LOGO_HEIGHT_RATIO.min, LOGO_HEIGHT_RATIO.max);

/**
 * SPEC §2 Toolbar settings with SPEC §5's rules: the background is null (the theme's surface) or
 * one of the block colours, so it follows the theme; alignment is left or center.
 */
export const toolbarSchema = z.object({
  background_color: z.enum(blockColors, { error: BACKGROUND_COLOR_NOT_ALLOWED }).nullable().default(null),
  align: z.enum(toolbarAligns, { error: TOOLBAR_ALIGN_INVALID }).default('left'),
  logo: resourceUrlField.nullable().default(null),
  /** Logo height as a share of the toolbar, in percent. */
  logo_height_ratio: z
    .number({ error: logoRatioMessage })
    .int(logoRatioMessage)
    .min(LOGO_HEIGHT_RATIO.min, logoRatioMessage)
    .max(LOGO_HEIGHT_RATIO.max, logoRatioMessage)
    .default(LOGO_HEIGHT_RATIO.default),
});
export type Toolbar = z.infer<typeof toolbarSchema>;

/**
 * A stored toolbar, field by field: a value saved before SPEC §5's rules were enforced (a hex
 * background, say) reads as that field's default instead of failing the app's config.
 */
export function readToolbar(stored: unknown): Toolbar {
  return readFieldByField(toolbarSchema, stored);
}

/**
 * The theme in the public config: colours in hex and rgb (the server always sends both). The rgb
 * forms are optional here only so that a theme the studio's preview paints (hex only) fits too.
 */
const publicThemeSchema = themeViewSchema.partial(Object.fromEntries(themeColorFields.map((field) => [rgbFieldOf(field), true])) as { [K in `${(typeof themeColorFields)[number]}_rgb`]: true });

/**
 * What every visitor of an app may know about it: injected into index.html by the server so that
 * the member app paints the right brand before its first request.
 */
export const publicAppConfigSchema = z.object({
  slug: z.string(),
  name: z.string(),
  theme: publicThemeSchema,
  toolbar: toolbarSchema,
  access: appAccessSchema,
  show_made_with_badge: z.boolean(),
  languages: z.array(localeSchema),
  default_locale: localeSchema,
  home_path: z.string(),
  /** Navigation shown in the menu: top-level pages in order. */
  menu: z.array(z.object({ title: z.string(), path: z.string() })),
  /**
   * The studio's origin (PUBLIC_URL's), the only window the `?page-builder` preview listens to
   * and answers. Empty when PUBLIC_URL is unset: then the studio is served from the app's own origin.
   */
  studio_origin: z.string().default(''),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;

/** App slugs: lower-case letters, digits and dashes, 2 to 40 characters. */
export const appSlugSchema = z
  .string()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');
