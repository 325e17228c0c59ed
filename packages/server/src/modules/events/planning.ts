import { expandOccurrences, localStartOf } from '@tessera/core/events/recurrence';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventOccurrences, events, type EventRow } from './schema';

/**
 * Occurrences are rows planned for a rolling horizon (decision 026): saving an event plans it, and
 * the `events.plan` job moves every repeating event's horizon on. Past occurrences are never touched.
 */
export const PLAN_HORIZON_DAYS = 400;
export const MAX_PLANNED = 500;
const DAY_MS = 86_400_000;

/**
 * Brings an event's future occurrences in line with its timing, inside the caller's transaction:
 * new starts are added, starts the rule still has keep their id (and bookings), and starts it no
 * longer has are deleted, or cancelled when someone booked them. Days the owner cancelled
 * (`excluded_dates`) are never planned again; their cancelled rows are kept.
 */
export async function planOccurrences(tx: Db, event: EventRow, now: Date): Promise<void> {
  const fromMs = now.getTime();
  const toMs = fromMs + PLAN_HORIZON_DAYS * DAY_MS;
  const excluded = new Set(event.excludedDates);
  const wanted = expandOccurrences(
    { startsAtLocal: event.startsAtLocal, timezone: event.timezone, durationMinutes: event.durationMinutes, rrule: event.rrule },
    fromMs,
    toMs,
    MAX_PLANNED,
  ).filter((o) => excluded.size === 0 || !excluded.has(localStartOf(o.startsAtMs, event.timezone).slice(0, 10)));
  const existing = await tx
    .select()
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.appId, event.appId), eq(eventOccurrences.eventId, event.id), gte(eventOccurrences.startsAt, now)));
  const wantedStarts = new Set(wanted.map((o) => o.startsAtMs));
  const byStart = new Map(existing.map((row) => [row.startsAt.getTime(), row]));
  const durationMs = event.durationMinutes * 60_000;

  // A cancelled date the rule no longer has stays as it is: its members see it cancelled.
  const gone = existing.filter((row) => !wantedStarts.has(row.startsAt.getTime()) && row.status !== 'cancelled');
  const unbooked = gone.filter((row) => row.bookedCount + row.waitlistCount === 0).map((row) => row.id);
  const booked = gone.filter((row) => row.bookedCount + row.waitlistCount > 0).map((row) => row.id);
  if (unbooked.length > 0) await tx.delete(eventOccurrences).where(inArray(eventOccurrences.id, unbooked));
  if (booked.length > 0) await tx.update(eventOccurrences).set({ status: 'cancelled' }).where(inArray(eventOccurrences.id, booked));

  const kept = existing.filter((row) => wantedStarts.has(row.startsAt.getTime()));
  const changed = kept.filter((row) => row.status !== 'scheduled' || row.endsAt.getTime() - row.startsAt.getTime() !== durationMs);
  for (const row of changed) {
    await tx
      .update(eventOccurrences)
      .set({ status: 'scheduled', endsAt: new Date(row.startsAt.getTime() + durationMs) })
      .where(eq(eventOccurrences.id, row.id));
  }
  const added = wanted.filter((o) => !byStart.has(o.startsAtMs));
  for (let i = 0; i < added.length; i += 200) {
    await tx
      .insert(eventOccurrences)
      .values(
        added.slice(i, i + 200).map((o) => ({ appId: event.appId, eventId: event.id, startsAt: new Date(o.startsAtMs), endsAt: new Date(o.endsAtMs) })),
      )
      .onConflictDoNothing();
  }
  await tx.update(events).set({ plannedUntil: new Date(toMs) }).where(eq(events.id, event.id));
}

/** The job's pass: repeating events whose horizon is less than a week beyond what it should be. */
export async function planDueEvents(db: Db, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(events)
    .where(and(isNotNull(events.rrule), lt(events.plannedUntil, new Date(now.getTime() + (PLAN_HORIZON_DAYS - 7) * DAY_MS))))
    .limit(100);
  for (const event of due) await db.transaction((tx) => planOccurrences(tx, event, now));
  return due.length;
}
