import { addDays, dayAt } from '@tessera/core/schedule/dates';
import type { Db } from '../db/client';
import { programSubscriptions } from '../modules/programs/schema';
import { pageSubscriptions } from '../modules/progress/schema';
import { programDays } from '../modules/schedule/program-days';
import { scheduledItems } from '../modules/schedule/schema';

/**
 * member@demo.test's planned week, relative to the day the demo is seeded: Strength Foundations
 * started today with a start day (its four stages laid on today and the next three days, as the
 * program's subscribe call does), a workout tomorrow, a recipe the day after and a read at the
 * weekend's end. The demo seeds once (seed.ts), so these rows are written once.
 */
export async function seedDemoSchedule(
  db: Db,
  args: { appId: string; memberId: string; programId: string; programPageId: string; stagePageIds: string[]; pages: { workout: string; meal: string; article: string }; now?: Date },
) {
  const now = args.now ?? new Date();
  const today = dayAt(now.getTime(), 'UTC');
  const member = { appId: args.appId, memberId: args.memberId };
  await db.insert(programSubscriptions).values({ ...member, programId: args.programId, startDate: today, subscribedAt: now });
  await db.insert(pageSubscriptions).values({ ...member, pageId: args.programPageId, startedAt: now }).onConflictDoNothing();
  await programDays.onProgramStarted!(db, { ...member, programId: args.programId, startDate: today, stagePageIds: args.stagePageIds });
  await db.insert(scheduledItems).values([
    { ...member, itemType: 'page', itemId: args.pages.workout, date: addDays(today, 1) },
    { ...member, itemType: 'page', itemId: args.pages.meal, date: addDays(today, 2) },
    { ...member, itemType: 'page', itemId: args.pages.article, date: addDays(today, 5) },
  ]);
}
