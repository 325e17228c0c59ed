import { evaluateAppAccess } from '@tessera/core/access/app-access';
import { indexAccessTree, evaluateTreePage, type AccessIndex, type TreeDecision } from '@tessera/core/access/tree-access';
import type { AccessTree } from '@tessera/core/entities/page';
import type { AppContext } from '../../context/app-context';
import type { PreparedDocument } from './publish-cache';

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
 * The one server-side access decision for a page: the app's gate first (SPEC §6 app-level rules),
 * then the page's rules through its published access tree. Null when the page is unknown.
 */
export async function decidePageAccess(ctx: AppContext, args: { pageId: string; rootId: string }): Promise<TreeDecision | null> {
  const viewer = await ctx.viewer();
  const appDecision = evaluateAppAccess({ app: ctx.app.publicConfig.access, viewer, isForced: false, isFromChild: false });
  if (!appDecision.result.granted) return { ...appDecision, effectivePageId: null, progressRootId: null };
  const index = await accessIndexFor(ctx, args.rootId);
  if (!index) return null;
  return evaluateTreePage({ index, pageId: args.pageId, viewer, now: ctx.now() });
}
