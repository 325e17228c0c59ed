/**
 * Builders shared by the events tests of the member app and the studio (their calendars, the
 * booking list); kept out of the engine so that it carries no test-only paths.
 */
import type { EventOccurrence } from '../entities/event';
import { dayAt } from '../schedule/dates';

export const FIXTURE_PAGE_ID = '7d0c4a0e-0000-4000-8000-000000000110';
export const FIXTURE_EVENT_ID = '7d0c4a0e-0000-4000-8000-000000000120';

/**
 * Date `n` (1–9) of one event: `Class n` at `/class-n`, upcoming, 3 of 10 places booked, from
 * 12:00 to 13:00 UTC on `day` (the same day on every clock from UTC−11 to UTC+11). `extra` sets
 * what the test is about.
 */
export function makeOccurrence(n: number, day: string, extra: Partial<EventOccurrence> = {}): EventOccurrence {
  return {
    id: `7d0c4a0e-0000-4000-8000-00000000013${n}`,
    event_id: FIXTURE_EVENT_ID,
    title: `Class ${n}`,
    page_id: FIXTURE_PAGE_ID,
    path: `/class-${n}`,
    starts_at: `${day}T12:00:00.000Z`,
    ends_at: `${day}T13:00:00.000Z`,
    timezone: 'UTC',
    status: 'scheduled',
    phase: 'upcoming',
    capacity: 10,
    booked_count: 3,
    waitlist_count: 0,
    spots_left: 7,
    location: null,
    has_livestream: false,
    livestream_url: null,
    my_status: null,
    waitlist_position: null,
    ...extra,
  };
}

/** The month a calendar opens on today in `zone` (its first day) and that month's 15th, where the tests put their dates. */
export function calendarMonthNow(zone: string): { month: string; day15: string } {
  const month = `${dayAt(Date.now(), zone).slice(0, 7)}-01`;
  return { month, day15: `${month.slice(0, 8)}15` };
}
