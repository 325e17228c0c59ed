import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';
import { pages } from '../pages/schema';

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
