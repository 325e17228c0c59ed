import type { AccessNode, AccessTree } from '../entities/page';
import { effectiveNode, nodesOf, type AccessNodes } from './inheritance';
import { evaluatePageAccess, type PageDecision } from './page-access';
import { findProgressRoot } from './progress-root';
import { isInHeldPack, type Viewer } from './viewer';

export type TreeDecision = PageDecision & {
  /** The page whose node decided (itself or the nearest non-inheriting ancestor); null for a loop. */
  effectivePageId: string | null;
  progressRootId: string | null;
};

/** A published tree with each page's children listed once, so VIEWABLE_CHILDREN costs no full scan. */
export type AccessIndex = {
  nodes: AccessNodes;
  childrenOf: ReadonlyMap<string, readonly string[]>;
};

export function indexAccessTree(source: AccessTree | AccessNodes): AccessIndex {
  const nodes = nodesOf<AccessNode>(source);
  const childrenOf = new Map<string, string[]>();
  for (const [pageId, node] of Object.entries(nodes)) {
    if (node.parent === null) continue;
    const siblings = childrenOf.get(node.parent);
    if (siblings === undefined) childrenOf.set(node.parent, [pageId]);
    else siblings.push(pageId);
  }
  return { nodes, childrenOf };
}

/** The page and its ancestors, nearest first (a loop or a missing parent ends the walk). */
export function lineageOf(source: AccessNodes | AccessTree, pageId: string): string[] {
  const nodes = nodesOf<AccessNode>(source);
  const lineage: string[] = [];
  for (let id: string | null = pageId; id !== null && nodes[id] !== undefined && !lineage.includes(id); id = nodes[id]?.parent ?? null)
    lineage.push(id);
  return lineage;
}

type TreeInput = { viewer: Viewer; now: Date; pageId: string };

/**
 * The decision for one page of a tree: SPEC §6 rule 6 (inheritance) around rules 1–5. Unknown page
 * → null (the caller's 404). A loop in the parents fails closed as IS_PRIVATE for everyone, test
 * runs included: nothing the viewer does can open a page whose rules cannot be found.
 */
export function decideTreePage({
  nodes,
  pageId,
  viewer,
  now,
}: TreeInput & { nodes: AccessNodes | AccessTree }): TreeDecision | null {
  const found = effectiveNode(nodes, pageId);
  if (found.kind === 'unknown') return null;
  if (found.kind === 'cycle') {
    return {
      result: { granted: false, reason: null, data: null },
      outcome: 'IS_PRIVATE',
      effectivePageId: null,
      progressRootId: null,
    };
  }
  const progressRootId = findProgressRoot(nodes, found.pageId);
  const isInPack = viewer.packPageIds !== undefined && isInHeldPack(viewer, lineageOf(nodes, pageId));
  const decision = evaluatePageAccess({
    node: found.node,
    pageId: found.pageId,
    progressRootId,
    viewer,
    now,
    isFromChild: found.isInherited,
    isInPack,
  });
  return { ...decision, effectivePageId: found.pageId, progressRootId };
}

/**
 * decideTreePage plus VIEWABLE_CHILDREN: a locked page with at least one direct child the viewer is
 * granted keeps its lock (result, reason and data unchanged; its blocks stay on the server) but says
 * so, so that the lock screen can list the children that do open instead of being a dead end.
 */
export function evaluateTreePage({
  index,
  pageId,
  viewer,
  now,
}: TreeInput & { index: AccessIndex }): TreeDecision | null {
  const decision = decideTreePage({ nodes: index.nodes, pageId, viewer, now });
  if (decision === null || decision.result.granted) return decision;
  const children = index.childrenOf.get(pageId) ?? [];
  const hasViewableChild = children.some(
    (childId) =>
      decideTreePage({ nodes: index.nodes, pageId: childId, viewer, now })?.result.granted === true,
  );
  return hasViewableChild ? { ...decision, outcome: 'VIEWABLE_CHILDREN' } : decision;
}
