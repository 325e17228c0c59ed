import type { PageDraft, StudioPageSummary } from '../api/studio-pages';
import type { PageContentType, PageProps, PageReference } from '../entities/page';
import { buildPageProps } from './page-props';

/** What a preview needs of a studio page: its place in the tree and its draft. */
export type DraftPage = {
  id: string;
  parent_id: string | null;
  root_id: string;
  content_type: PageContentType;
  /** The content root the server computes; previews without it use null like an unpublished page. */
  content_root_id?: string | null;
  draft: PageDraft;
};

export type DraftPropsOptions = {
  /** The app's pages in tree order (studioPagesContract), for references, siblings and children. */
  pages?: readonly StudioPageSummary[];
  message_thread_id?: string | null;
};

type ReferencedPage = Pick<StudioPageSummary, 'id' | 'title' | 'path' | 'content_type'>;

function toReference(page: ReferencedPage): PageReference {
  // The pages list carries no image or description: previews show cards without them.
  return { page_id: page.id, title: page.title, path: page.path, page_content_type: page.content_type, image: null, description: null };
}

/**
 * The page props members will get for this draft once it is published: built by the publisher's
 * own `buildPageProps`, so a preview shows exactly what publishing makes live. Neighbours come
 * from the given pages list; the page itself appears there with its draft title and path.
 */
export function draftToPageProps(page: DraftPage, options: DraftPropsOptions = {}): PageProps {
  const { draft } = page;
  const pages = (options.pages ?? []).map((summary) => (summary.id === page.id ? { ...summary, title: draft.title, path: draft.path } : summary));
  const byId = new Map(pages.map((summary) => [summary.id, summary]));
  const inOrder = (list: StudioPageSummary[]) => [...list].sort((a, b) => a.position - b.position);
  const siblingRows = inOrder(pages.filter((summary) => summary.parent_id === page.parent_id));
  // A page the list does not hold yet (a preview without the list) is its own only sibling.
  const self: ReferencedPage = { id: page.id, title: draft.title, path: draft.path, content_type: page.content_type };
  const siblings: ReferencedPage[] = siblingRows.length > 0 ? siblingRows : [self];
  return buildPageProps(
    {
      id: page.id,
      root_id: page.root_id,
      content_root_id: page.content_root_id ?? null,
      content_type: page.content_type,
      message_thread_id: options.message_thread_id ?? null,
      fields: draft,
    },
    {
      find: (id) => byId.get(id),
      toReference,
      siblings,
      siblingIndex: Math.max(0, siblings.findIndex((sibling) => sibling.id === page.id)),
      children: inOrder(pages.filter((summary) => summary.parent_id === page.id)),
    },
  );
}
