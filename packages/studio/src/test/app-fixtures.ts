import { studioAppDetailSchema, type StudioAppDetail } from '@tessera/core/api/studio-apps';
import { appAccessSchema, toolbarSchema } from '@tessera/core/entities/app';
import { defaultTheme } from '@tessera/core/entities/theme';
import { demoApp } from './fixtures';

export const PREVIEW_ORIGIN = 'https://demo.apps.example.test';

/** The demo app as GET /studio/apps/:appId answers it (schema-checked, so a fixture cannot drift). */
export function appDetail(overrides: Partial<StudioAppDetail> = {}): StudioAppDetail {
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
    theme: defaultTheme,
    home_page_id: null,
    app_url: `${PREVIEW_ORIGIN}/`,
    preview_url: `${PREVIEW_ORIGIN}/?page-builder`,
    published_at: null,
    has_unpublished_changes: false,
    ...overrides,
  });
}
