/**
 * Booking rules of an occurrence with a capacity (null: unlimited). The server applies them inside
 * a transaction holding the occurrence's row lock, so two members taking the last spot at once end
 * up one booked and one waitlisted.
 */

export type BookingStatus = 'booked' | 'waitlisted' | 'cancelled';
/** What a member sees: a booking of an occurrence that is over reads `ended` (SPEC §4 calendar statuses). */
export type ShownBookingStatus = BookingStatus | 'ended';
export type OccurrencePhase = 'upcoming' | 'live' | 'ended';

/** The livestream link opens this long before the start. */
export const LIVE_EARLY_MS = 10 * 60_000;

/** A new booking is booked while a spot is free, otherwise it joins the end of the waitlist. */
export function statusForNewBooking(capacity: number | null, bookedCount: number): 'booked' | 'waitlisted' {
  return capacity === null || bookedCount < capacity ? 'booked' : 'waitlisted';
}

export function spotsLeft(capacity: number | null, bookedCount: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - bookedCount);
}

/**
 * Who moves from the waitlist to booked now: the earliest waiting first, as many as there are free
 * spots. `waitlist` is in joining order.
 */
export function promotions<T>(capacity: number | null, bookedCount: number, waitlist: readonly T[]): T[] {
  const free = capacity === null ? waitlist.length : Math.max(0, capacity - bookedCount);
  return waitlist.slice(0, free);
}

/** Upcoming until `LIVE_EARLY_MS` before the start, live until the end, then ended. */
export function occurrencePhase(nowMs: number, startsAtMs: number, endsAtMs: number): OccurrencePhase {
  if (nowMs >= endsAtMs) return 'ended';
  if (nowMs >= startsAtMs - LIVE_EARLY_MS) return 'live';
  return 'upcoming';
}

export function shownStatus(status: BookingStatus, phase: OccurrencePhase): ShownBookingStatus {
  return phase === 'ended' && status !== 'cancelled' ? 'ended' : status;
}
