import { addDays } from '@tessera/core/notifications/reminders';
import type { ReminderItem } from '@tessera/core/notifications/reminders';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { ReminderSource } from '../../context/extensions';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import { programStageCompletions, programStages, programSubscriptions, programs } from '../programs/schema';
import { scheduledItems } from './schema';

/**
 * Program days as reminders (decisions 027, 029): a program started with a start day lays its
 * stages onto the member's schedule (program-days.ts), and each of those days is reminded of on
 * the day it is on now — moved with the schedule (alone or with shift_subsequent), it is reminded
 * of on its new day and not the old one. A stage already completed, a program completed or left,
 * or a day removed from the schedule is not reminded of (checked again at send time). Hand-planned
 * items are the `schedule` source's (reminder-source.ts), so no day is reminded of twice.
 */
const dateText = (date: Date) => date.toISOString().slice(0, 10);
const itemId = (programId: string, stageId: string, date: string) => `${programId}:${stageId}:${date}`;

type Row = { appId: string; memberId: string; programId: string; programTitle: string; stageId: string; stageTitle: string; path: string; date: string };

async function rows(db: Db, args: { fromDate: string; toDate: string; appId?: string; memberId?: string; programId?: string; stageId?: string }): Promise<Row[]> {
  return db
    .selectDistinct({
      appId: scheduledItems.appId,
      memberId: scheduledItems.memberId,
      programId: programs.id,
      programTitle: programs.title,
      stageId: programStages.id,
      stageTitle: programStages.title,
      path: pages.path,
      date: scheduledItems.date,
      position: programStages.position,
    })
    .from(scheduledItems)
    .innerJoin(programs, and(eq(programs.id, scheduledItems.contextId), eq(programs.appId, scheduledItems.appId)))
    .innerJoin(
      programSubscriptions,
      and(eq(programSubscriptions.programId, programs.id), eq(programSubscriptions.memberId, scheduledItems.memberId), isNull(programSubscriptions.completedAt)),
    )
    .innerJoin(programStages, and(eq(programStages.programId, programs.id), eq(programStages.pageId, scheduledItems.itemId)))
    .innerJoin(pages, eq(pages.id, programStages.pageId))
    .leftJoin(
      programStageCompletions,
      and(eq(programStageCompletions.memberId, scheduledItems.memberId), eq(programStageCompletions.stageId, programStages.id)),
    )
    .where(
      and(
        eq(scheduledItems.contextType, 'program'),
        eq(scheduledItems.itemType, 'page'),
        isNull(programStageCompletions.stageId),
        gte(scheduledItems.date, args.fromDate),
        lte(scheduledItems.date, args.toDate),
        args.appId ? eq(scheduledItems.appId, args.appId) : undefined,
        args.memberId ? eq(scheduledItems.memberId, args.memberId) : undefined,
        args.programId ? eq(programs.id, args.programId) : undefined,
        args.stageId ? eq(programStages.id, args.stageId) : undefined,
      ),
    )
    .orderBy(asc(scheduledItems.date), asc(programStages.position));
}

const itemOf = (row: Row): ReminderItem => ({
  source: 'program_day',
  id: itemId(row.programId, row.stageId, row.date),
  title: `${row.programTitle}: ${row.stageTitle}`,
  url: row.path,
  scope: 'member',
  timing: { kind: 'day', date: row.date },
});

export const programDayReminders: ReminderSource = {
  name: 'program_day',
  async due(db, args) {
    // Day items: any calendar day that some zone is in during [from, to) (±1 day covers every zone).
    const found = await rows(db, { fromDate: addDays(dateText(args.from), -1), toDate: addDays(dateText(args.to), 1), appId: args.appId, memberId: args.memberId });
    return found.map((row) => ({ appId: row.appId, memberId: row.memberId, item: itemOf(row) }));
  },
  async confirm(db, { appId, memberId, itemId: id }) {
    const [programId, stageId, date] = id.split(':');
    if (!programId || !stageId || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
    const [row] = await rows(db, { fromDate: date, toDate: date, appId, memberId, programId, stageId });
    return row ? itemOf(row) : null;
  },
};
