/**
 * Calendar arithmetic in an IANA time zone with nothing but Intl.DateTimeFormat, so that core stays
 * free of date libraries. Drip schedules of days, weeks and months keep the member's wall-clock time:
 * "+1 day" from 10:00 is 10:00 the next day even when that day is 23 or 25 hours long.
 *
 * Supported range: years 1 to 9999 (what ISO strings and Intl agree on).
 */

export type WallTime = {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

export type CalendarUnit = 'days' | 'weeks' | 'months';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The ECMAScript limit: Dates beyond ±8.64e15 ms are invalid. */
const MAX_INSTANT_MS = 8.64e15;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A member's zone, or UTC when it is empty or unknown to Intl (a stale or mistyped profile value). */
export function resolveTimeZone(timeZone: string): string {
  return timeZone !== '' && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

export function isValidInstant(ms: number): boolean {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_INSTANT_MS;
}

export function toWallTime(instantMs: number, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(instantMs);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
    millisecond: ((instantMs % 1000) + 1000) % 1000,
  };
}

/** The wall time read as if it were UTC; Date.UTC alone would move years 0–99 into the 1900s. */
function wallAsUtcMs(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, wall.millisecond);
  return date.getTime();
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
export function offsetAt(instantMs: number, timeZone: string): number {
  return wallAsUtcMs(toWallTime(instantMs, timeZone)) - instantMs;
}

function isSameWall(a: WallTime, b: WallTime): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second &&
    a.millisecond === b.millisecond
  );
}

/**
 * The instant at which the zone's clock shows `wall`. Like Temporal's 'compatible' choice: a wall
 * time shown twice (clocks going back) is its first occurrence; a wall time never shown (clocks going
 * forward) is moved on by the gap, so 02:30 on a spring-forward night is 03:30.
 */
export function fromWallTime(wall: WallTime, timeZone: string): number {
  const asUtc = wallAsUtcMs(wall);
  // Zones change offset at most once around any one day, so the offsets a day either side are the
  // only candidates.
  const offsetBefore = offsetAt(asUtc - DAY_MS, timeZone);
  const offsetAfter = offsetAt(asUtc + DAY_MS, timeZone);
  const candidates = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((instant) => isSameWall(toWallTime(instant, timeZone), wall))
    .sort((a, b) => a - b);
  return candidates[0] ?? asUtc - offsetBefore;
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/**
 * `amount` calendar units after `instantMs` on the zone's calendar, at the same wall-clock time.
 * A month step that lands past the end of a shorter month stays on its last day: Jan 31 + 1 month is
 * Feb 28 (29 in a leap year), and Feb 29 + 12 months is Feb 28. Returns NaN outside the Date range.
 */
export function addCalendar(
  instantMs: number,
  amount: number,
  unit: CalendarUnit,
  timeZone: string,
): number {
  if (!isValidInstant(instantMs)) return Number.NaN;
  const wall = toWallTime(instantMs, timeZone);
  let target: WallTime;
  if (unit === 'months') {
    const monthIndex = wall.year * 12 + (wall.month - 1) + amount;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12 + 1;
    target = { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) };
  } else {
    const days = unit === 'weeks' ? amount * 7 : amount;
    const date = new Date(0);
    date.setUTCFullYear(wall.year, wall.month - 1, wall.day + days);
    target = {
      ...wall,
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
  }
  if (!Number.isFinite(target.year) || target.year < 1 || target.year > 9999) return Number.NaN;
  return fromWallTime(target, timeZone);
}
