import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductItemsPart } from '../../context/extensions';
import { pages } from '../pages/schema';
import { programs } from './schema';

/**
 * The programs a product unlocks: a program is open to whoever its program page is open to (the
 * access engine decides), so a product unlocks the programs whose page it unlocks; the stages
 * under that page follow through the same engine. Shown on checkout's success screen and the
 * studio's product screen.
 */
export const programsUnlockedBy: ProductItemsPart = async (db, { appId, productId }) => {
  const rows = await db
    .select({ id: programs.id, title: programs.title, path: pages.path })
    .from(programs)
    .innerJoin(pages, and(eq(pages.id, programs.pageId), eq(pages.appId, programs.appId)))
    .where(and(eq(programs.appId, appId), eq(pages.isPublished, true), sql`${pages.access} -> 'products' @> ${JSON.stringify([{ id: productId }])}::jsonb`))
    .orderBy(asc(programs.createdAt))
    .limit(100);
  return rows.map((row) => ({ type: 'program' as const, id: row.id, title: row.title, path: row.path }));
};
