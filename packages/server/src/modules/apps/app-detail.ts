import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { readToolbar } from '@tessera/core/entities/app';
import { readTheme } from '@tessera/core/entities/theme';
import { themeViewOf } from '@tessera/core/theme-math';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwnerContext } from '../accounts/studio-scope';
import { appDomains, type AppRow } from './schema';

/** Where the server is reached, from its configuration. */
export type StudioUrls = { publicUrl: string | undefined; defaultAppSlug: string | undefined };

declare module '../../context/services' {
  interface Services {
    urls: StudioUrls;
  }
}

const isIpHost = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[');

/**
 * Where members open an app (see the tenancy order in `tenancy/resolve-app.ts`): its custom domain
 * (with PUBLIC_URL's scheme), else its sub-domain of PUBLIC_URL, else — without PUBLIC_URL, as in
 * development — the default app at the address the studio itself is served from. Other apps have
 * no address of their own until PUBLIC_URL or a custom domain is set; they get the sub-domain form.
 */
export function appUrlOf(args: { slug: string; customDomain: string | null; urls: StudioUrls; requestOrigin: string }): string {
  const base = new URL(args.urls.publicUrl ?? args.requestOrigin);
  if (args.customDomain) return `${base.protocol}//${args.customDomain}`;
  if (args.urls.publicUrl && !isIpHost(base.hostname)) return `${base.protocol}//${args.slug}.${base.host}`;
  if (args.slug === args.urls.defaultAppSlug) return base.origin;
  return `${base.protocol}//${args.slug}.${base.host}`;
}

export const previewUrlOf = (appUrl: string) => `${appUrl}/?page-builder`;


export async function customDomainOf(db: Db, appId: string): Promise<string | null> {
  const [row] = await db
    .select({ domain: appDomains.domain })
    .from(appDomains)
    .where(eq(appDomains.appId, appId))
    .orderBy(asc(appDomains.createdAt), asc(appDomains.domain))
    .limit(1);
  return row?.domain ?? null;
}

/** The app as the studio's app screens see it. */
/** `requestOrigin`: where the studio was reached, the app's address when nothing else gives one. */
export async function studioAppDetail(ctx: OwnerContext, app: AppRow, requestOrigin: string): Promise<StudioAppDetail> {
  const [customDomain, ...pending] = await Promise.all([
    customDomainOf(ctx.db, app.id),
    ...ctx.services.extensions.appLifecycle.map((part) => part.hasUnpublishedChanges?.(ctx.db, app.id) ?? false),
  ]);
  const appUrl = appUrlOf({ slug: app.slug, customDomain, urls: ctx.services.urls, requestOrigin });
  return {
    id: app.id,
    slug: app.slug,
    name: app.name,
    access: app.access,
    show_made_with_badge: app.showMadeWithBadge,
    languages: app.languages,
    default_locale: app.defaultLocale,
    custom_domain: customDomain,
    google_client_id: app.googleClientId,
    apple_client_id: app.appleClientId,
    toolbar: readToolbar(app.toolbar),
    theme: themeViewOf(readTheme(app.theme)),
    home_page_id: app.homePageId,
    app_url: appUrl,
    preview_url: previewUrlOf(appUrl),
    published_at: app.publishedAt?.toISOString() ?? null,
    has_unpublished_changes: pending.some(Boolean),
  };
}
