import type { AccessNode } from '../entities/page';
import { nodesOf, type AccessNodeSource } from './inheritance';

/**
 * The progress root a drip schedule counts from (SPEC §6 rule 4): the nearest node at or above
 * `pageId`, by parent links, with is_progress_root. Callers pass the effective node's page id so
 * that every page inheriting a schedule counts from the same root as the node that holds it.
 * A missing parent or a loop ends the search with no root, which drip reads as "not started".
 */
export function findProgressRoot(source: AccessNodeSource, pageId: string): string | null {
  const nodes = nodesOf(source);
  const seen = new Set<string>();
  let currentId: string | null = pageId;
  while (currentId !== null && !seen.has(currentId)) {
    const node: AccessNode | undefined = nodes[currentId];
    if (node === undefined) return null;
    if (node.is_progress_root) return currentId;
    seen.add(currentId);
    currentId = node.parent;
  }
  return null;
}
