import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appIdColumn, createdAtColumn, memberIdColumn } from './columns';
import { pages } from './pages';

/** A member marked a page complete (SPEC §4 Page actions: complete and uncomplete toggle). */
export const pageCompletions = pgTable(
  'page_completions',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.pageId] }), index('page_completions_app_member_idx').on(t.appId, t.memberId)],
);

/**
 * A member started (subscribed to) a page with a sequence, e.g. a course: `started_at` drives drip
 * unlocking of the pages under it (SPEC §6 rule 4).
 */
export const pageSubscriptions = pgTable(
  'page_subscriptions',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    startFromPageId: uuid('start_from_page_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.pageId] }), index('page_subscriptions_page_idx').on(t.appId, t.pageId)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.pageId] })],
);

/**
 * Products a member holds (SPEC §3 active_product_ids). Commerce fills this table when purchases
 * land; access rules read it. `ends_at` null means it does not expire.
 */
export const memberProducts = pgTable(
  'member_products',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    productId: text('product_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);
