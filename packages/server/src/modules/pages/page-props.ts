import type { AccessTree, PageContentType, PageProps, PageReference } from '@tessera/core/entities/page';
import { buildPageProps as buildPagePropsOf } from '@tessera/core/pages/page-props';
import type { PageRow } from './schema';
import { liveDraftOf } from './page-draft';

export type { PageRow };

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

// Where each page stands among its siblings, computed once per sibling list (not per page).
const positions = new WeakMap<PageRow[], Map<string, number>>();
function indexAmong(page: PageRow, siblings: PageRow[]): number {
  let indexOf = positions.get(siblings);
  if (!indexOf) {
    indexOf = new Map(siblings.map((p, i) => [p.id, i]));
    positions.set(siblings, indexOf);
  }
  return indexOf.get(page.id) ?? 0;
}

/** SPEC §3 Page props of one published page, from its live fields, with core's `buildPageProps`. */
export function buildPageProps(args: { page: PageRow; byId: Map<string, PageRow>; childrenOf: Map<string | null, PageRow[]> }): PageProps {
  const { page, byId, childrenOf } = args;
  const siblings = childrenOf.get(page.parentId) ?? childrenOf.get(null) ?? [];
  return buildPagePropsOf(
    {
      id: page.id,
      root_id: page.rootId,
      content_root_id: page.contentRootId,
      content_type: page.contentType as PageContentType,
      // A commentable page's comments thread has the page's id (messaging makes it on first use).
      message_thread_id: page.messageThreadId ?? (page.isCommentable ? page.id : null),
      fields: liveDraftOf(page),
    },
    {
      find: (id) => byId.get(id),
      toReference,
      siblings,
      siblingIndex: indexAmong(page, siblings),
      children: childrenOf.get(page.id) ?? [],
    },
  );
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
