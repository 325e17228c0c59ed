import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from './schema';

/** A member hiding another member (SPEC §6): their messages are hidden and they cannot message. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    blockedMemberId: memberIdColumn('blocked_member_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.blockedMemberId] })],
);

/** A member's chosen alternate for an exercise (SPEC §3 Subscriber settings). */
export const exerciseSwaps = pgTable(
  'exercise_swaps',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    exerciseId: text('exercise_id').notNull(),
    alternateId: text('alternate_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.exerciseId] })],
);

/** Subscriber properties (SPEC §3): slug → value per member. */
export const subscriberProperties = pgTable(
  'subscriber_properties',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    slug: text('slug').notNull(),
    value: text('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.slug] })],
);
