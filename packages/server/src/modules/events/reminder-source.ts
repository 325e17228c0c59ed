import type { ReminderItem } from '@tessera/core/notifications/reminders';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { ReminderSource } from '../../context/extensions';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import { eventBookings, eventOccurrences, events } from './schema';

/**
 * Booked occurrences as reminders (decision 026/029): a member holding a spot (not waitlisted, not
 * cancelled) in a scheduled occurrence is reminded of it — 15 minutes before, at the start, on the
 * day, in digests — as their settings say. At send time the booking and the start are read again:
 * a cancelled booking or occurrence sends nothing, a moved one only at its new time.
 */
type Row = { appId: string; memberId: string; occurrenceId: string; startsAt: Date; title: string; path: string };

async function rows(db: Db, args: { from?: Date; to?: Date; appId?: string; memberId?: string; occurrenceId?: string }): Promise<Row[]> {
  return db
    .select({
      appId: eventBookings.appId,
      memberId: eventBookings.memberId,
      occurrenceId: eventOccurrences.id,
      startsAt: eventOccurrences.startsAt,
      title: events.title,
      path: pages.path,
    })
    .from(eventBookings)
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, eventBookings.occurrenceId))
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(pages, eq(pages.id, events.pageId))
    .where(
      and(
        eq(eventBookings.status, 'booked'),
        eq(eventOccurrences.status, 'scheduled'),
        args.from ? gte(eventOccurrences.startsAt, args.from) : undefined,
        args.to ? lt(eventOccurrences.startsAt, args.to) : undefined,
        args.appId ? eq(eventBookings.appId, args.appId) : undefined,
        args.memberId ? eq(eventBookings.memberId, args.memberId) : undefined,
        args.occurrenceId ? eq(eventOccurrences.id, args.occurrenceId) : undefined,
      ),
    )
    .orderBy(asc(eventOccurrences.startsAt));
}

const itemOf = (row: Row): ReminderItem => ({
  source: 'event',
  id: row.occurrenceId,
  title: row.title,
  url: row.path,
  scope: 'member',
  timing: { kind: 'timed', startsAt: row.startsAt.getTime() },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const bookedEventReminders: ReminderSource = {
  name: 'event',
  async due(db, args) {
    const found = await rows(db, { from: args.from, to: args.to, appId: args.appId, memberId: args.memberId });
    return found.map((row) => ({ appId: row.appId, memberId: row.memberId, item: itemOf(row) }));
  },
  async confirm(db, { appId, memberId, itemId }) {
    if (!UUID.test(itemId)) return null;
    const [row] = await rows(db, { appId, memberId, occurrenceId: itemId });
    return row ? itemOf(row) : null;
  },
};
