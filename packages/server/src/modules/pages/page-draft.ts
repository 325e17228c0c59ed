import type { PageDraft, StudioPage, StudioPageSummary } from '@tessera/core/api/studio-pages';
import { pageDisplayFlagsSchema, type PageContentType } from '@tessera/core/entities/page';
import { sql, type SQL } from 'drizzle-orm';
import { pages } from './schema';
import type { PageRow } from './schema';

export const displayFlagKeys = Object.keys(pageDisplayFlagsSchema.shape) as (keyof typeof pageDisplayFlagsSchema.shape)[];

/** The live (member-visible) fields of a page, in the shape of a draft. */
export function liveDraftOf(page: PageRow): PageDraft {
  const display = pageDisplayFlagsSchema.parse(page.display);
  return {
    ...display,
    title: page.title,
    path: page.path,
    description: page.description,
    image: page.image,
    tags: page.tags,
    blocks: page.blocks,
    attributes: page.attributes,
    access: page.access,
    schedules: page.schedules,
    actions: page.actions,
    color_mode: page.colorMode as PageDraft['color_mode'],
    background_color: page.backgroundColor as PageDraft['background_color'],
    og_title: page.ogTitle,
    og_description: page.ogDescription,
    og_image: page.ogImage,
    is_commentable: page.isCommentable,
  };
}

/** What the studio edits: the draft when there is one, else the live fields. */
export function currentDraftOf(page: PageRow): PageDraft {
  const draft = page.draft ?? liveDraftOf(page);
  // The tree, not the draft, decides where a page hangs: its access node follows its parent.
  return { ...draft, access: { ...draft.access, parent: page.parentId } };
}

/** The columns a draft becomes when it is created or copied as a page's live fields. */
export function liveColumnsOf(draft: PageDraft, parentId: string | null) {
  return {
    title: draft.title,
    path: draft.path,
    description: draft.description,
    image: draft.image,
    tags: draft.tags,
    blocks: draft.blocks,
    attributes: draft.attributes,
    access: { ...draft.access, parent: parentId },
    schedules: draft.schedules,
    actions: draft.actions,
    display: Object.fromEntries(displayFlagKeys.map((key) => [key, draft[key]])) as PageRow['display'],
    colorMode: draft.color_mode,
    backgroundColor: draft.background_color,
    ogTitle: draft.og_title,
    ogDescription: draft.og_description,
    ogImage: draft.og_image,
    isCommentable: draft.is_commentable,
  };
}

// Keys are our own schema's names (checked), so they may be written into SQL as literals.
const key = (name: string) => {
  if (!/^[a-z_0-9]+$/.test(name)) throw new Error(`unsafe draft key ${name}`);
  return sql.raw(`'${name}'`);
};
const text = (name: string) => sql`${pages.draft}->>${key(name)}`;
const json = (name: string) => sql`${pages.draft}->${key(name)}`;

/**
 * The same mapping as `liveColumnsOf`, in SQL over the stored `draft` column: publishing copies
 * every draft of an app into its live columns with one statement, however many pages it has.
 */
export const liveColumnsFromDraftSql: Record<string, SQL> = {
  title: text('title'),
  path: text('path'),
  description: text('description'),
  image: text('image'),
  tags: json('tags'),
  blocks: json('blocks'),
  attributes: json('attributes'),
  access: sql`jsonb_set(${json('access')}, '{parent}', coalesce(to_jsonb(${pages.parentId}), 'null'::jsonb))`,
  schedules: json('schedules'),
  actions: json('actions'),
  display: sql`jsonb_build_object(${sql.join(
    displayFlagKeys.map((name) => sql`${key(name)}::text, ${json(name)}`),
    sql`, `,
  )})`,
  colorMode: text('color_mode'),
  backgroundColor: text('background_color'),
  ogTitle: text('og_title'),
  ogDescription: text('og_description'),
  ogImage: text('og_image'),
  isCommentable: sql`(${text('is_commentable')})::boolean`,
};

export function studioPageOf(page: PageRow, homePageId: string | null): StudioPage {
  return {
    id: page.id,
    parent_id: page.parentId,
    root_id: page.rootId,
    position: page.position,
    content_type: page.contentType as PageContentType,
    is_home: page.id === homePageId,
    is_published: page.isPublished,
    has_draft: page.draft !== null,
    draft: currentDraftOf(page),
    revision: page.revision,
  };
}

export type SummaryRow = Omit<StudioPageSummary, 'is_home'> & { created_at: Date };

/** Columns of the pages tree: titles and paths as the studio sees them (the draft's when there is one). */
export const summaryColumns = {
  id: pages.id,
  parent_id: pages.parentId,
  root_id: pages.rootId,
  position: pages.position,
  title: sql<string>`coalesce(${pages.draft}->>'title', ${pages.title})`,
  path: sql<string>`coalesce(${pages.draft}->>'path', ${pages.path})`,
  content_type: sql<PageContentType>`${pages.contentType}`,
  is_published: pages.isPublished,
  has_draft: sql<boolean>`${pages.draft} is not null`,
  created_at: pages.createdAt,
};

/** Flat list in tree order: parents before their children, siblings by position. Orphans count as top level. */
export function inTreeOrder(rows: SummaryRow[], homePageId: string | null): StudioPageSummary[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string | null, SummaryRow[]>();
  for (const row of rows) {
    const parentKey = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    const list = childrenOf.get(parentKey);
    if (list) list.push(row);
    else childrenOf.set(parentKey, [row]);
  }
  for (const list of childrenOf.values()) {
    list.sort((a, b) => a.position - b.position || a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
  }
  const ordered: StudioPageSummary[] = [];
  // An explicit stack: deep trees must not exhaust the call stack.
  const stack = [...(childrenOf.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const row = stack.pop()!;
    const { created_at: _createdAt, ...summary } = row;
    ordered.push({ ...summary, is_home: row.id === homePageId });
    stack.push(...[...(childrenOf.get(row.id) ?? [])].reverse());
  }
  return ordered;
}
