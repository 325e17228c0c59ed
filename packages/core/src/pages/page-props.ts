import type { PageDraft } from '../api/studio-pages';
import { publishedBlocks } from '../blocks/published-blocks';
import { pagePropsSchema } from '../entities/page';
import type { PageContentType, PageProps, PageReference } from '../entities/page';

/**
 * A page as page props are built from it: its place in the tree and its editable fields in the
 * shape of a draft. The publisher passes a page's live fields (`liveDraftOf`), the studio preview
 * its draft, so both get their props from `buildPageProps` and cannot drift apart.
 */
export type PagePropsSource = {
  id: string;
  root_id: string;
  content_root_id: string | null;
  content_type: PageContentType;
  message_thread_id: string | null;
  fields: PageDraft;
};

/**
 * Page props embed neighbours for navigation, not whole collections: a page of a 100 000-page
 * shelf must not carry 100 000 siblings (publishing would grow with the square of the shelf).
 * Larger sets are read through `GET /content/{type}?page_id=`.
 */
export const SIBLING_WINDOW = 25;
export const CHILDREN_LIMIT = 100;

/**
 * The pages around a page, in whatever form its caller keeps them (`P`): the publisher its rows,
 * the studio its pages list. Only the embedded ones are turned into references.
 */
export type PageNeighbours<P> = {
  /** A page a block points at, or undefined for one that is not there (it is left out). */
  find: (pageId: string) => P | undefined;
  toReference: (page: P) => PageReference;
  /** The children of the page's parent in order, the page among them at `siblingIndex`. */
  siblings: readonly P[];
  siblingIndex: number;
  /** The page's own children in order. */
  children: readonly P[];
};

/** At most `radius` items either side of `index` (more on one side near an end). */
function around<T>(list: readonly T[], index: number, radius: number): readonly T[] {
  if (list.length <= radius * 2 + 1) return list;
  const start = Math.max(0, Math.min(index - radius, list.length - (radius * 2 + 1)));
  return list.slice(start, start + radius * 2 + 1);
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
 * SPEC §3 Page props of one page. Only what any visitor may see goes in here: member state
 * (completion, bookmarks, access decisions) comes from `/api`. The page title is also the
 * `page.title` attribute, the first schedule is the page schedule, track_progress actions stay
 * hidden, the sharing fields fall back to title, description and image, and only a window of
 * siblings and the first children are embedded.
 */
export function buildPageProps<P>(page: PagePropsSource, neighbours: PageNeighbours<P>): PageProps {
  const { fields } = page;
  const { find, toReference } = neighbours;
  const references: Record<string, PageReference> = {};
  for (const id of referencedPageIds(fields.blocks.blocks)) {
    const target = find(id);
    if (target) references[id] = toReference(target);
  }
  const [schedule] = fields.schedules;
  return pagePropsSchema.parse({
    is_root: fields.is_root,
    show_back_button: fields.show_back_button,
    show_bookmark_button: fields.show_bookmark_button,
    show_add_to_schedule_button: fields.show_add_to_schedule_button,
    show_bottom_padding: fields.show_bottom_padding,
    show_tabbar: fields.show_tabbar,
    show_view_switcher: fields.show_view_switcher,
    use_global_toolbar: fields.use_global_toolbar,
    page_id: page.id,
    root_id: page.root_id,
    content_root_id: page.content_root_id,
    page_title: fields.title,
    page_content_type: page.content_type,
    page_data: { path: fields.path },
    attributes: { ...fields.attributes, 'page.title': { type: 'string', value: fields.title } },
    // With their defaults: the member app renders them as they are, without their schemas (decision 037).
    blocks: publishedBlocks(fields.blocks.blocks),
    references,
    siblings: around(neighbours.siblings, neighbours.siblingIndex, SIBLING_WINDOW).map(toReference),
    children: neighbours.children.slice(0, CHILDREN_LIMIT).map(toReference),
    page_access: { granted: true, reason: null, data: null },
    is_progress_root: fields.access.is_progress_root,
    page_schedule: schedule ?? null,
    page_schedules: fields.schedules,
    page_actions: fields.actions.filter((action) => action.action_type !== 'track_progress'),
    color_mode: fields.color_mode,
    background_color: fields.background_color,
    og_title: fields.og_title ?? fields.title,
    og_description: fields.og_description ?? fields.description,
    og_image: fields.og_image ?? fields.image,
    is_commentable: fields.is_commentable,
    message_thread_id: page.message_thread_id,
  });
}
