import { fromWallTime, toWallTime } from '@tessera/core/access/zoned-time';
import { dayAt, weekdayOf } from '@tessera/core/schedule/dates';

/** The demo's clock: its classes and runs are at London times, as its events' descriptions say. */
export const DEMO_ZONE = 'Europe/London';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const SATURDAY = [6] as const;

export type DemoWhen = {
  /** Local `HH:mm` in the demo's zone. */
  at: string;
  /** The ISO weekdays it may fall on. */
  days: readonly number[];
  /** How long after the seed it may start at the earliest, so that it always looks upcoming. */
  atLeastHoursAhead: number;
};

/**
 * The first instant, at least `atLeastHoursAhead` after `nowMs`, at which the demo's clock shows
 * `at` on one of `days`: "every weekday at 7:00" and "Saturday morning" stay true whenever the demo
 * is seeded.
 */
export function nextDemoTime(nowMs: number, when: DemoWhen): number {
  const [hour, minute] = when.at.split(':').map(Number) as [number, number];
  const earliest = nowMs + when.atLeastHoursAhead * HOUR_MS;
  for (let day = 0; day < 15; day++) {
    const date = toWallTime(nowMs + day * DAY_MS, DEMO_ZONE);
    const instant = fromWallTime({ ...date, hour, minute, second: 0, millisecond: 0 }, DEMO_ZONE);
    const isoWeekday = weekdayOf(dayAt(instant, DEMO_ZONE)) || 7;
    if (instant >= earliest && when.days.includes(isoWeekday)) return instant;
  }
  throw new Error(`No ${when.at} on days ${when.days.join(',')} within two weeks`);
}
