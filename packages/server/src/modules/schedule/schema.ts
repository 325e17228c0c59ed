import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';

/**
 * SPEC §3 Scheduled item: something a member planned on one of their days. `item_type` says what
 * `item_id` names (a page of any content type, or a program); there is no foreign key to it, so
 * other modules' items can be planned without this table knowing them: an item whose page or
 * program is gone or unpublished is simply not shown. `context_*` names what laid it (a program
 * started with a start day); `date` is the member's own calendar day, no zone attached.
 */
export const scheduledItems = pgTable(
  'scheduled_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    contextType: text('context_type'),
    contextId: uuid('context_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('scheduled_items_member_date_idx').on(t.appId, t.memberId, t.date),
    index('scheduled_items_context_idx').on(t.memberId, t.contextId),
  ],
);
export type ScheduledItemRow = typeof scheduledItems.$inferSelect;
