import { publicAppConfigSchema, type PublicAppConfig } from '@tessera/core/entities/app';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { apps} from '../../db/schema/index';
import { pages } from '../../db/schema/index';
import type { TenantApp } from '../../http/context';

type AppRow = typeof apps.$inferSelect;

/**
 * Builds what every visitor of an app may know about it (injected into index.html, GET /api/app).
 * `studioOrigin` is PUBLIC_URL's origin: the studio's preview frames the app from there.
 */
export async function loadTenantApp(db: Db, row: AppRow, { studioOrigin = '' }: { studioOrigin?: string } = {}): Promise<TenantApp> {
  const topLevel = await db
    .select({ id: pages.id, title: pages.title, path: pages.path })
    .from(pages)
    .where(and(eq(pages.appId, row.id), isNull(pages.parentId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.position), asc(pages.createdAt));
  const home = topLevel.find((p) => p.id === row.homePageId);
  const publicConfig: PublicAppConfig = publicAppConfigSchema.parse({
    slug: row.slug,
    name: row.name,
    theme: row.theme,
    toolbar: row.toolbar,
    access: row.access,
    show_made_with_badge: row.showMadeWithBadge,
    languages: row.languages,
    default_locale: row.defaultLocale,
    home_path: home?.path ?? '/',
    menu: topLevel.map((p) => ({ title: p.title, path: p.path })),
    studio_origin: studioOrigin,
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
