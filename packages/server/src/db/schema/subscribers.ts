import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from './apps';
import { members } from './members';

/** A member hiding another member (SPEC §6): their messages are hidden and they cannot message. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedMemberId: uuid('blocked_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.blockedMemberId] })],
);

/** A member's chosen alternate for an exercise (SPEC §3 Subscriber settings). */
export const exerciseSwaps = pgTable(
  'exercise_swaps',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    exerciseId: text('exercise_id').notNull(),
    alternateId: text('alternate_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.exerciseId] })],
);

/** Subscriber properties (SPEC §3): slug → value per member. */
export const subscriberProperties = pgTable(
  'subscriber_properties',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    value: text('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.slug] })],
);
