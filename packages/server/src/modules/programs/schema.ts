import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';
import { pages } from '../pages/schema';

/**
 * SPEC §3/§4 Program: shown by one page of the program template (deleting that page deletes the
 * program), following ordered stages that are each shown by a page of the same app.
 */
export const programs = pgTable(
  'programs',
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
  (t) => [
    index('programs_app_idx').on(t.appId, t.createdAt),
    uniqueIndex('programs_page_key').on(t.pageId),
  ],
);
export type ProgramRow = typeof programs.$inferSelect;

/** A program's stages, in `position` order (0, 1, 2…). */
export const programStages = pgTable(
  'program_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /**
     * Drip: the stage opens this many days after the member's start day (null: open from the
     * start, and laid on the schedule one stage per day in order).
     */
    dripDays: integer('drip_days'),
  },
  (t) => [index('program_stages_program_idx').on(t.programId, t.position)],
);
export type ProgramStageRow = typeof programStages.$inferSelect;

/** A member following a program, from an optional start day (YYYY-MM-DD, the member's own day). */
export const programSubscriptions = pgTable(
  'program_subscriptions',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.programId] }),
    index('program_subscriptions_app_idx').on(t.appId, t.programId),
  ],
);
export type ProgramSubscriptionRow = typeof programSubscriptions.$inferSelect;

/** The stages a member completed (kept per stage, so reordering a program keeps them). */
export const programStageCompletions = pgTable(
  'program_stage_completions',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => programStages.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.stageId] }),
    index('program_stage_completions_program_idx').on(t.memberId, t.programId),
  ],
);
