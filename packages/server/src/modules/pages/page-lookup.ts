import { appError } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import { pages, type PageRow } from './schema';

export const pageNotFound = () => appError('page_not_found');

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
export function invalidateMemberCaches(ctx: { services: Services }, appId: string) {
  ctx.services.publishCache.invalidateApp(appId);
  ctx.services.registry.invalidate();
}
