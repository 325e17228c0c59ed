import { isAppGateActive } from '@tessera/core/access/app-access';
import { effectiveNode } from '@tessera/core/access/inheritance';
import type { AccessNode } from '@tessera/core/entities/page';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps, pages, publishedAccessTrees, publishedPages } from '../../db/schema/index';
import { buildAccessTree, buildPageProps, toLockProps, type PageRow } from './page-props';
import { prepare } from './publish-cache';

/**
 * Writes the publish cache of a whole app in one transaction: the props of every published page
 * and the access tree of every root. A page's props embed its siblings, children and referenced
 * pages, so one change can alter many documents; publishing the app keeps them all consistent.
 */
export async function publishApp(db: Db, appId: string): Promise<{ pageCount: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.appId, appId), eq(pages.isPublished, true)))
      .orderBy(asc(pages.position), asc(pages.createdAt));
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

    await tx.delete(publishedPages).where(eq(publishedPages.appId, appId));
    await tx.delete(publishedAccessTrees).where(eq(publishedAccessTrees.appId, appId));

    const pageRows = rows.map((page) => {
      const props = buildPageProps({ page, byId, childrenOf });
      const { text, etag } = prepare(props);
      const gated = isGated(page.id);
      return { appId, path: page.path, pageId: page.id, body: text, etag, isGated: gated, lockBody: gated ? JSON.stringify(toLockProps(props)) : null };
    });
    for (let i = 0; i < pageRows.length; i += 500) {
      await tx.insert(publishedPages).values(pageRows.slice(i, i + 500));
    }
    const treeRows = [...roots].map(([rootId, treePages]) => {
      const { text, etag } = prepare(buildAccessTree(rootId, treePages));
      return { appId, rootId, body: text, etag };
    });
    if (treeRows.length > 0) await tx.insert(publishedAccessTrees).values(treeRows);
    return { pageCount: pageRows.length };
  });
}
