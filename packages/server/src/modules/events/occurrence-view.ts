import { occurrencePhase, shownStatus, spotsLeft, type BookingStatus } from '@tessera/core/events/bookings';
import type { EventOccurrence, EventSubscription, EventView } from '@tessera/core/entities/event';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import { eventBookings, eventOccurrences, events, type EventBookingRow, type EventOccurrenceRow, type EventRow } from './schema';

/** How events, occurrences and bookings look to members (one place, so every call agrees). */

export type OccurrenceWithEvent = { occurrence: EventOccurrenceRow; event: EventRow; path: string | null };

export function eventViewOf(event: EventRow, path: string | null): EventView {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    page_id: event.pageId,
    path,
    timezone: event.timezone,
    starts_at_local: event.startsAtLocal,
    duration_minutes: event.durationMinutes,
    rrule: event.rrule,
    capacity: event.capacity,
    location: event.location,
    has_livestream: event.livestreamUrl !== null,
  };
}

export function occurrenceViewOf(
  { occurrence, event, path }: OccurrenceWithEvent,
  now: Date,
  booking: { status: BookingStatus; position: number | null } | null,
): EventOccurrence {
  const phase = occurrencePhase(now.getTime(), occurrence.startsAt.getTime(), occurrence.endsAt.getTime());
  const isBooked = booking?.status === 'booked';
  return {
    id: occurrence.id,
    event_id: event.id,
    title: event.title,
    page_id: event.pageId,
    path,
    starts_at: occurrence.startsAt.toISOString(),
    ends_at: occurrence.endsAt.toISOString(),
    timezone: event.timezone,
    status: occurrence.status,
    phase,
    capacity: event.capacity,
    booked_count: occurrence.bookedCount,
    waitlist_count: occurrence.waitlistCount,
    spots_left: spotsLeft(event.capacity, occurrence.bookedCount),
    location: event.location,
    has_livestream: event.livestreamUrl !== null,
    livestream_url: isBooked && phase === 'live' && occurrence.status === 'scheduled' ? event.livestreamUrl : null,
    my_status: booking ? shownStatus(booking.status, phase) : null,
    waitlist_position: booking?.status === 'waitlisted' ? booking.position : null,
  };
}

/**
 * Occurrences with their event and event page path, of published event pages of one app. The dates
 * come in one narrow query and their few events in a second (a year of a daily class is 365 dates
 * of one event: repeating the event's columns on every row cost most of the time). The dates come
 * back as ONE row, a JSON array of arrays (instants as epoch milliseconds): row by row, reading 365
 * rows cost several times the query itself on PGlite. Published events are a semi-join computed
 * once, not a join probed per date.
 */
type PackedOccurrence = [id: string, eventId: string, startsMs: number, endsMs: number, status: EventOccurrenceRow['status'], booked: number, waiting: number];

