import { evaluateAppAccess } from '@tessera/core/access/app-access';
import type { PageDecision } from '@tessera/core/access/page-access';
import { indexAccessTree, evaluateTreePage, type AccessIndex, type TreeDecision } from '@tessera/core/access/tree-access';
import type { Viewer } from '@tessera/core/access/viewer';
import type { AppAccess } from '@tessera/core/entities/app';
import type { AccessTree } from '@tessera/core/entities/page';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import type { PreparedDocument } from './publish-cache';
import { publishedAccessTrees } from './schema';

function indexOf(doc: PreparedDocument): AccessIndex {
  doc.parsed ??= indexAccessTree(JSON.parse(doc.body.toString('utf8')) as AccessTree);
  return doc.parsed as AccessIndex;
}

/** The published access tree of a root, indexed (parsed once per published version). */
export async function accessIndexFor(ctx: AppContext, rootId: string): Promise<AccessIndex | null> {
  const tree = await ctx.services.publishCache.getAccessTree(ctx.app.id, rootId);
  return tree ? indexOf(tree) : null;
}

/**
 * Several roots' published access trees, indexed, read in one query for work outside a request
 * (a reminder sweep deciding pages for many members); requests use the publish cache above.
 */
export async function accessIndexesOf(db: Db, appId: string, rootIds: readonly string[]): Promise<Map<string, AccessIndex>> {
  if (rootIds.length === 0) return new Map();
  const rows = await db
    .select({ rootId: publishedAccessTrees.rootId, body: publishedAccessTrees.body })
    .from(publishedAccessTrees)
    .where(and(eq(publishedAccessTrees.appId, appId), inArray(publishedAccessTrees.rootId, [...rootIds])));
  return new Map(rows.map((row) => [row.rootId, indexAccessTree(JSON.parse(row.body) as AccessTree)]));
}

/** SPEC §6's app-level gate as every page decision starts with it (browsing, neither forced nor from a child). */
export const appGate = (app: AppAccess, viewer: Viewer): PageDecision => evaluateAppAccess({ app, viewer, isForced: false, isFromChild: false });

/**
 * The one server-side access decision for a page: the app's gate first (SPEC §6 app-level rules),
 * then the page's rules through its published access tree. Null when the page is unknown.
 */
export async function decidePageAccess(ctx: AppContext, args: { pageId: string; rootId: string }): Promise<TreeDecision | null> {
  const viewer = await ctx.viewer();
  const appDecision = appGate(ctx.app.publicConfig.access, viewer);
  if (!appDecision.result.granted) return { ...appDecision, effectivePageId: null, progressRootId: null };
  const index = await accessIndexFor(ctx, args.rootId);
  if (!index) return null;
  return evaluateTreePage({ index, pageId: args.pageId, viewer, now: ctx.now() });
}
