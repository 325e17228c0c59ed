import type { PageDraft, StudioPageSummary } from '../api/studio-pages';
import { pagePropsSchema } from '../entities/page';
import type { PageContentType, PageProps, PageReference } from '../entities/page';

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

function toReference(page: Pick<StudioPageSummary, 'id' | 'title' | 'path' | 'content_type'>): PageReference {
  // The pages list carries no image or description: previews show cards without them.
  return { page_id: page.id, title: page.title, path: page.path, page_content_type: page.content_type, image: null, description: null };
}

/**
 * The page props members will get for this draft once it is published, built the way the
 * publisher builds them (page.title attribute, first schedule, track_progress hidden, OG fields
 * falling back to title, description and image), so a preview shows exactly what publishing makes
 * live. Neighbours come from the given pages list; the page itself appears there with its draft
 * title and path.
 */
export function draftToPageProps(page: DraftPage, options: DraftPropsOptions = {}): PageProps {
  const { draft } = page;
  const self = toReference({ id: page.id, title: draft.title, path: draft.path, content_type: page.content_type });
  const pages = (options.pages ?? []).map((summary) => (summary.id === page.id ? { ...summary, title: draft.title, path: draft.path } : summary));
  const byId = new Map(pages.map((summary) => [summary.id, summary]));
  const references: Record<string, PageReference> = {};
  for (const id of referencedPageIds(draft.blocks.blocks)) {
    const target = byId.get(id);
    if (target) references[id] = toReference(target);
  }
  const inOrder = (list: StudioPageSummary[]) => [...list].sort((a, b) => a.position - b.position);
  const siblingRows = inOrder(pages.filter((summary) => summary.parent_id === page.parent_id));
  const siblings = siblingRows.length > 0 ? siblingRows.map(toReference) : [self];
  const children = inOrder(pages.filter((summary) => summary.parent_id === page.id)).map(toReference);
  const [schedule] = draft.schedules;

  return pagePropsSchema.parse({
    is_root: draft.is_root,
    show_back_button: draft.show_back_button,
    show_bookmark_button: draft.show_bookmark_button,
    show_add_to_schedule_button: draft.show_add_to_schedule_button,
    show_bottom_padding: draft.show_bottom_padding,
    show_tabbar: draft.show_tabbar,
    show_view_switcher: draft.show_view_switcher,
    use_global_toolbar: draft.use_global_toolbar,
    page_id: page.id,
    root_id: page.root_id,
    content_root_id: page.content_root_id ?? null,
    page_title: draft.title,
    page_content_type: page.content_type,
    page_data: { path: draft.path },
    attributes: { ...draft.attributes, 'page.title': { type: 'string', value: draft.title } },
    blocks: draft.blocks.blocks,
    references,
    siblings,
    children,
    page_access: { granted: true, reason: null, data: null },
    is_progress_root: draft.access.is_progress_root,
    page_schedule: schedule ?? null,
    page_schedules: draft.schedules,
    page_actions: draft.actions.filter((action) => action.action_type !== 'track_progress'),
    color_mode: draft.color_mode,
    background_color: draft.background_color,
    og_title: draft.og_title ?? draft.title,
    og_description: draft.og_description ?? draft.description,
    og_image: draft.og_image ?? draft.image,
    is_commentable: draft.is_commentable,
    message_thread_id: options.message_thread_id ?? null,
  });
}