export async function occurrencesWithEvents(db: Db, appId: string, where: ReturnType<typeof and>, limit = 2000): Promise<OccurrenceWithEvent[]> {
  const publishedEvents = sql`(select ${events.id} from ${events} inner join ${pages} on ${pages.id} = ${events.pageId} and ${pages.appId} = ${events.appId} and ${pages.isPublished} = true where ${events.appId} = ${appId})`;
  const dates = db
    .select({
      id: eventOccurrences.id,
      eventId: eventOccurrences.eventId,
      startsMs: sql<number>`(extract(epoch from ${eventOccurrences.startsAt}) * 1000)::bigint`.as('starts_ms'),
      endsMs: sql<number>`(extract(epoch from ${eventOccurrences.endsAt}) * 1000)::bigint`.as('ends_ms'),
      status: eventOccurrences.status,
      bookedCount: eventOccurrences.bookedCount,
      waitlistCount: eventOccurrences.waitlistCount,
    })
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.appId, appId), sql`${eventOccurrences.eventId} in ${publishedEvents}`, where))
    .orderBy(asc(eventOccurrences.startsAt), asc(eventOccurrences.id))
    .limit(limit);
  const result = await db.execute(
    sql`select coalesce(json_agg(json_build_array(d.id, d.event_id, d.starts_ms, d.ends_ms, d.status, d.booked_count, d.waitlist_count) order by d.starts_ms, d.id), '[]'::json) as list from (${dates}) d`,
  );
  const [first] = (result as unknown as { rows: { list: PackedOccurrence[] | string }[] }).rows;
  const packed: PackedOccurrence[] = typeof first?.list === 'string' ? (JSON.parse(first.list) as PackedOccurrence[]) : (first?.list ?? []);
  const eventIds = [...new Set(packed.map((p) => p[1]))];
  if (eventIds.length === 0) return [];
  const owners = await db
    .select({ event: events, path: pages.path })
    .from(events)
    .innerJoin(pages, eq(pages.id, events.pageId))
    .where(and(eq(events.appId, appId), inArray(events.id, eventIds)));
  const byId = new Map(owners.map((o) => [o.event.id, o]));
  return packed.flatMap(([id, eventId, startsMs, endsMs, status, bookedCount, waitlistCount]) => {
    const owner = byId.get(eventId);
    if (!owner) return [];
    const occurrence: EventOccurrenceRow = { id, appId, eventId, startsAt: new Date(Number(startsMs)), endsAt: new Date(Number(endsMs)), status, bookedCount, waitlistCount };
    return [{ occurrence, event: owner.event, path: owner.path }];
  });
}

/** 1 for the first waiting: how many joined the waitlist before this booking, plus one. */
export async function waitlistPosition(db: Db, booking: Pick<EventBookingRow, 'occurrenceId' | 'queuedAt' | 'id'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.occurrenceId, booking.occurrenceId),
        eq(eventBookings.status, 'waitlisted'),
        sql`(${eventBookings.queuedAt}, ${eventBookings.id}) < (${booking.queuedAt.toISOString()}::timestamptz, ${booking.id}::uuid)`,
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** A member's bookings of some occurrences, with waitlist positions, by occurrence id. */
export async function bookingsOf(
  db: Db,
  member: { appId: string; id: string },
  occurrenceIds: readonly string[],
): Promise<Map<string, { status: BookingStatus; position: number | null; row: EventBookingRow }>> {
  const found = new Map<string, { status: BookingStatus; position: number | null; row: EventBookingRow }>();
  if (occurrenceIds.length === 0) return found;
  const rows = await db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.appId, member.appId), eq(eventBookings.memberId, member.id), inArray(eventBookings.occurrenceId, [...occurrenceIds])));
  for (const row of rows) {
    const position = row.status === 'waitlisted' ? await waitlistPosition(db, row) : null;
    found.set(row.occurrenceId, { status: row.status, position, row });
  }
  return found;
}

export function subscriptionViewOf(
  item: OccurrenceWithEvent,
  now: Date,
  booking: { status: BookingStatus; position: number | null; updatedAt: Date },
): EventSubscription {
  const occurrence = occurrenceViewOf(item, now, booking);
  return {
    occurrence_id: item.occurrence.id,
    event_id: item.event.id,
    status: occurrence.my_status ?? booking.status,
    waitlist_position: occurrence.waitlist_position,
    updated_at: booking.updatedAt.toISOString(),
    occurrence,
  };
}

/** Occurrence ids a member holds a spot in that have not ended: the sign-in response's event_subscriptions. */
export async function bookedOccurrenceIds(db: Db, member: { appId: string; id: string }, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: eventBookings.occurrenceId })
    .from(eventBookings)
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, eventBookings.occurrenceId))
    .where(
      and(
        eq(eventBookings.appId, member.appId),
        eq(eventBookings.memberId, member.id),
        eq(eventBookings.status, 'booked'),
        sql`${eventOccurrences.endsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(eventOccurrences.startsAt));
  return rows.map((r) => r.id);
}

