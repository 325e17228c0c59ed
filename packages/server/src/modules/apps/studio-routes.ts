import { fieldError } from '@tessera/core/error-catalogue';
import { randomUUID } from 'node:crypto';
import * as api from '@tessera/core/api/studio-apps';
import { appAccessSchema, toolbarSchema } from '@tessera/core/entities/app';
import { accessNodeSchema, BLOCK_DOCUMENT_VERSION, pageDisplayFlagsSchema } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appDomains, apps, pages } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { rebuildPublishCache } from '../pages/publisher';
import { studioAppDetail, type StudioUrls } from './app-detail';
import { isUniqueViolation } from '../../db/errors';
import { requireOwnedApp } from '../../http/studio-scope';
import { requireOwner } from '../accounts/owner-auth';

const slugTaken = () => fieldError('body.slug', 'slug_taken', { error: 'slug_taken' });
const domainTaken = () => fieldError('body.custom_domain', 'domain_taken', { error: 'domain_taken' });


/** What a new app shows before its owner has built anything: a hero and a line of text. */
function starterBlocks(name: string) {
  return [
    { id: randomUUID(), type: 'hero_block', props: { title: name, subtitle: 'Welcome to our app', ratio: 56 } },
    {
      id: randomUUID(),
      type: 'text_block',
      props: { content: '<p>This is your home page. Open the studio to add pages, blocks and your brand colours.</p>' },
    },
  ];
}

/**
 * The studio's per-app calls: create an app, its settings and its theme. Settings and theme are not
 * drafts: they reach members at once, so every change drops the cached app (and, when access
 * changed, rebuilds the publish cache, whose gating depends on it).
 */
export function registerStudioAppRoutes(scope: FastifyInstance, urls: StudioUrls) {
  const db = () => scope.services.database.db;

  route(scope, api.createAppContract, async ({ body, request }) => {
    const { owner } = await requireOwner(request);
    const [existing] = await db().select({ id: apps.id }).from(apps).where(eq(apps.slug, body.slug)).limit(1);
    if (existing) throw slugTaken();
    let app;
    try {
      app = await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(apps)
          .values({
            accountId: owner.account_id,
            slug: body.slug,
            name: body.name,
            theme: defaultTheme,
            toolbar: toolbarSchema.parse({}),
            access: appAccessSchema.parse({}),
            languages: ['en'],
            defaultLocale: 'en',
          })
          .returning();
        const homeId = randomUUID();
        await tx.insert(pages).values({
          id: homeId,
          appId: created!.id,
          rootId: homeId,
          parentId: null,
          position: 0,
          path: '/',
          title: 'Home',
          contentType: 'generic',
          blocks: { schema_version: BLOCK_DOCUMENT_VERSION, blocks: starterBlocks(body.name) },
          access: accessNodeSchema.parse({}),
          display: pageDisplayFlagsSchema.parse({ is_root: true, show_back_button: false }),
          isPublished: true,
        });
        const [withHome] = await tx.update(apps).set({ homePageId: homeId }).where(eq(apps.id, created!.id)).returning();
        await rebuildPublishCache(tx, created!.id);
        return withHome!;
      });
    } catch (error) {
      // Another request took the slug between the check and the insert.
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
    // The registry remembers misses: the new slug must be looked up again.
    scope.services.registry.invalidate();
    return { app: await studioAppDetail(db(), app, { urls, request }) };
  });

  route(scope, api.studioAppContract, async ({ params, request }) => {
    const { app } = await requireOwnedApp(request, params.appId);
    return { app: await studioAppDetail(db(), app, { urls, request }) };
  });

  route(scope, api.updateAppSettingsContract, async ({ params, body, request }) => {
    const { app } = await requireOwnedApp(request, params.appId);
    const languages = body.languages ? [...new Set(body.languages)] : app.languages;
    const defaultLocale = body.default_locale ?? app.defaultLocale;
    if (!languages.includes(defaultLocale)) {
      throw fieldError('body.default_locale', 'default_locale_not_offered');
    }
    if (body.custom_domain) checkCustomDomain(body.custom_domain, urls);
    const updated = await db().transaction(async (tx) => {
      if (body.custom_domain !== undefined) {
        if (body.custom_domain) {
          const [other] = await tx
            .select({ appId: appDomains.appId })
            .from(appDomains)
            .where(and(eq(appDomains.domain, body.custom_domain), ne(appDomains.appId, app.id)))
            .limit(1);
          if (other) throw domainTaken();
        }
        await tx.delete(appDomains).where(and(eq(appDomains.appId, app.id), body.custom_domain ? ne(appDomains.domain, body.custom_domain) : undefined));
        if (body.custom_domain) await tx.insert(appDomains).values({ domain: body.custom_domain, appId: app.id }).onConflictDoNothing();
      }
      const [row] = await tx
        .update(apps)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.access !== undefined ? { access: body.access } : {}),
          ...(body.show_made_with_badge !== undefined ? { showMadeWithBadge: body.show_made_with_badge } : {}),
          ...(body.toolbar !== undefined ? { toolbar: body.toolbar } : {}),
          ...(body.google_client_id !== undefined ? { googleClientId: body.google_client_id || null } : {}),
          ...(body.apple_client_id !== undefined ? { appleClientId: body.apple_client_id || null } : {}),
          languages,
          defaultLocale,
          updatedAt: sql`now()`,
        })
        .where(eq(apps.id, app.id))
        .returning();
      // Whether a page goes to everyone or only to viewers the engine grants depends on the app's access.
      if (body.access !== undefined) await rebuildPublishCache(tx, app.id);
      return row!;
    }).catch((error: unknown) => {
      // Another app took the domain between the check and the insert.
      if (isUniqueViolation(error)) throw domainTaken();
      throw error;
    });
    scope.services.registry.invalidate();
    if (body.access !== undefined) scope.services.publishCache.invalidateApp(app.id);
    return { app: await studioAppDetail(db(), updated, { urls, request }) };
  });

  route(scope, api.updateThemeContract, async ({ params, body, request }) => {
    const { app } = await requireOwnedApp(request, params.appId);
    const [updated] = await db().update(apps).set({ theme: body, updatedAt: sql`now()` }).where(eq(apps.id, app.id)).returning();
    scope.services.registry.invalidate();
    return { app: await studioAppDetail(db(), updated!, { urls, request }) };
  });
}

/**
 * PUBLIC_URL's host and its sub-domains are the apps' own addresses: a custom domain there would
 * take another app's address over (domains are resolved first).
 */
function checkCustomDomain(domain: string, urls: StudioUrls) {
  const publicHost = urls.publicUrl ? new URL(urls.publicUrl).hostname.toLowerCase() : null;
  if (publicHost && (domain === publicHost || domain.endsWith(`.${publicHost}`))) {
    throw fieldError('body.custom_domain', 'own_domain');
  }
}
