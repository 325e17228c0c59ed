import type { EventInput, StudioEvent } from '@tessera/core/api/studio-events';
import { isValidTimeZone } from '@tessera/core/access/zoned-time';
import { localStartOf, normaliseRule, parseLocalStart, ruleProblem } from '@tessera/core/events/recurrence';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { toCsv } from '@tessera/core/csv';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { emitDomainEvent, type DomainEventListener } from '../../context/domain-events';
import type { Db } from '../../db/client';
import { members } from '../members/schema';
import type { OwnedAppContext } from '../apps/owned-app';
import { pages } from '../pages/schema';
import { requirePages } from '../programs/studio-operations';
import { promoteWaiting } from './member-operations';
import { eventViewOf, occurrenceViewOf } from './occurrence-view';
import { planOccurrences } from './planning';
import { eventBookings, eventOccurrences, events, type EventOccurrenceRow, type EventRow } from './schema';

/**
 * The studio's events: live on save. The page must be a page of this app (404) showing no other
 * event (409); the zone must be known, the start a real wall time and the rule one RFC 5545 rule by
 * day or coarser (400, nothing saved). Saving re-plans future occurrences (planning.ts); a larger
 * capacity promotes the waiting at once.
 */

const UPCOMING_SHOWN = 8;

function checkTiming(input: { timezone: string; starts_at_local: string; rrule: string | null }) {
  if (!isValidTimeZone(input.timezone)) throw fieldError('timezone', 'unknown_timezone');
  if (!parseLocalStart(input.starts_at_local)) throw fieldError('starts_at_local', 'invalid');
  if (input.rrule !== null) {
    const problem = ruleProblem(input.rrule);
    if (problem === 'rule_invalid' || problem === 'rule_too_frequent') throw fieldError('rrule', problem);
  }
}

async function requireFreePage(db: Db, appId: string, pageId: string, eventId: string | null) {
  const [taken] = await db.select({ id: events.id }).from(events).where(and(eq(events.appId, appId), eq(events.pageId, pageId))).limit(1);
  if (taken && taken.id !== eventId) throw appError('event_page_taken');
}

async function findEvent(db: Db, appId: string, eventId: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(and(eq(events.appId, appId), eq(events.id, eventId))).limit(1);
  if (!row) throw appError('event_not_found');
  return row;
}

async function studioViews(ctx: OwnedAppContext, rows: EventRow[]): Promise<StudioEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [paths, upcoming] = await Promise.all([
    ctx.db.select({ id: pages.id, path: pages.path }).from(pages).where(and(eq(pages.appId, ctx.app.id), inArray(pages.id, rows.map((r) => r.pageId)))),
    ctx.db
      .select()
      .from(eventOccurrences)
      .where(and(eq(eventOccurrences.appId, ctx.app.id), inArray(eventOccurrences.eventId, ids), gte(eventOccurrences.endsAt, ctx.now())))
      .orderBy(asc(eventOccurrences.startsAt)),
  ]);
  const pathOf = new Map(paths.map((p) => [p.id, p.path]));
  return rows.map((row) => ({
    ...eventViewOf(row, pathOf.get(row.pageId) ?? null),
    livestream_url: row.livestreamUrl,
    upcoming: upcoming
      .filter((o) => o.eventId === row.id)
      .slice(0, UPCOMING_SHOWN)
      .map((o) => ({ id: o.id, starts_at: o.startsAt.toISOString(), status: o.status, booked_count: o.bookedCount, waitlist_count: o.waitlistCount })),
  }));
}

export async function listEvents(ctx: OwnedAppContext): Promise<StudioEvent[]> {
  const rows = await ctx.db.select().from(events).where(eq(events.appId, ctx.app.id)).orderBy(asc(events.createdAt), asc(events.id));
  return studioViews(ctx, rows);
}

const columnsOf = (input: Partial<EventInput>) => ({
  ...(input.title === undefined ? {} : { title: input.title }),
  ...(input.description === undefined ? {} : { description: input.description }),
  ...(input.page_id === undefined ? {} : { pageId: input.page_id }),
  ...(input.timezone === undefined ? {} : { timezone: input.timezone }),
  ...(input.starts_at_local === undefined ? {} : { startsAtLocal: input.starts_at_local }),
  ...(input.duration_minutes === undefined ? {} : { durationMinutes: input.duration_minutes }),
  ...(input.rrule === undefined ? {} : { rrule: input.rrule === null || input.rrule.trim() === '' ? null : normaliseRule(input.rrule) }),
  ...(input.capacity === undefined ? {} : { capacity: input.capacity }),
  ...(input.location === undefined ? {} : { location: input.location || null }),
  ...(input.livestream_url === undefined ? {} : { livestreamUrl: input.livestream_url }),
});

