import { z } from 'zod';
import { defineContract } from '../contract';
import { appAccessSchema, appSlugSchema, localeSchema, toolbarSchema } from '../entities/app';
import { themeInputSchema, themeViewSchema } from '../entities/theme';
import { FIELD_REQUIRED, maxLength } from '../messages';

/**
 * The studio's per-app calls: create an app, read and change its settings and theme. Settings and
 * theme apply to the member app at once (they are not drafts: pages are). Every call is scoped to
 * the signed-in owner's account; another account's app answers 404 like a missing one.
 */
const tags = ['studio'];
export const studioAppParams = z.object({ appId: z.uuid('Invalid app id') });

/** A custom domain: host name only, lower case, no scheme, port or path. */
export const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Must be a domain like app.example.com');

/** Everything on the studio's Settings screen. */
export const appSettingsSchema = z.object({
  name: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(80, maxLength(80)),
  access: appAccessSchema,
  show_made_with_badge: z.boolean(),
  /** Languages members may pick; always contains default_locale. */
  languages: z.array(localeSchema).min(1, 'Choose at least one language'),
  default_locale: localeSchema,
  custom_domain: customDomainSchema.nullable(),
  /** OAuth client ids the app's Google/Apple ID tokens must be issued for (their audience). */
  google_client_id: z.string().trim().max(200).nullable(),
  apple_client_id: z.string().trim().max(200).nullable(),
  toolbar: toolbarSchema,
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** The app as the studio's app screens see it. */
export const studioAppDetailSchema = appSettingsSchema.extend({
  id: z.string(),
  slug: z.string(),
  /** Colours in hex and rgb (SPEC §3). */
  theme: themeViewSchema,
  home_page_id: z.string().nullable(),
  /** Where members open this app (custom domain, else sub-domain of PUBLIC_URL, else the default app's URL). */
  app_url: z.string(),
  /** The member app address the studio's full-app preview loads (app_url + `?page-builder`). */
  preview_url: z.string(),
  /** When pages were last published; null before the first publish. */
  published_at: z.string().nullable(),
  /** True when any page has a draft change that members do not see yet. */
  has_unpublished_changes: z.boolean(),
});
export type StudioAppDetail = z.infer<typeof studioAppDetailSchema>;

export const createAppContract = defineContract({
  method: 'POST',
  path: '/studio/apps',
  summary: "Create an app in the owner's account, with a home page; 409 slug_taken when the slug is in use",
  tags,
  body: z.object({ slug: appSlugSchema, name: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(80, maxLength(80)) }),
  successStatus: 201,
  response: z.object({ app: studioAppDetailSchema }),
});

export const studioAppContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId',
  summary: 'One app with its settings and theme',
  tags,
  params: studioAppParams,
  response: z.object({ app: studioAppDetailSchema }),
});

/**
 * Changes settings (every field optional; what is sent replaces what was stored). A default_locale
 * missing from languages is a 400 on `default_locale`; a domain used by another app is 409
 * domain_taken on `custom_domain`.
 */
export const updateAppSettingsContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId',
  summary: 'Change app settings',
  tags,
  params: studioAppParams,
  body: appSettingsSchema.partial(),
  response: z.object({ app: studioAppDetailSchema }),
});

/**
 * Replaces the theme; the member app paints with it on its next load. Hex colours may come with or
 * without `#` in either case (SPEC §5) and are stored as `#` and lower case; rgb forms are derived.
 */
export const updateThemeContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/theme',
  summary: 'Replace the app theme',
  tags,
  params: studioAppParams,
  body: themeInputSchema,
  response: z.object({ app: studioAppDetailSchema }),
});

/** Fonts the theme editor offers; each is self-hosted (no request leaves the server). */
export const studioFontsContract = defineContract({
  method: 'GET',
  path: '/studio/fonts',
  summary: 'Fonts a theme may use',
  tags,
  response: z.object({ fonts: z.array(z.object({ family: z.string(), category: z.enum(['sans-serif', 'serif', 'display', 'monospace']) })) }),
});
