import { fromWallTime, isValidInstant, resolveTimeZone } from '../access/zoned-time';
import type { WallTime } from '../access/zoned-time';
import type { PageSchedule } from '../entities/page';

/**
 * SPEC §3 Schedule on blocks: a block is shown only inside its window.
 *
 * - Scopes `page` and `account_app` are one moment for everyone: `starts_at` and `ends_at` are the
 *   absolute instants they denote (offset included).
 * - Scope `subscriber` is "at this time on each member's own clock": the date and time as written
 *   (the offset is ignored) are read in the member's timezone, so "08:00" opens at eight in Oslo
 *   and at eight in Sydney.
 *
 * The window is half-open: shown from `starts_at` (inclusive) until `ends_at` (exclusive). A
 * missing bound is open-ended; a bound that cannot be read hides the block rather than showing
 * content the owner meant to keep back.
 */

type Bound = 'start' | 'end';

const ISO_WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?/;

/** The wall-clock date and time written in an ISO string, ignoring its offset. */
function wallTimeOf(iso: string): WallTime | null {
  const match = ISO_WALL.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '0'] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    millisecond: Number(fraction.padEnd(3, '0').slice(0, 3)),
  };
}

/** The instant a bound denotes for this scope and member, or NaN when it cannot be read. */
function boundInstant(iso: string, schedule: PageSchedule, timeZone: string): number {
  if (schedule.scope_type !== 'subscriber') return Date.parse(iso);
  const wall = wallTimeOf(iso);
  return wall ? fromWallTime(wall, resolveTimeZone(timeZone)) : Number.NaN;
}

function boundsOf(schedule: PageSchedule, timeZone: string): Record<Bound, number | null> {
  const read = (iso: string | null) =>
    iso === null ? null : boundInstant(iso, schedule, timeZone);
  return { start: read(schedule.starts_at), end: read(schedule.ends_at) };
}

export type ScheduleViewer = {
  /** The moment to decide for, in ms since the epoch. */
  now: number;
  /** The member's IANA timezone; only `subscriber` windows use it. Unknown zones read as UTC. */
  timeZone: string;
};

/**
 * Whether a block with this schedule is shown at `now`. No schedule: always shown (absent too: a
 * block from before schedules, rendered from its props as stored).
 */
export function isInScheduleWindow(
  schedule: PageSchedule | null | undefined,
  { now, timeZone }: ScheduleViewer,
): boolean {
  if (schedule === null || schedule === undefined) return true;
  const { start, end } = boundsOf(schedule, timeZone);
  if (start !== null && !(isValidInstant(start) && now >= start)) return false;
  if (end !== null && !(isValidInstant(end) && now < end)) return false;
  return true;
}

/**
 * The next moment after `now` at which the answer of `isInScheduleWindow` changes, or null when it
 * never will. Lets a page that stays open show or hide a block right on time.
 */
export function nextScheduleChange(
  schedule: PageSchedule | null | undefined,
  { now, timeZone }: ScheduleViewer,
): number | null {
  if (schedule === null || schedule === undefined) return null;
  const { start, end } = boundsOf(schedule, timeZone);
  const upcoming = [start, end].filter(
    (instant): instant is number => instant !== null && isValidInstant(instant) && instant > now,
  );
  return upcoming.length > 0 ? Math.min(...upcoming) : null;
}
