import { addDays, type ReminderItem } from '@tessera/core/notifications/reminders';
import { and, asc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { ReminderSource } from '../../context/extensions';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import { programs } from '../programs/schema';
import { scheduledItems } from './schema';

/**
 * Scheduled items as reminders (decision 027/029): an item a member planned on a day is a day item
 * (reminded the day of and in the digests, at the member's own hours in their zone, as their
 * settings say). Only visible items count — a page or program gone or unpublished is not reminded
 * of — and, at send time, only if the item is still on that day (moved or removed: nothing).
 * Days a program laid (context `program`) are the `program_day` source's (program-day-reminders.ts,
 * with the program's and the stage's names and completion), so a program day is never reminded of twice.
 */
type Row = { appId: string; memberId: string; id: string; date: string; title: string; path: string };

async function rows(db: Db, args: { fromDate: string; toDate: string; appId?: string; memberId?: string; id?: string }): Promise<Row[]> {
  return db
    .select({
      appId: scheduledItems.appId,
      memberId: scheduledItems.memberId,
      id: scheduledItems.id,
      date: scheduledItems.date,
      title: sql<string>`coalesce(${programs.title}, ${pages.title})`,
      path: pages.path,
    })
    .from(scheduledItems)
    .leftJoin(programs, and(eq(scheduledItems.itemType, 'program'), eq(programs.id, scheduledItems.itemId), eq(programs.appId, scheduledItems.appId)))
    .innerJoin(
      pages,
      and(
        eq(pages.appId, scheduledItems.appId),
        eq(pages.isPublished, true),
        or(and(eq(scheduledItems.itemType, 'page'), eq(pages.id, scheduledItems.itemId)), and(eq(scheduledItems.itemType, 'program'), eq(pages.id, programs.pageId))),
      ),
    )
    .where(
      and(
        or(isNull(scheduledItems.contextType), ne(scheduledItems.contextType, 'program')),
        gte(scheduledItems.date, args.fromDate),
        lte(scheduledItems.date, args.toDate),
        args.appId ? eq(scheduledItems.appId, args.appId) : undefined,
        args.memberId ? eq(scheduledItems.memberId, args.memberId) : undefined,
        args.id ? eq(scheduledItems.id, args.id) : undefined,
      ),
    )
    .orderBy(asc(scheduledItems.date), asc(scheduledItems.createdAt));
}

const itemOf = (row: Row): ReminderItem => ({
  source: 'schedule',
  id: `${row.id}:${row.date}`,
  title: row.title,
  url: row.path,
  scope: 'member',
  timing: { kind: 'day', date: row.date },
});

const dateText = (date: Date) => date.toISOString().slice(0, 10);
const ITEM_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{4}-\d{2}-\d{2})$/i;

export const scheduleReminders: ReminderSource = {
  name: 'schedule',
  async due(db, args) {
    // Day items: any calendar day some zone is in during [from, to) (±1 day covers every zone).
    const found = await rows(db, { fromDate: addDays(dateText(args.from), -1), toDate: addDays(dateText(args.to), 1), appId: args.appId, memberId: args.memberId });
    return found.map((row) => ({ appId: row.appId, memberId: row.memberId, item: itemOf(row) }));
  },
  async confirm(db, { appId, memberId, itemId }) {
    const match = ITEM_ID.exec(itemId);
    if (!match) return null;
    const [row] = await rows(db, { fromDate: match[2]!, toDate: match[2]!, appId, memberId, id: match[1]! });
    return row ? itemOf(row) : null;
  },
};
