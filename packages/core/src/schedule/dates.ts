import { fromWallTime, resolveTimeZone, toWallTime } from '../access/zoned-time';

/**
 * Calendar days of the personal schedule (SPEC §3 Scheduled item, §5 'Cannot schedule in the past').
 * A scheduled day is a plain `YYYY-MM-DD` on the member's own calendar: it travels without a time
 * zone, and the zone is applied only to say which day "today" is and when a day starts and ends.
 * Pure and dependency-free, shared by the server and the member app.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatUtcDay(date.getTime()) === value;
}

function parseDay(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getTime();
}

function formatUtcDay(ms: number): string {
  const date = new Date(ms);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dayOfMonth = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${dayOfMonth}`;
}

/** The day `amount` days after `day` (before, when negative). */
export function addDays(day: string, amount: number): string {
  return formatUtcDay(parseDay(day) + amount * DAY_MS);
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
}

/** The day it is at an instant in a time zone (UTC for an empty or unknown zone). */
export function dayAt(instantMs: number, timeZone: string): string {
  const wall = toWallTime(instantMs, resolveTimeZone(timeZone));
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** SPEC §5: a day before today (in the member's zone) cannot be scheduled; today can. */
export function isInPast(day: string, todayDay: string): boolean {
  return day < todayDay;
}

/** When a day starts and ends in a zone, as ISO instants (a DST day is 23 or 25 hours long). */
export function dayBounds(day: string, timeZone: string): { starts_at: string; ends_at: string } {
  const zone = resolveTimeZone(timeZone);
  const at = (d: string) => {
    const ms = parseDay(d);
    const date = new Date(ms);
    return new Date(
      fromWallTime(
        { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0, second: 0, millisecond: 0 },
        zone,
      ),
    ).toISOString();
  };
  return { starts_at: at(day), ends_at: at(addDays(day, 1)) };
}

/** The weekday of a day, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(parseDay(day)).getUTCDay();
}

/** The seven days of the week holding `day`, starting on `weekStartsOn` (1 = Monday). */
export function weekOf(day: string, weekStartsOn = 1): string[] {
  const back = (weekdayOf(day) - weekStartsOn + 7) % 7;
  const first = addDays(day, -back);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Days laid one after another from a start day: a program's stages, one per day. */
export function consecutiveDays(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

export type DatedItem = { id: string; date: string };

/**
 * SPEC §7 `PUT /schedule/{id}` with shift_subsequent: the moved item goes to `newDate`, and every
 * sibling (the other days of the same program) dated after the item's old day moves by the same
 * number of days, keeping the gaps between them. Returns only what changed, siblings in day order.
 */
export function shiftSubsequent<T extends DatedItem>(
  moved: T,
  newDate: string,
  siblings: readonly T[],
): { item: T; siblings: T[] } {
  const delta = daysBetween(moved.date, newDate);
  const later = siblings
    .filter((s) => s.id !== moved.id && s.date > moved.date)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  return {
    item: { ...moved, date: newDate },
    siblings: delta === 0 ? [] : later.map((s) => ({ ...s, date: addDays(s.date, delta) })),
  };
}
