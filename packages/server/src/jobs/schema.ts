import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../modules/apps/schema';

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * The durable job queue (decision 029): one row per one-off job. A runner claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`); a runner that dies mid-job leaves the row
 * `running` until the lease runs out, then another claims it again. `dedupe_key` is unique: the
 * same reminder or delivery enqueued twice is one job. Done rows are kept for a while so a dedupe
 * key keeps refusing repeats (see `pruneFinishedJobs`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The app the job works for, when it has one (deleted with the app). */
    appId: uuid('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_app_idx').on(t.appId),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
