import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';
import { pages } from '../pages/schema';

/** SPEC §7 Packs: shown by one page of the pack template (deleting it deletes the pack); bundles pages, programs and events. */
export const packs = pgTable(
  'packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    title: text('title').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('packs_app_idx').on(t.appId, t.createdAt), uniqueIndex('packs_page_key').on(t.pageId)],
);
export type PackRow = typeof packs.$inferSelect;

/** What a pack bundles, in order. `item_id` names a page, program or event of the same app (checked on save; items since deleted are left out when read). */
export const packItems = pgTable(
  'pack_items',
  {
    appId: appIdColumn(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemType: text('item_type').$type<'page' | 'program' | 'event'>().notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.position] }), index('pack_items_item_idx').on(t.appId, t.itemId)],
);

/** A member holding (having started) a pack. */
export const packSubscriptions = pgTable(
  'pack_subscriptions',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.packId] }), index('pack_subscriptions_app_idx').on(t.appId, t.packId)],
);
