import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductItemsPart } from '../../context/extensions';
import { pages } from './schema';

/** Published pages whose own access rules name the product (SPEC §3 Access node `products`): what buying it opens. */
export const pagesUnlockedBy: ProductItemsPart = async (db, { appId, productId }) => {
  const rows = await db
    .select({ id: pages.id, title: pages.title, path: pages.path })
    .from(pages)
    .where(and(eq(pages.appId, appId), eq(pages.isPublished, true), sql`${pages.access} -> 'products' @> ${JSON.stringify([{ id: productId }])}::jsonb`))
    .orderBy(asc(pages.position))
    .limit(100);
  return rows.map((row) => ({ type: 'page' as const, id: row.id, title: row.title, path: row.path }));
};