export async function createEvent(ctx: OwnedAppContext, input: EventInput): Promise<StudioEvent> {
  const appId = ctx.app.id;
  const values = columnsOf(input);
  checkTiming({ timezone: input.timezone, starts_at_local: input.starts_at_local, rrule: values.rrule ?? null });
  const row = await ctx.db.transaction(async (tx) => {
    await requirePages(tx, appId, [input.page_id]);
    await requireFreePage(tx, appId, input.page_id, null);
    const [created] = await tx
      .insert(events)
      .values({ appId, title: input.title, pageId: input.page_id, timezone: input.timezone, startsAtLocal: input.starts_at_local, durationMinutes: input.duration_minutes, ...values })
      .returning();
    await planOccurrences(tx, created!, ctx.now());
    return created!;
  });
  const [view] = await studioViews(ctx, [row]);
  return view!;
}

export async function updateEvent(ctx: OwnedAppContext, eventId: string, change: Partial<EventInput>): Promise<StudioEvent> {
  const appId = ctx.app.id;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findEvent(tx, appId, eventId);
    const values = columnsOf(change);
    const next = { ...before, ...values };
    checkTiming({ timezone: next.timezone, starts_at_local: next.startsAtLocal, rrule: next.rrule });
    if (change.page_id) {
      await requirePages(tx, appId, [change.page_id]);
      await requireFreePage(tx, appId, change.page_id, before.id);
    }
    const [updated] = await tx
      .update(events)
      .set({ ...values, updatedAt: ctx.now() })
      .where(and(eq(events.appId, appId), eq(events.id, before.id)))
      .returning();
    await planOccurrences(tx, updated!, ctx.now());
    if ((updated!.capacity ?? Infinity) > (before.capacity ?? Infinity) || (updated!.capacity === null && before.capacity !== null)) {
      const future = await tx
        .select({ id: eventOccurrences.id })
        .from(eventOccurrences)
        .where(and(eq(eventOccurrences.eventId, before.id), gte(eventOccurrences.endsAt, ctx.now())))
        .for('update');
      for (const { id } of future) await promoteWaiting(tx, id, updated!.capacity, ctx.now(), ctx.services.extensions.domainEvents);
    }
    return updated!;
  });
  const [view] = await studioViews(ctx, [row]);
  return view!;
}

export async function deleteEvent(ctx: OwnedAppContext, eventId: string): Promise<string> {
  const event = await findEvent(ctx.db, ctx.app.id, eventId);
  await ctx.db.delete(events).where(and(eq(events.appId, ctx.app.id), eq(events.id, event.id)));
  return event.id;
}

/** An occurrence's bookings: booked first, then the waitlist in order, then the cancelled. */
export async function occurrenceBookings(ctx: OwnedAppContext, occurrenceId: string) {
  const [occurrence] = await ctx.db
    .select({ id: eventOccurrences.id })
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.appId, ctx.app.id), eq(eventOccurrences.id, occurrenceId)))
    .limit(1);
  if (!occurrence) throw appError('occurrence_not_found');
  const rows = await ctx.db
    .select({ booking: eventBookings, name: members.name, email: members.email })
    .from(eventBookings)
    .innerJoin(members, eq(members.id, eventBookings.memberId))
    .where(and(eq(eventBookings.appId, ctx.app.id), eq(eventBookings.occurrenceId, occurrence.id)))
    .orderBy(asc(eventBookings.queuedAt), asc(eventBookings.id));
  const rank = { booked: 0, waitlisted: 1, cancelled: 2 } as const;
  const sorted = [...rows].sort((a, b) => rank[a.booking.status] - rank[b.booking.status]);
  let position = 0;
  return sorted.map(({ booking, name, email }) => ({
    member_id: booking.memberId,
    name,
    email,
    status: booking.status,
    waitlist_position: booking.status === 'waitlisted' ? ++position : null,
    booked_at: booking.queuedAt.toISOString(),
    updated_at: booking.updatedAt.toISOString(),
  }));
}

