/**
 * Analytics periods (studio analytics, issue 16): UTC days, ISO weeks starting Monday, calendar
 * months. Pure, so the server buckets numbers and the studio labels ranges the same way.
 */
export type Granularity = 'day' | 'week' | 'month';

export const ANALYTICS_RANGES = [7, 30, 90] as const;
/** The longest custom range the studio may ask for, in days. */
export const MAX_ANALYTICS_DAYS = 366;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a moment, in UTC. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  return dayOf(new Date(parseDay(day).getTime() + n * DAY_MS));
}

/** Days from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The first day of the period a day falls in. */
export function periodStart(day: string, unit: Granularity): string {
  if (unit === 'day') return day;
  if (unit === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (parseDay(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The periods that cover a range, each as its first day (the first may start before `from`). */
export function periodsOf(from: string, to: string, unit: Granularity): string[] {
  const out: string[] = [];
  for (const day of daysBetween(from, to)) {
    const start = periodStart(day, unit);
    if (out.at(-1) !== start) out.push(start);
  }
  return out;
}

/** The range of the last `days` days ending today (UTC). */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const to = dayOf(now);
  return { from: addDays(to, -(days - 1)), to };
}
