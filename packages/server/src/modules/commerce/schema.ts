import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';

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
