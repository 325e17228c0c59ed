import { APP_SCREEN_PREFIX } from '@tessera/core/pages/app-screens';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from './schema';

/** The ids of the children of `parentId` (null: top level) in their order. */
export async function siblingIds(db: Db, appId: string, parentId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, appId), parentId ? eq(pages.parentId, parentId) : isNull(pages.parentId)))
    .orderBy(asc(pages.position), asc(pages.createdAt), asc(pages.id));
  return rows.map((row) => row.id);
}

// One parameter however many ids (a statement may carry at most 65 535 parameters).
const uuidArray = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** Numbers pages 0, 1, 2… in the given order, in one statement. */
export async function setPositions(db: Db, appId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update ${pages} set position = ordered.ord - 1
    from unnest(${uuidArray(orderedIds)}) with ordinality as ordered(id, ord)
    where ${pages.id} = ordered.id and ${pages.appId} = ${appId} and ${pages.position} <> ordered.ord - 1`);
}

/** Every page under `pageId`, and the page itself, walking the tree in the database. */
const subtree = (appId: string, pageId: string) => sql`
  with recursive subtree(id) as (
    select id from ${pages} where id = ${pageId} and app_id = ${appId}
    union all
    select child.id from ${pages} child join subtree on child.parent_id = subtree.id where child.app_id = ${appId}
  )`;

export async function subtreeIds(db: Db, appId: string, pageId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`${subtree(appId, pageId)} select id from subtree`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** True when `candidateId` is `pageId` or lies under it. */
export async function isInSubtree(db: Db, appId: string, pageId: string, candidateId: string): Promise<boolean> {
  const result = await db.execute(sql`${subtree(appId, pageId)} select 1 as found from subtree where id = ${candidateId} limit 1`);
  return rowsOf(result).length > 0;
}

/** True when `pageId` or a page under it stands at one of the member app's own screens (`/me/…`, core/pages/app-screens.ts). */
export async function holdsAppScreen(db: Db, appId: string, pageId: string): Promise<boolean> {
  const prefix = APP_SCREEN_PREFIX;
  const result = await db.execute(
    sql`${subtree(appId, pageId)} select 1 as found from ${pages} where ${pages.id} in (select id from subtree) and (${pages.path} = ${prefix} or ${pages.path} like ${`${prefix}/%`}) limit 1`,
  );
  return rowsOf(result).length > 0;
}

/** Gives a page and everything under it a new root. */
export async function setSubtreeRoot(db: Db, appId: string, pageId: string, rootId: string) {
  await db.execute(sql`${subtree(appId, pageId)} update ${pages} set root_id = ${rootId} where ${pages.id} in (select id from subtree) and ${pages.rootId} <> ${rootId}`);
}

/** Deletes a page and everything under it; answers the deleted ids and whether members could see any. */
export async function deleteSubtree(db: Db, appId: string, pageId: string): Promise<{ ids: string[]; wasAnyPublished: boolean }> {
  const result = await db.execute<{ id: string; is_published: boolean }>(
    sql`${subtree(appId, pageId)} delete from ${pages} where ${pages.id} in (select id from subtree) and ${pages.appId} = ${appId} returning ${pages.id} as id, ${pages.isPublished} as is_published`,
  );
  const rows = rowsOf<{ id: string; is_published: boolean }>(result);
  return { ids: rows.map((row) => row.id), wasAnyPublished: rows.some((row) => row.is_published) };
}

/** `execute` answers `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
