import { isAppGateActive } from '@tessera/core/access/app-access';
import { effectiveNode } from '@tessera/core/access/inheritance';
import type { AccessNode } from '@tessera/core/entities/page';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { apps } from '../apps/schema';
import { pages, publishedAccessTrees, publishedPages } from './schema';
import { buildAccessTree, buildPageProps, toLockProps, type PageRow } from './page-props';
import { prepare } from './publish-cache';

/**
 * Writes the publish cache of a whole app in one transaction: the props of every published page
 * and the access tree of every root, built from the pages' LIVE columns only (studio drafts never
 * reach members; publishing copies them into those columns first, see `studio/publish.ts`).
 * A page's props embed its siblings, children and referenced pages, so one change can alter many
 * documents; rebuilding the whole app keeps them all consistent. Pass a transaction to make the
 * rebuild part of a larger change.
 */
export async function rebuildPublishCache(db: Db, appId: string): Promise<{ pageCount: number }> {
  return db.transaction(async (tx) => {
    // Live columns only: the studio's drafts are neither read nor needed here.
    const { draft: _draft, ...liveColumns } = getTableColumns(pages);
    const liveRows = await tx
      .select(liveColumns)
      .from(pages)
      .where(and(eq(pages.appId, appId), eq(pages.isPublished, true)))
      .orderBy(asc(pages.position), asc(pages.createdAt));
    const rows: PageRow[] = liveRows.map((row) => ({ ...row, draft: null }));
    const [app] = await tx.select({ access: apps.access }).from(apps).where(eq(apps.id, appId));
    const isAppGated = app ? isAppGateActive(app.access) : true;
    const byId = new Map(rows.map((p) => [p.id, p]));
    const nodes: Record<string, AccessNode> = Object.fromEntries(rows.map((p) => [p.id, { ...p.access, parent: p.parentId }]));
    const isGated = (pageId: string) => {
      if (isAppGated) return true;
      const found = effectiveNode(nodes, pageId);
      if (found.kind !== 'found') return true;
      const node = found.node;
      return node.is_private || node.require_purchase || node.is_scheduled || node.require_authentication;
    };
    const childrenOf = new Map<string | null, PageRow[]>();
    const roots = new Map<string, PageRow[]>();
    for (const page of rows) {
      const parentKey = page.parentId && byId.has(page.parentId) ? page.parentId : null;
      const siblings = childrenOf.get(parentKey);
      if (siblings) siblings.push(page);
      else childrenOf.set(parentKey, [page]);
      const tree = roots.get(page.rootId);
      if (tree) tree.push(page);
      else roots.set(page.rootId, [page]);
    }

    const pageRows = rows.map((page) => {
      const props = buildPageProps({ page, byId, childrenOf });
      const { text, etag } = prepare(props);
      const gated = isGated(page.id);
      return { appId, path: page.path, pageId: page.id, body: text, etag, isGated: gated, lockBody: gated ? JSON.stringify(toLockProps(props)) : null };
    });
    const treeRows = [...roots].map(([rootId, treePages]) => {
      const { text, etag } = prepare(buildAccessTree(rootId, treePages));
      return { appId, rootId, body: text, etag };
    });

    // Only documents whose bytes changed are written: a publish that changed a few pages rewrites
    // those and their neighbours, not every document of the app.
    const storedPages = await tx
      .select({ path: publishedPages.path, pageId: publishedPages.pageId, etag: publishedPages.etag, isGated: publishedPages.isGated })
      .from(publishedPages)
      .where(eq(publishedPages.appId, appId));
    const storedByPath = new Map(storedPages.map((row) => [row.path, row]));
    const livePaths = new Set(pageRows.map((row) => row.path));
    await deleteKeys(tx, { table: publishedPages, key: publishedPages.path, appId, keys: storedPages.map((row) => row.path).filter((path) => !livePaths.has(path)) });
    const changedPages = pageRows.filter((row) => {
      const stored = storedByPath.get(row.path);
      return !stored || stored.etag !== row.etag || stored.pageId !== row.pageId || stored.isGated !== row.isGated;
    });
    for (let i = 0; i < changedPages.length; i += 500) {
      await tx
        .insert(publishedPages)
        .values(changedPages.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [publishedPages.appId, publishedPages.path],
          set: {
            pageId: sql`excluded.page_id`,
            body: sql`excluded.body`,
            etag: sql`excluded.etag`,
            isGated: sql`excluded.is_gated`,
            lockBody: sql`excluded.lock_body`,
            publishedAt: sql`now()`,
          },
        });
    }

    const storedTrees = await tx
      .select({ rootId: publishedAccessTrees.rootId, etag: publishedAccessTrees.etag })
      .from(publishedAccessTrees)
      .where(eq(publishedAccessTrees.appId, appId));
    const treeEtags = new Map(storedTrees.map((row) => [row.rootId, row.etag]));
    const liveRoots = new Set(treeRows.map((row) => row.rootId));
    await deleteKeys(tx, {
      table: publishedAccessTrees,
      key: publishedAccessTrees.rootId,
      appId,
      keys: storedTrees.map((row) => row.rootId).filter((rootId) => !liveRoots.has(rootId)),
      cast: 'uuid',
    });
    const changedTrees = treeRows.filter((row) => treeEtags.get(row.rootId) !== row.etag);
    for (let i = 0; i < changedTrees.length; i += 500) {
      await tx
        .insert(publishedAccessTrees)
        .values(changedTrees.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [publishedAccessTrees.appId, publishedAccessTrees.rootId],
          set: { body: sql`excluded.body`, etag: sql`excluded.etag`, publishedAt: sql`now()` },
        });
    }
    return { pageCount: pageRows.length };
  });
}

/** Deletes an app's cache rows by key, with one parameter however many keys (paths hold no commas). */
async function deleteKeys(
  db: Db,
  args: { table: typeof publishedPages | typeof publishedAccessTrees; key: AnyPgColumn; appId: string; keys: string[]; cast?: 'uuid' },
) {
  if (args.keys.length === 0) return;
  const list = args.cast === 'uuid' ? sql`string_to_array(${args.keys.join(',')}, ',')::uuid[]` : sql`string_to_array(${args.keys.join(',')}, ',')`;
  await db.delete(args.table).where(and(eq(args.table.appId, args.appId), sql`${args.key} = any(${list})`));
}
