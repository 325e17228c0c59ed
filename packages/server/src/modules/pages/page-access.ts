import { evaluateAppAccess } from '@tessera/core/access/app-access';
import { indexAccessTree, evaluateTreePage, type AccessIndex, type TreeDecision } from '@tessera/core/access/tree-access';
import type { AccessTree } from '@tessera/core/entities/page';
import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../http/context';
import type { PreparedDocument } from './publish-cache';
import { viewerOf } from '../../context/viewer';

function indexOf(doc: PreparedDocument): AccessIndex {
  doc.parsed ??= indexAccessTree(JSON.parse(doc.body.toString('utf8')) as AccessTree);
  return doc.parsed as AccessIndex;
}

/** The published access tree of a root, indexed (parsed once per published version). */
export async function accessIndexFor(request: FastifyRequest, rootId: string): Promise<AccessIndex | null> {
  const tree = await request.server.services.publishCache.getAccessTree(requireTenant(request).id, rootId);
  return tree ? indexOf(tree) : null;
}

/**
 * The one server-side access decision for a page: the app's gate first (SPEC §6 app-level rules),
 * then the page's rules through its published access tree. Null when the page is unknown.
 */
export async function decidePageAccess(request: FastifyRequest, args: { pageId: string; rootId: string }): Promise<TreeDecision | null> {
  const app = requireTenant(request);
  const viewer = await viewerOf(request);
  const appDecision = evaluateAppAccess({ app: app.publicConfig.access, viewer, isForced: false, isFromChild: false });
  if (!appDecision.result.granted) return { ...appDecision, effectivePageId: null, progressRootId: null };
  const index = await accessIndexFor(request, args.rootId);
  if (!index) return null;
  return evaluateTreePage({ index, pageId: args.pageId, viewer, now: new Date() });
}
