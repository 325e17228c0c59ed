import type { StudioPageSummary } from '@tessera/core/api/studio-pages';

/**
 * The pages tree as the studio shows and changes it. The server sends a flat list in tree order
 * (parent before children, by position); these pure functions derive rows, move targets and the
 * optimistic result of a change from that list, so the screen never keeps a second copy of it.
 */
export type TreeRow = {
  page: StudioPageSummary;
  /** 1 for top-level pages (aria-level). */
  level: number;
  /** Index among its siblings (0-based) and how many siblings there are (aria-posinset/setsize). */
  index: number;
  setSize: number;
  childCount: number;
};

export type MoveTarget = { parent_id: string | null; position: number };
export type MoveKind = 'up' | 'down' | 'indent' | 'outdent';
export type DropZone = 'before' | 'inside' | 'after';

type Children = Map<string | null, StudioPageSummary[]>;

/** Children by parent id (null: top level), each list by position. A page whose parent is missing counts as top level. */
export function childrenByParent(pages: readonly StudioPageSummary[]): Children {
  const ids = new Set(pages.map((page) => page.id));
  const children: Children = new Map();
  for (const page of pages) {
    const parentId = page.parent_id !== null && ids.has(page.parent_id) ? page.parent_id : null;
    const list = children.get(parentId) ?? [];
    list.push(page);
    children.set(parentId, list);
  }
  // Array.prototype.sort is stable: equal positions keep the server's order.
  for (const list of children.values()) list.sort((a, b) => a.position - b.position);
  return children;
}

function parentOf(pages: readonly StudioPageSummary[], page: StudioPageSummary): string | null {
  return page.parent_id !== null && pages.some((candidate) => candidate.id === page.parent_id) ? page.parent_id : null;
}

/** Every row in tree order; the children of a collapsed page are left out. */
export function visibleRows(pages: readonly StudioPageSummary[], collapsed: ReadonlySet<string> = new Set()): TreeRow[] {
  const children = childrenByParent(pages);
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null, level: number) => {
    const list = children.get(parentId) ?? [];
    list.forEach((page, index) => {
      // A loop in bad data would recurse forever; each page is shown once.
      if (seen.has(page.id)) return;
      seen.add(page.id);
      const childCount = children.get(page.id)?.length ?? 0;
      rows.push({ page, level, index, setSize: list.length, childCount });
      if (childCount > 0 && !collapsed.has(page.id)) walk(page.id, level + 1);
    });
  };
  walk(null, 1);
  return rows;
}

/** The ids of every page under `id` (not `id` itself). */
export function descendantIds(pages: readonly StudioPageSummary[], id: string): string[] {
  const children = childrenByParent(pages);
  const found: string[] = [];
  const stack = [...(children.get(id) ?? [])];
  while (stack.length > 0) {
    const page = stack.pop()!;
    if (found.includes(page.id) || page.id === id) continue;
    found.push(page.id);
    stack.push(...(children.get(page.id) ?? []));
  }
  return found;
}

/** True when `candidateId` is `id` or lies under it: where `id` can never be moved. */
export function isWithin(pages: readonly StudioPageSummary[], id: string, candidateId: string | null): boolean {
  if (candidateId === null) return false;
  return candidateId === id || descendantIds(pages, id).includes(candidateId);
}

/** Drops a page and everything under it. */
export function removePage(pages: readonly StudioPageSummary[], id: string): StudioPageSummary[] {
  const gone = new Set([id, ...descendantIds(pages, id)]);
  return pages.filter((page) => !gone.has(page.id));
}

/** Lays the children map out again as a flat list in tree order, with positions and roots renumbered. */
function flatten(children: Children): StudioPageSummary[] {
  const result: StudioPageSummary[] = [];
  const walk = (parentId: string | null, rootId: string | null) => {
    (children.get(parentId) ?? []).forEach((page, position) => {
      const root = rootId ?? page.id;
      result.push({ ...page, parent_id: parentId, position, root_id: root });
      walk(page.id, root);
    });
  };
  walk(null, null);
  return result;
}

