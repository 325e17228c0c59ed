import type { createAppContract, updateAppSettingsContract } from '@tessera/core/api/studio-apps';
import type { ContractBody } from '@tessera/core/contract';
import { fieldError } from '@tessera/core/error-catalogue';
import { appAccessSchema, toolbarSchema } from '@tessera/core/entities/app';
import { defaultTheme, type Theme } from '@tessera/core/entities/theme';
import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import type { OwnerContext } from '../accounts/studio-scope';
import type { OwnedAppContext } from './owned-app';
import { appDomains, apps, type AppRow } from './schema';

const slugTaken = () => fieldError('body.slug', 'slug_taken', { error: 'slug_taken' });
const domainTaken = () => fieldError('body.custom_domain', 'domain_taken', { error: 'domain_taken' });

/**
 * A new app of the owner's account, with defaults everywhere; the modules that take part in an
 * app's life (pages: its home page) add theirs in the same transaction.
 */
export async function createApp(ctx: OwnerContext, input: ContractBody<typeof createAppContract>): Promise<AppRow> {
  const [existing] = await ctx.db.select({ id: apps.id }).from(apps).where(eq(apps.slug, input.slug)).limit(1);
  if (existing) throw slugTaken();
  try {
    const app = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(apps)
        .values({
          accountId: ctx.owner.account_id,
          slug: input.slug,
          name: input.name,
          theme: defaultTheme,
          toolbar: toolbarSchema.parse({}),
          access: appAccessSchema.parse({}),
          languages: ['en'],
          defaultLocale: 'en',
        })
        .returning();
      let app = created!;
      for (const part of ctx.services.extensions.appLifecycle) {
        const columns = await part.onCreated?.(tx, app);
        if (columns && Object.keys(columns).length > 0) [app] = (await tx.update(apps).set(columns).where(eq(apps.id, app.id)).returning()) as [AppRow];
      }
      return app;
    });
    // The registry remembers misses: the new slug must be looked up again.
    ctx.services.registry.invalidate();
    return app;
  } catch (error) {
    // Another request took the slug between the check and the insert.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/**
 * Settings are not drafts: they reach members at once, so every change drops the cached app and,
 * when access changed, the modules that depend on it republish in the same transaction.
 */
export async function updateAppSettings(ctx: OwnedAppContext, body: ContractBody<typeof updateAppSettingsContract>, args: { publicHost: string | null }): Promise<AppRow> {
  const { app } = ctx;
  const languages = body.languages ? [...new Set(body.languages)] : app.languages;
  const defaultLocale = body.default_locale ?? app.defaultLocale;
  if (!languages.includes(defaultLocale)) throw fieldError('body.default_locale', 'default_locale_not_offered');
  // PUBLIC_URL's host and its sub-domains are the apps' own addresses: a custom domain there would
  // take another app's address over (domains are resolved first).
  const domain = body.custom_domain;
  if (domain && args.publicHost && (domain === args.publicHost || domain.endsWith(`.${args.publicHost}`))) {
    throw fieldError('body.custom_domain', 'own_domain');
  }
  const lifecycle = ctx.services.extensions.appLifecycle;
  const updated = await ctx.db
    .transaction(async (tx) => {
      if (domain !== undefined) {
        if (domain) {
          const [other] = await tx
            .select({ appId: appDomains.appId })
            .from(appDomains)
            .where(and(eq(appDomains.domain, domain), ne(appDomains.appId, app.id)))
            .limit(1);
          if (other) throw domainTaken();
        }
        await tx.delete(appDomains).where(and(eq(appDomains.appId, app.id), domain ? ne(appDomains.domain, domain) : undefined));
        if (domain) await tx.insert(appDomains).values({ domain, appId: app.id }).onConflictDoNothing();
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
      if (body.access !== undefined) for (const part of lifecycle) await part.onAccessChanged?.(tx, app.id);
      return row!;
    })
    .catch((error: unknown) => {
      // Another app took the domain between the check and the insert.
      if (isUniqueViolation(error)) throw domainTaken();
      throw error;
    });
  ctx.services.registry.invalidate();
  if (body.access !== undefined) for (const part of lifecycle) part.onMembersViewChanged?.(app.id);
  return updated;
}

export async function updateTheme(ctx: OwnedAppContext, theme: Theme): Promise<AppRow> {
  const [updated] = await ctx.db.update(apps).set({ theme, updatedAt: sql`now()` }).where(eq(apps.id, ctx.app.id)).returning();
  ctx.services.registry.invalidate();
  return updated!;
}
