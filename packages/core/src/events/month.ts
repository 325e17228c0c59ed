import { addDays, weekdayOf } from '../schedule/dates';

/**
 * A calendar month as the events calendars (member app and studio) show it: `month` is any day of
 * it (YYYY-MM-DD); weeks start on Monday.
 */

/** The month's days, first to last. */
export function monthDays(month: string): string[] {
  const first = `${month.slice(0, 7)}-01`;
  const days: string[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The month's weeks, Monday first, with null for the days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const days = monthDays(month);
  const cells: (string | null)[] = [...Array<null>((weekdayOf(days[0]!) + 6) % 7).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first day of the month `by` months from `month`'s. */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 10);
}