/**
 * The tree after moving `id` under `target.parent_id` at `target.position` among its new siblings
 * (counted without the page itself), as the server will answer it. A move into its own subtree
 * leaves the list as it was.
 */
export function movePage(pages: readonly StudioPageSummary[], id: string, target: MoveTarget): StudioPageSummary[] {
  const moving = pages.find((page) => page.id === id);
  if (!moving || isWithin(pages, id, target.parent_id)) return [...pages];
  const children = childrenByParent(pages);
  const from = children.get(parentOf(pages, moving)) ?? [];
  children.set(
    parentOf(pages, moving),
    from.filter((page) => page.id !== id),
  );
  const to = [...(children.get(target.parent_id) ?? [])];
  to.splice(Math.max(0, Math.min(target.position, to.length)), 0, moving);
  children.set(target.parent_id, to);
  return flatten(children);
}

/** Where a keyboard move (Move up/down, Indent, Outdent) takes a page, or null when it cannot go that way. */
export function moveTarget(pages: readonly StudioPageSummary[], id: string, kind: MoveKind): MoveTarget | null {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) return null;
  const children = childrenByParent(pages);
  const parentId = parentOf(pages, page);
  const siblings = children.get(parentId) ?? [];
  const index = siblings.findIndex((sibling) => sibling.id === id);
  switch (kind) {
    case 'up':
      return index > 0 ? { parent_id: parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { parent_id: parentId, position: index + 1 } : null;
    case 'indent': {
      // Becomes the last child of the sibling above it.
      const above = siblings[index - 1];
      return above ? { parent_id: above.id, position: children.get(above.id)?.length ?? 0 } : null;
    }
    case 'outdent': {
      // Comes right after its parent, among the parent's siblings.
      if (parentId === null) return null;
      const parent = pages.find((candidate) => candidate.id === parentId)!;
      const grandparentId = parentOf(pages, parent);
      const parentIndex = (children.get(grandparentId) ?? []).findIndex((sibling) => sibling.id === parentId);
      return { parent_id: grandparentId, position: parentIndex + 1 };
    }
  }
}

/**
 * Where dropping `draggedId` on a row puts it: before or after that row among its siblings, or
 * last inside it. `under-itself` when the row is the dragged page's own descendant (or the page
 * itself, dropped inside); null when the drop changes nothing.
 */
export function dropTarget(
  pages: readonly StudioPageSummary[],
  draggedId: string,
  targetId: string,
  zone: DropZone,
): MoveTarget | 'under-itself' | null {
  const target = pages.find((page) => page.id === targetId);
  const dragged = pages.find((page) => page.id === draggedId);
  if (!target || !dragged) return null;
  if (targetId === draggedId) return zone === 'inside' ? 'under-itself' : null;
  if (isWithin(pages, draggedId, targetId)) return 'under-itself';
  const children = childrenByParent(pages);
  if (zone === 'inside') {
    const current = (children.get(targetId) ?? []).filter((page) => page.id !== draggedId);
    return { parent_id: targetId, position: current.length };
  }
  const parentId = parentOf(pages, target);
  const siblings = (children.get(parentId) ?? []).filter((page) => page.id !== draggedId);
  const index = siblings.findIndex((page) => page.id === targetId) + (zone === 'after' ? 1 : 0);
  const currentSiblings = children.get(parentOf(pages, dragged)) ?? [];
  const isSamePlace = parentOf(pages, dragged) === parentId && currentSiblings.findIndex((page) => page.id === draggedId) === index;
  return isSamePlace ? null : { parent_id: parentId, position: index };
}

/** The pages a page may be moved under with "Move to…": every page outside its own subtree. */
export function possibleParents(pages: readonly StudioPageSummary[], id: string): TreeRow[] {
  return visibleRows(pages).filter((row) => !isWithin(pages, id, row.page.id));
}

/** A title indented by its level for a <select> option, which cannot hold markup. */
export const indentLabel = (level: number, title: string) => `${'\u00a0\u00a0\u00a0'.repeat(level - 1)}${title}`;
