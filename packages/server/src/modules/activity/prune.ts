import { MAX_ANALYTICS_DAYS } from '@tessera/core/analytics/periods';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { activities, activityRollups, activitySessions } from './schema';

/**
 * Raw sessions and activities grow with every page view; once their day is rolled up, the
 * studio's analytics no longer read them (decision 031). They are kept for the longest range the
 * studio can ask for, a year, because the member's own history (My content › Activity) lists them;
 * older ones are deleted, but never a row whose day has not been rolled up yet (an app whose rollup
 * is behind keeps everything until it catches up).
 */
export const PRUNE_ACTIVITY_JOB = 'activity-prune';
export const RAW_ACTIVITY_RETENTION_DAYS = MAX_ANALYTICS_DAYS;
/** Rows deleted per statement: short statements, so members' writes never wait long. */
const PRUNE_BATCH = 5_000;

/** The row's instant is before the end (UTC) of the last rolled-up day of its app. */
const isRolledUp = (column: PgColumn) => sql`${column} < ((${activityRollups.rolledThrough} + 1)::timestamp at time zone 'UTC')`;

async function pruneTable(db: Db, table: typeof activities | typeof activitySessions, column: PgColumn, cutoff: Date, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: table.id })
      .from(table)
      .innerJoin(activityRollups, eq(activityRollups.appId, table.appId))
      .where(and(lt(column, cutoff), isRolledUp(column)))
      .limit(batchSize);
    const deleted = await db.delete(table).where(inArray(table.id, batch)).returning({ id: table.id });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

/** The pruning job: raw rows older than the retention whose day is rolled up. Safe to run anywhere, any number of times. */
export async function pruneActivity(db: Db, now: Date, { batchSize = PRUNE_BATCH }: { batchSize?: number } = {}): Promise<{ activities: number; sessions: number }> {
  const cutoff = new Date(now.getTime() - RAW_ACTIVITY_RETENTION_DAYS * 86_400_000);
  const prunedActivities = await pruneTable(db, activities, activities.occurredAt, cutoff, batchSize);
  const prunedSessions = await pruneTable(db, activitySessions, activitySessions.startedAt, cutoff, batchSize);
  return { activities: prunedActivities, sessions: prunedSessions };
}
