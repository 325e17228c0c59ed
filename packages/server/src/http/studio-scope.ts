import { appError } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { apps, pages } from '../db/schema/index';
import { appNotFound } from '../tenancy/resolve-app';
import { requireOwner, type OwnerAuth } from '../modules/accounts/owner-auth';

export type AppRow = typeof apps.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

export const pageNotFound = () => appError('page_not_found');

/**
 * The signed-in owner and one app of their account. Another account's app answers 404 exactly like
 * a missing one, so ids cannot be probed.
 */
export async function requireOwnedApp(request: FastifyRequest, appId: string, db: Db = request.server.services.database.db): Promise<{ auth: OwnerAuth; app: AppRow }> {
  const auth = await requireOwner(request);
  const [app] = await db
    .select()
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.accountId, auth.owner.account_id)))
    .limit(1);
  if (!app) throw appNotFound();
  return { auth, app };
}

/** A page of an app the caller already owns; a page of another app answers 404. */
export async function requireAppPage(db: Db, appId: string, pageId: string): Promise<PageRow> {
  const [page] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.appId, appId)))
    .limit(1);
  if (!page) throw pageNotFound();
  return page;
}

/** After anything members see changed: drop this instance's in-memory copies at once. */
export function invalidateMemberCaches(request: FastifyRequest, appId: string) {
  request.server.services.publishCache.invalidateApp(appId);
  request.server.services.registry.invalidate();
}
