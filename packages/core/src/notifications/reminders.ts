import { fromWallTime, toWallTime } from '../access/zoned-time';
import type { NotificationSettings } from './settings';

/**
 * When reminders fall (SPEC §3 Notification settings, §9 Reminders: "daily reminders are at 8AM the
 * day of or 8PM the night before. A 15-minute reminder exists."), in the member's time zone:
 *
 * - `fifteen_minutes` (is_15_minute_reminder) and `starting_now` (is_starting_now_reminder): timed
 *   items only (events, scheduled items with a time), 15 minutes before and at the start.
 * - `day_of` (remind_day_of): 08:00 on the item's day, per item; skipped for a timed item that
 *   starts before 08:00 (the 15-minute and starting-now reminders cover it).
 * - `daily_digest` (is_daily_reminders): 20:00 the night before, one message for all of the next
 *   day's items.
 * - `weekly_digest` (is_weekly_reminders): Sunday 20:00, one message for the next Monday–Sunday.
 *
 * is_all_reminders_inactive turns every kind off; receive_reminders_just_for_you and
 * receive_reminders_for_app choose by the item's scope (the member's own items — a program day, a
 * booked event, their schedule — or the app's items for everyone).
 */
export type ReminderKind = 'fifteen_minutes' | 'starting_now' | 'day_of' | 'daily_digest' | 'weekly_digest';
export type ReminderScope = 'member' | 'app';

export type ReminderTiming = { kind: 'timed'; startsAt: number } | { kind: 'day'; date: string };

export type ReminderItem = {
  /** The reminder source that yields it (`program_day`, `event`, `schedule`). */
  source: string;
  /** Stable per occurrence: the same item planned twice has the same id. */
  id: string;
  title: string;
  url: string | null;
  scope: ReminderScope;
  timing: ReminderTiming;
};

export type PlannedReminder = {
  kind: ReminderKind;
  at: number;
  /** Unique per member: a per-item reminder names its item; a digest names its day or week. */
  key: string;
  /** Digests: the member-local days they cover (YYYY-MM-DD, inclusive). */
  days?: { from: string; to: string };
};

export const DAY_OF_HOUR = 8;
export const DIGEST_HOUR = 20;
export const FIFTEEN_MINUTES_MS = 15 * 60_000;

/** YYYY-MM-DD of a wall time. */
const dateOf = (wall: { year: number; month: number; day: number }) =>
  `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;

/** The calendar day `days` after `date` (pure date arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d + days);
  return dateOf({ year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() });
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return (t.getUTCDay() + 6) % 7;
}

/** The instant the zone's clock shows `hour`:00 on `date`. */
export function atLocal(date: string, hour: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromWallTime({ year, month, day, hour, minute: 0, second: 0, millisecond: 0 }, timeZone);
}

/** The member-local day of an item. */
export function localDateOf(timing: ReminderTiming, timeZone: string): string {
  return timing.kind === 'day' ? timing.date : dateOf(toWallTime(timing.startsAt, timeZone));
}

export function acceptsScope(settings: NotificationSettings, scope: ReminderScope): boolean {
  return scope === 'member' ? settings.receive_reminders_just_for_you : settings.receive_reminders_for_app;
}

/** Whether reminders of this kind are on at all for the member. */
export function isReminderKindOn(settings: NotificationSettings, kind: ReminderKind): boolean {
  if (settings.is_all_reminders_inactive) return false;
  switch (kind) {
    case 'fifteen_minutes':
      return settings.is_15_minute_reminder;
    case 'starting_now':
      return settings.is_starting_now_reminder;
    case 'day_of':
      return settings.remind_day_of;
    case 'daily_digest':
      return settings.is_daily_reminders;
    case 'weekly_digest':
      return settings.is_weekly_reminders;
  }
}

/** Every reminder one item gives the member, whatever the time now (the planner filters by window). */
export function remindersFor(item: ReminderItem, settings: NotificationSettings, timeZone: string): PlannedReminder[] {
  if (settings.is_all_reminders_inactive || !acceptsScope(settings, item.scope)) return [];
  const out: PlannedReminder[] = [];
  const itemKey = `${item.source}:${item.id}`;
  const day = localDateOf(item.timing, timeZone);
  if (item.timing.kind === 'timed') {
    const startsAt = item.timing.startsAt;
    if (settings.is_15_minute_reminder) out.push({ kind: 'fifteen_minutes', at: startsAt - FIFTEEN_MINUTES_MS, key: `fifteen_minutes:${itemKey}:${startsAt}` });
    if (settings.is_starting_now_reminder) out.push({ kind: 'starting_now', at: startsAt, key: `starting_now:${itemKey}:${startsAt}` });
  }
  if (settings.remind_day_of) {
    const at = atLocal(day, DAY_OF_HOUR, timeZone);
    if (item.timing.kind === 'day' || at < item.timing.startsAt) out.push({ kind: 'day_of', at, key: `day_of:${itemKey}:${day}` });
  }
  if (settings.is_daily_reminders) {
    out.push({ kind: 'daily_digest', at: atLocal(addDays(day, -1), DIGEST_HOUR, timeZone), key: `daily_digest:${day}`, days: { from: day, to: day } });
  }
  if (settings.is_weekly_reminders) {
    const monday = addDays(day, -weekdayOf(day));
    out.push({
      kind: 'weekly_digest',
      at: atLocal(addDays(monday, -1), DIGEST_HOUR, timeZone),
      key: `weekly_digest:${monday}`,
      days: { from: monday, to: addDays(monday, 6) },
    });
  }
  return out;
}

/** The instants a digest covers: from 00:00 of its first day to 00:00 after its last (member-local). */
export function digestWindow(days: { from: string; to: string }, timeZone: string): { from: number; to: number } {
  return { from: atLocal(days.from, 0, timeZone), to: atLocal(addDays(days.to, 1), 0, timeZone) };
}
