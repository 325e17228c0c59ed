import type { PageDraft } from '@tessera/core/api/studio-pages';
import type {
  AccessNode,
  BlockDocument,
  PageAction,
  PageAttributes,
  PageDisplayFlags,
  PageSchedule,
} from '@tessera/core/entities/page';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { apps } from '../apps/schema';

/**
 * A page is a node of a tree: `root_id` names the top of its tree (itself for a root), `parent_id`
 * and `position` order it among its siblings. The row's columns are the LIVE page (what the publish
 * cache is built from); the studio edits `draft`, which publishing validates and copies over them.
 */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').notNull(),
    parentId: uuid('parent_id'),
    position: integer('position').notNull().default(0),
    path: text('path').notNull(),
    title: text('title').notNull(),
    contentType: text('content_type').notNull(),
    contentRootId: uuid('content_root_id'),
    attributes: jsonb('attributes').$type<PageAttributes>().notNull().default({}),
    blocks: jsonb('blocks').$type<BlockDocument>().notNull(),
    access: jsonb('access').$type<AccessNode>().notNull(),
    schedules: jsonb('schedules').$type<PageSchedule[]>().notNull().default([]),
    actions: jsonb('actions').$type<PageAction[]>().notNull().default([]),
    display: jsonb('display').$type<PageDisplayFlags>().notNull(),
    colorMode: text('color_mode'),
    backgroundColor: text('background_color'),
    description: text('description'),
    image: text('image'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    ogImage: text('og_image'),
    isCommentable: boolean('is_commentable').notNull().default(false),
    messageThreadId: text('message_thread_id'),
    isPublished: boolean('is_published').notNull().default(false),
    /** The studio's unpublished edit of the editable fields; null when it equals the live page. */
    draft: jsonb('draft').$type<PageDraft>(),
    /** Bumped by every draft save: a save that sends an older revision is an edit conflict. */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_app_path_key').on(t.appId, t.path),
    index('pages_app_parent_idx').on(t.appId, t.parentId, t.position),
    index('pages_app_root_idx').on(t.appId, t.rootId),
    // Listings (GET /content/{type}) filter by app and type and order by position then id: one index
    // serves the filter, the order (no sort) and keyset cursors (`(position, id) > (…)` starts inside it).
    index('pages_app_type_position_idx').on(t.appId, t.contentType, t.position, t.id).where(sql`${t.isPublished}`),
    index('pages_tags_idx').using('gin', t.tags),
  ],
);

export type PageRow = typeof pages.$inferSelect;

/**
 * The publish cache (ARCHITECTURE: Pages, blocks and publishing): the exact bytes served at
 * `/__/{path}/index.json`, prepared at publish time with their ETag.
 */
export const publishedPages = pgTable(
  'published_pages',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    etag: text('etag').notNull(),
    /**
     * True when any access rule (the page's, an ancestor's or the app's) can refuse someone: such a
     * page's `body` goes only to viewers the access engine grants, others get `lock_body`.
     */
    isGated: boolean('is_gated').notNull().default(false),
    /** The page without its content (no blocks, attributes or references), for lock screens. */
    lockBody: text('lock_body'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('published_pages_app_path_key').on(t.appId, t.path), index('published_pages_page_idx').on(t.pageId)],
);

/** The access tree of a root page, served at `/__/a/{rootId}.json`. */
export const publishedAccessTrees = pgTable(
  'published_access_trees',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').notNull(),
    body: text('body').notNull(),
    etag: text('etag').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('published_access_trees_app_root_key').on(t.appId, t.rootId)],
);
