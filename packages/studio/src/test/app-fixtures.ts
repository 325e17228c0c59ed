import { studioAppDetailSchema, type StudioAppDetail } from '@tessera/core/api/studio-apps';
import { appAccessSchema, toolbarSchema } from '@tessera/core/entities/app';
import { defaultTheme, type Theme } from '@tessera/core/entities/theme';
import { themeViewOf } from '@tessera/core/theme-math';
import { demoApp } from './fixtures';

export const PREVIEW_ORIGIN = 'https://demo.apps.example.test';

/**
 * The demo app as GET /studio/apps/:appId answers it (schema-checked, so a fixture cannot drift);
 * a theme is given as stored and answered with its rgb forms, as the server does.
 */
export function appDetail({ theme = defaultTheme, ...overrides }: Omit<Partial<StudioAppDetail>, 'theme'> & { theme?: Theme } = {}): StudioAppDetail {
  return studioAppDetailSchema.parse({
    id: demoApp.id,
    slug: demoApp.slug,
    name: demoApp.name,
    access: appAccessSchema.parse({}),
    show_made_with_badge: true,
    languages: ['en', 'de'],
    default_locale: 'en',
    custom_domain: null,
    google_client_id: null,
    apple_client_id: null,
    toolbar: toolbarSchema.parse({}),
    theme: themeViewOf(theme),
    home_page_id: null,
    app_url: `${PREVIEW_ORIGIN}/`,
    preview_url: `${PREVIEW_ORIGIN}/?page-builder`,
    published_at: null,
    has_unpublished_changes: false,
    ...overrides,
  });
}
