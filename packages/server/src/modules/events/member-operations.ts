import { fromWallTime, resolveTimeZone } from '@tessera/core/access/zoned-time';
import { promotions, statusForNewBooking } from '@tessera/core/events/bookings';
import type { EventSubscription, EventView } from '@tessera/core/entities/event';
import type { PageAccessResult } from '@tessera/core/entities/page';
import { EVENT_LIMITS } from '@tessera/core/entities/event';
import { appError } from '@tessera/core/error-catalogue';
import { assertPeriod } from '@tessera/core/schedule/period';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { emitDomainEvent, type DomainEventListener } from '../../context/domain-events';
import type { Db } from '../../db/client';
import { members } from '../members/schema';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { pageSubscriptions } from '../progress/schema';
import {
  bookingsOf,
  eventViewOf,
  occurrencesWithEvents,
  occurrenceViewOf,
  subscriptionViewOf,
  waitlistPosition,
  type OccurrenceWithEvent,
} from './occurrence-view';
import { eventBookings, eventOccurrences, events } from './schema';

/**
 * SPEC §7 Events for members. An occurrence is open to whoever its event page is open to (the access
 * engine, SPEC §6). Booking and cancelling lock the occurrence's row, so its counts and the waitlist
 * order hold when members act at the same moment; a freed spot goes to the first waiting.
 */

type MemberRef = { appId: string; id: string };
const DAY_MS = 86_400_000;

/** `GET /events`: events whose page is published, optionally the one a page shows. */
export async function listEvents(ctx: AppContext, query: { page_id?: string | undefined }): Promise<EventView[]> {
  const rows = await ctx.db
    .select({ event: events, path: pages.path })
    .from(events)
    .innerJoin(pages, and(eq(pages.id, events.pageId), eq(pages.appId, events.appId), eq(pages.isPublished, true)))
    .where(and(eq(events.appId, ctx.app.id), query.page_id ? eq(events.pageId, query.page_id) : undefined))
    .orderBy(asc(events.createdAt), asc(events.id));
  return rows.map((r) => eventViewOf(r.event, r.path));
}

async function findOccurrence(db: Db, appId: string, occurrenceId: string): Promise<OccurrenceWithEvent> {
  const [found] = await occurrencesWithEvents(db, appId, eq(eventOccurrences.id, occurrenceId), 1);
  if (!found) throw appError('occurrence_not_found');
  return found;
}

async function accessOf(ctx: AppContext, item: OccurrenceWithEvent): Promise<PageAccessResult> {
  const [page] = await ctx.db.select({ id: pages.id, rootId: pages.rootId }).from(pages).where(eq(pages.id, item.event.pageId)).limit(1);
  const decision = page ? await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId }) : null;
  if (!decision) throw appError('occurrence_not_found');
  return decision.result;
}

/** `GET /event_occurrences/{id}/access`: the access engine's answer for the occurrence's event page. */
export async function occurrenceAccess(ctx: AppContext, occurrenceId: string): Promise<PageAccessResult> {
  return accessOf(ctx, await findOccurrence(ctx.db, ctx.app.id, occurrenceId));
}

/** `GET /event_occurrences/{id}`: spots, and the viewer's own booking. */
export async function occurrence(ctx: AppContext, occurrenceId: string) {
  const item = await findOccurrence(ctx.db, ctx.app.id, occurrenceId);
  const auth = await ctx.member();
  const booking = auth ? (await bookingsOf(ctx.db, auth.member, [item.occurrence.id])).get(item.occurrence.id) ?? null : null;
  return occurrenceViewOf(item, ctx.now(), booking);
}

