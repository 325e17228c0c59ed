import type { AccessNode } from '../entities/page';

/** A published access tree or just its `nodes` map (page id → node). */
export type AccessNodes<T extends AccessNode = AccessNode> = Readonly<Record<string, T>>;
export type AccessNodeSource<T extends AccessNode = AccessNode> =
  AccessNodes<T> | { root_id: string; nodes: AccessNodes<T> };

export type EffectiveNode<T extends AccessNode = AccessNode> =
  /** `pageId` holds the rules; `isInherited` is true when it is an ancestor of the page asked about. */
  | { kind: 'found'; pageId: string; node: T; isInherited: boolean }
  /** The page asked about is not in the tree: callers answer 404, never a decision. */
  | { kind: 'unknown' }
  /** The parents loop back: the tree is broken and the page must fail closed (tree-access.ts). */
  | { kind: 'cycle'; pageIds: string[] };

export function nodesOf<T extends AccessNode>(source: AccessNodeSource<T>): AccessNodes<T> {
  // A nodes map holds objects under every key, so a string root_id can only mean a whole tree.
  return typeof source.root_id === 'string'
    ? (source as { nodes: AccessNodes<T> }).nodes
    : (source as AccessNodes<T>);
}

/**
 * SPEC §6 rule 6: inheritance walks up the parents to the nearest node with inherit false.
 *
 * - A node with inherit true and no parent (a root) holds its own rules.
 * - A parent id that is not in the tree (unpublished, deleted, another root's tree) stops the walk:
 *   the last node found holds the rules. Failing closed here would lock whole subtrees over a
 *   dangling id; the node's own flags are the owner's latest word about it.
 * - A loop is refused with `cycle`: no node in it can claim to be the nearest non-inheriting one.
 */
export function effectiveNode<T extends AccessNode>(
  source: AccessNodeSource<T>,
  pageId: string,
): EffectiveNode<T> {
  const nodes = nodesOf(source);
  let currentId = pageId;
  let current = nodes[currentId];
  if (current === undefined) return { kind: 'unknown' };
  // A Set keeps the walk linear on deep trees; its insertion order is the path for the report.
  const seen = new Set([currentId]);
  while (current.inherit && current.parent !== null) {
    const parentId: string = current.parent;
    const parent: T | undefined = nodes[parentId];
    if (parent === undefined) break;
    if (seen.has(parentId)) return { kind: 'cycle', pageIds: [...seen, parentId] };
    seen.add(parentId);
    currentId = parentId;
    current = parent;
  }
  return { kind: 'found', pageId: currentId, node: current, isInherited: currentId !== pageId };
}
