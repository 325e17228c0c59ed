import { publicAppConfigSchema, readToolbar, type PublicAppConfig } from '@tessera/core/entities/app';
import { readTheme } from '@tessera/core/entities/theme';
import { themeViewOf } from '@tessera/core/theme-math';
import type { AppLifecycle } from '../../context/extensions';
import type { TenantApp } from '../../context/tenant-app';
import type { Db } from '../../db/client';
import type { AppRow } from './schema';

export type Navigation = NonNullable<AppLifecycle['navigation']>;

/**
 * Builds what every visitor of an app may know about it (injected into index.html, GET /api/app).
 * `studioOrigin` is PUBLIC_URL's origin: the studio's preview frames the app from there.
 */
export async function loadTenantApp(db: Db, row: AppRow, args: { studioOrigin?: string; navigation: Navigation }): Promise<TenantApp> {
  const navigation = await args.navigation(db, row);
  const publicConfig: PublicAppConfig = publicAppConfigSchema.parse({
    slug: row.slug,
    name: row.name,
    theme: themeViewOf(readTheme(row.theme)),
    toolbar: readToolbar(row.toolbar),
    access: row.access,
    show_made_with_badge: row.showMadeWithBadge,
    languages: row.languages,
    default_locale: row.defaultLocale,
    home_path: navigation.home_path ?? '/',
    menu: navigation.menu ?? [],
    studio_origin: args.studioOrigin ?? '',
  });
  return {
    id: row.id,
    accountId: row.accountId,
    slug: row.slug,
    name: row.name,
    defaultLocale: row.defaultLocale,
    homePageId: row.homePageId,
    googleClientId: row.googleClientId,
    appleClientId: row.appleClientId,
    publicConfig,
    publicConfigJson: JSON.stringify(publicConfig),
  };
}
