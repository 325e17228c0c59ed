import {
  pagePropsSchema,
  type AccessTree,
  type PageContentType,
  type PageProps,
  type PageReference,
} from '@tessera/core/entities/page';
import type { pages } from '../../db/schema/index';

export type PageRow = typeof pages.$inferSelect;

export function toReference(page: PageRow): PageReference {
  return {
    page_id: page.id,
    title: page.title,
    path: page.path,
    page_content_type: page.contentType as PageContentType,
    image: page.image,
    description: page.description,
  };
}

/** Every `page_id` a block's props point at, however deeply nested (collection items, actions). */
export function referencedPageIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedPageIds(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'page_id' && typeof inner === 'string') found.add(inner);
      else referencedPageIds(inner, found);
    }
  }
  return found;
}

/**
 * Page props embed neighbours for navigation, not whole collections: a page of a 100 000-page
 * shelf must not carry 100 000 siblings (publishing would grow with the square of the shelf).
 * Larger sets are read through `GET /content/{type}?page_id=`.
 */
export const SIBLING_WINDOW = 25;
export const CHILDREN_LIMIT = 100;

function around<T>(list: T[], index: number, radius: number): T[] {
  if (list.length <= radius * 2 + 1) return list;
  const start = Math.max(0, Math.min(index - radius, list.length - (radius * 2 + 1)));
  return list.slice(start, start + radius * 2 + 1);
}

/**
 * SPEC §3 Page props of one published page. Only what any visitor may see goes in here: member
 * state (completion, bookmarks, access decisions) comes from `/api`.
 */
// Where each page stands among its siblings, computed once per sibling list (not per page).
const positions = new WeakMap<PageRow[], Map<string, number>>();
function siblingsOf(page: PageRow, childrenOf: Map<string | null, PageRow[]>): PageRow[] {
  const all = childrenOf.get(page.parentId) ?? childrenOf.get(null) ?? [];
  let indexOf = positions.get(all);
  if (!indexOf) {
    indexOf = new Map(all.map((p, i) => [p.id, i]));
    positions.set(all, indexOf);
  }
  return around(all, indexOf.get(page.id) ?? 0, SIBLING_WINDOW);
}

export function buildPageProps(args: { page: PageRow; byId: Map<string, PageRow>; childrenOf: Map<string | null, PageRow[]> }): PageProps {
  const { page, byId, childrenOf } = args;
  const references: Record<string, PageReference> = {};
  for (const id of referencedPageIds(page.blocks.blocks)) {
    const target = byId.get(id);
    if (target) references[id] = toReference(target);
  }
  const [schedule] = page.schedules;
  return pagePropsSchema.parse({
    ...page.display,
    page_id: page.id,
    root_id: page.rootId,
    content_root_id: page.contentRootId,
    page_title: page.title,
    page_content_type: page.contentType,
    page_data: { path: page.path },
    attributes: { ...page.attributes, 'page.title': { type: 'string', value: page.title } },
    blocks: page.blocks.blocks,
    references,
    siblings: siblingsOf(page, childrenOf).map(toReference),
    children: (childrenOf.get(page.id) ?? []).slice(0, CHILDREN_LIMIT).map(toReference),
    page_access: { granted: true, reason: null, data: null },
    is_progress_root: page.access.is_progress_root,
    page_schedule: schedule ?? null,
    page_schedules: page.schedules,
    page_actions: page.actions.filter((a) => a.action_type !== 'track_progress'),
    color_mode: page.colorMode,
    background_color: page.backgroundColor,
    og_title: page.ogTitle ?? page.title,
    og_description: page.ogDescription ?? page.description,
    og_image: page.ogImage ?? page.image,
    is_commentable: page.isCommentable,
    message_thread_id: page.messageThreadId,
  });
}

/**
 * The page as a lock screen sees it: identity, title, display and sharing fields, its children for
 * navigation — and none of its content (blocks, attributes, referenced pages). The access decision
 * is filled in per request.
 */
export function toLockProps(props: PageProps): PageProps {
  return {
    ...props,
    attributes: { 'page.title': { type: 'string', value: props.page_title } },
    blocks: [],
    references: {},
    page_actions: [],
    is_commentable: false,
    message_thread_id: null,
    page_access: { granted: false, reason: null, data: null },
  };
}

/** The access tree of one root: every page under it with its access node and parent. */
export function buildAccessTree(rootId: string, treePages: PageRow[]): AccessTree {
  const nodes: AccessTree['nodes'] = {};
  for (const page of treePages) {
    nodes[page.id] = {
      ...page.access,
      parent: page.parentId,
      page_id: page.id,
      path: page.path,
      title: page.title,
      page_content_type: page.contentType as PageContentType,
    };
  }
  return { root_id: rootId, nodes };
}