/** The period [start 00:00, end + 1 day 00:00) in a zone, checked: end not before start, at most EVENT_LIMITS.periodDays. */
export function periodBounds(start: string, end: string, timeZone: string): { fromMs: number; toMs: number } {
  assertPeriod('end', start, end, EVENT_LIMITS.periodDays);
  const wall = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return { year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 };
  };
  const next = new Date(Date.parse(`${end}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return { fromMs: fromWallTime(wall(start), timeZone), toMs: fromWallTime(wall(next), timeZone) };
}

/** The app's occurrences (with their events) starting in the days asked, in a zone; optionally of one event. */
export function occurrencesInPeriod(db: Db, appId: string, query: { start: string; end: string; event_id?: string | undefined }, zone: string) {
  const { fromMs, toMs } = periodBounds(query.start, query.end, zone);
  return occurrencesWithEvents(
    db,
    appId,
    and(
      gte(eventOccurrences.startsAt, new Date(fromMs)),
      lt(eventOccurrences.startsAt, new Date(toMs)),
      query.event_id ? eq(eventOccurrences.eventId, query.event_id) : undefined,
    ),
  );
}

/** `GET /event_occurrences/per_period`: occurrences starting in the days asked, in the member's (or the guest's given) zone. */
export async function occurrencesPerPeriod(
  ctx: AppContext,
  query: { start: string; end: string; event_id?: string | undefined; timezone?: string | undefined },
) {
  const auth = await ctx.member();
  const items = await occurrencesInPeriod(ctx.db, ctx.app.id, query, resolveTimeZone(auth?.member.timezone ?? query.timezone ?? 'UTC'));
  const bookings = auth ? await bookingsOf(ctx.db, auth.member, items.map((i) => i.occurrence.id)) : new Map();
  const now = ctx.now();
  return items.map((item) => occurrenceViewOf(item, now, bookings.get(item.occurrence.id) ?? null));
}

/** Every booking of the member, newest occurrence last, and the ids of those booked and not ended. */
export async function mySubscriptions(ctx: AppContext) {
  const { member } = await ctx.requireMember();
  const rows = await ctx.db
    .select({ booking: eventBookings })
    .from(eventBookings)
    .where(and(eq(eventBookings.appId, member.appId), eq(eventBookings.memberId, member.id)));
  const items = rows.length
    ? await occurrencesWithEvents(ctx.db, ctx.app.id, sql`${eventOccurrences.id} in (select ${eventBookings.occurrenceId} from ${eventBookings} where ${eventBookings.memberId} = ${member.id})`)
    : [];
  const bookings = await bookingsOf(ctx.db, member, items.map((i) => i.occurrence.id));
  const now = ctx.now();
  const subscriptions: EventSubscription[] = items.flatMap((item) => {
    const booking = bookings.get(item.occurrence.id);
    return booking ? [subscriptionViewOf(item, now, { ...booking, updatedAt: booking.row.updatedAt })] : [];
  });
  return {
    event_subscriptions: subscriptions.filter((s) => s.status === 'booked').map((s) => s.occurrence_id),
    subscriptions,
  };
}

/**
 * `event.booked` (webhooks, decision 031): a member got a spot, by booking or from the waitlist.
 * Inside the transaction that booked, so the webhook rows exist exactly when the booking commits.
 */
export async function emitBooked(tx: Db, listeners: readonly DomainEventListener[], bookingId: string, now: Date): Promise<void> {
  if (listeners.length === 0) return;
  const [row] = await tx
    .select({ booking: eventBookings, occurrence: eventOccurrences, event: events, member: { id: members.id, email: members.email, name: members.name } })
    .from(eventBookings)
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, eventBookings.occurrenceId))
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(members, eq(members.id, eventBookings.memberId))
    .where(eq(eventBookings.id, bookingId));
  if (!row) return;
  await emitDomainEvent(listeners, tx, {
    type: 'event.booked',
    appId: row.booking.appId,
    occurredAt: now,
    data: {
      booking: { id: row.booking.id, status: row.booking.status, booked_at: now.toISOString() },
      member: row.member,
      event: { id: row.event.id, title: row.event.title, page_id: row.event.pageId },
      occurrence: { id: row.occurrence.id, starts_at: row.occurrence.startsAt.toISOString(), ends_at: row.occurrence.endsAt.toISOString() },
    },
  });
}

/** Moves the first waiting into freed spots, inside the caller's transaction that holds the occurrence's lock. */
export async function promoteWaiting(tx: Db, occurrenceId: string, capacity: number | null, now: Date, listeners: readonly DomainEventListener[] = []): Promise<void> {
  const [current] = await tx.select().from(eventOccurrences).where(eq(eventOccurrences.id, occurrenceId)).limit(1);
  if (!current) return;
  const waiting = await tx
    .select({ id: eventBookings.id })
    .from(eventBookings)
    .where(and(eq(eventBookings.occurrenceId, occurrenceId), eq(eventBookings.status, 'waitlisted')))
    .orderBy(asc(eventBookings.queuedAt), asc(eventBookings.id));
  const promoted = promotions(capacity, current.bookedCount, waiting);
  for (const { id } of promoted) {
    await tx.update(eventBookings).set({ status: 'booked', updatedAt: now }).where(eq(eventBookings.id, id));
    await emitBooked(tx, listeners, id, now);
  }
  if (promoted.length > 0) {
    await tx
      .update(eventOccurrences)
      .set({ bookedCount: current.bookedCount + promoted.length, waitlistCount: current.waitlistCount - promoted.length })
      .where(eq(eventOccurrences.id, occurrenceId));
  }
}

/**
 * `POST /event_occurrences/{id}/subscribe`: book (the waitlist when full) or cancel. 404 unknown,
 * 403 event_locked with the engine's reason, 401 for a guest, 409 when it was cancelled or is over.
 * Asking for what one already has changes nothing.
 */
export async function subscribe(ctx: AppContext, occurrenceId: string, wantsSpot: boolean): Promise<EventSubscription> {
  const item = await findOccurrence(ctx.db, ctx.app.id, occurrenceId);
  const access = await accessOf(ctx, item);
  if (!access.granted) throw appError('event_locked', { details: access });
  const { member } = await ctx.requireMember();
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    // The row lock: concurrent bookings of this occurrence queue here.
    const [locked] = await tx.select().from(eventOccurrences).where(eq(eventOccurrences.id, occurrenceId)).for('update');
    if (!locked) throw appError('occurrence_not_found');
    if (locked.endsAt.getTime() <= now.getTime()) throw appError('occurrence_over');
    const [existing] = await tx
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.occurrenceId, occurrenceId), eq(eventBookings.memberId, member.id)))
      .limit(1);
    const holds = existing && existing.status !== 'cancelled';
    if (wantsSpot && !holds) {
      if (locked.status === 'cancelled') throw appError('occurrence_cancelled');
      const status = statusForNewBooking(item.event.capacity, locked.bookedCount);
      // The line is the order of the lock, not of the clocks of the requests: after everyone before.
      const [last] = await tx
        .select({ at: sql<string | null>`max(${eventBookings.queuedAt})` })
        .from(eventBookings)
        .where(eq(eventBookings.occurrenceId, occurrenceId));
      const lastMs = last?.at ? new Date(last.at).getTime() : Number.NEGATIVE_INFINITY;
      const queuedAt = new Date(Math.max(now.getTime(), lastMs + 1));
      const [booking] = await tx
        .insert(eventBookings)
        .values({ appId: member.appId, occurrenceId, memberId: member.id, status, queuedAt, updatedAt: now })
        .onConflictDoUpdate({ target: [eventBookings.occurrenceId, eventBookings.memberId], set: { status, queuedAt, updatedAt: now } })
        .returning({ id: eventBookings.id });
      if (status === 'booked') await emitBooked(tx, ctx.services.extensions.domainEvents, booking!.id, now);
      await tx
        .update(eventOccurrences)
        .set(status === 'booked' ? { bookedCount: locked.bookedCount + 1 } : { waitlistCount: locked.waitlistCount + 1 })
        .where(eq(eventOccurrences.id, occurrenceId));
      // The event page counts as started: My content → Events lists it.
      await tx
        .insert(pageSubscriptions)
        .values({ appId: member.appId, memberId: member.id, pageId: item.event.pageId, startedAt: now })
        .onConflictDoNothing();
    } else if (!wantsSpot && holds) {
      await tx.update(eventBookings).set({ status: 'cancelled', updatedAt: now }).where(eq(eventBookings.id, existing.id));
      await tx
        .update(eventOccurrences)
        .set(existing.status === 'booked' ? { bookedCount: locked.bookedCount - 1 } : { waitlistCount: locked.waitlistCount - 1 })
        .where(eq(eventOccurrences.id, occurrenceId));
      if (existing.status === 'booked') await promoteWaiting(tx, occurrenceId, item.event.capacity, now, ctx.services.extensions.domainEvents);
    }
    const [row] = await tx
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.occurrenceId, occurrenceId), eq(eventBookings.memberId, member.id)))
      .limit(1);
    return row ?? null;
  });
  const fresh = await findOccurrence(ctx.db, ctx.app.id, occurrenceId);
  if (!updated) {
    return subscriptionViewOf(fresh, now, { status: 'cancelled', position: null, updatedAt: now });
  }
  const position = updated.status === 'waitlisted' ? await waitlistPosition(ctx.db, updated) : null;
  return subscriptionViewOf(fresh, now, { status: updated.status, position, updatedAt: updated.updatedAt });
}

export type { MemberRef };