/**
 * `event.occurrence_cancelled`: the owner cancelled a date and these members lost their spot or
 * their place on the waitlist (only those this cancel took: a repeat cancel names nobody and emits
 * nothing). Emitted inside the cancelling transaction like every domain event, so what listeners
 * write (notifications' job) exists exactly when the cancel commits, and never if it rolls back.
 */
async function emitOccurrenceCancelled(
  tx: Db,
  listeners: readonly DomainEventListener[],
  cancelled: { occurrence: EventOccurrenceRow; event: EventRow; memberIds: string[]; now: Date },
): Promise<void> {
  const { occurrence, event, memberIds, now } = cancelled;
  if (memberIds.length === 0 || listeners.length === 0) return;
  const [page] = await tx.select({ path: pages.path }).from(pages).where(eq(pages.id, event.pageId)).limit(1);
  await emitDomainEvent(listeners, tx, {
    type: 'event.occurrence_cancelled',
    appId: occurrence.appId,
    occurredAt: now,
    data: {
      event: { id: event.id, title: event.title, page_id: event.pageId, path: page?.path ?? null },
      occurrence: { id: occurrence.id, starts_at: occurrence.startsAt.toISOString(), ends_at: occurrence.endsAt.toISOString() },
      member_ids: memberIds,
    },
  });
}

/**
 * One date cancelled by the owner (EXDATE): under the occurrence's row lock, its day joins the
 * event's `excluded_dates`, the row turns `cancelled` and every booking and waiting spot on it is
 * cancelled (counts to zero), so the sign-in answer, reminders and the schedule drop it at once;
 * the members it took a spot from hear of it (`event.occurrence_cancelled`, notifications).
 */
export async function cancelOccurrence(ctx: OwnedAppContext, occurrenceId: string) {
  const now = ctx.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ occurrence: eventOccurrences, event: events })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(and(eq(eventOccurrences.appId, ctx.app.id), eq(eventOccurrences.id, occurrenceId)))
      .for('update', { of: eventOccurrences })
      .limit(1);
    if (!found) throw appError('occurrence_not_found');
    const { occurrence, event } = found;
    if (occurrence.startsAt.getTime() <= now.getTime()) throw appError('occurrence_over');
    const day = localStartOf(occurrence.startsAt.getTime(), event.timezone).slice(0, 10);
    if (!event.excludedDates.includes(day))
      await tx.update(events).set({ excludedDates: [...event.excludedDates, day].sort(), updatedAt: now }).where(eq(events.id, event.id));
    if (occurrence.status === 'cancelled' && occurrence.bookedCount + occurrence.waitlistCount === 0) return 0;
    const bookings = await tx
      .update(eventBookings)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(eventBookings.occurrenceId, occurrence.id), inArray(eventBookings.status, ['booked', 'waitlisted'])))
      .returning({ memberId: eventBookings.memberId });
    await tx.update(eventOccurrences).set({ status: 'cancelled', bookedCount: 0, waitlistCount: 0 }).where(eq(eventOccurrences.id, occurrence.id));
    await emitOccurrenceCancelled(tx, ctx.services.extensions.domainEvents, { occurrence, event, memberIds: bookings.map((b) => b.memberId), now });
    return bookings.length;
  });
  const [item] = await ctx.db
    .select({ occurrence: eventOccurrences, event: events, path: pages.path })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .leftJoin(pages, eq(pages.id, events.pageId))
    .where(and(eq(eventOccurrences.appId, ctx.app.id), eq(eventOccurrences.id, occurrenceId)))
    .limit(1);
  if (!item) throw appError('occurrence_not_found');
  return { occurrence: occurrenceViewOf(item, now, null), cancelled_bookings: cancelled };
}

/** The attendee list as CSV in the same order; cells are escaped and formula-defused by `toCsv`. */
export async function occurrenceBookingsCsv(ctx: OwnedAppContext, occurrenceId: string): Promise<string> {
  const rows = await occurrenceBookings(ctx, occurrenceId);
  return toCsv(
    ['name', 'email', 'status', 'position', 'booked_at'],
    rows.map((b) => [b.name, b.email, b.status, b.waitlist_position, b.booked_at]),
  );
}

