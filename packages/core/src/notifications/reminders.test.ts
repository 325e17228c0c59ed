import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, atLocal, digestWindow, remindersFor, weekdayOf, type ReminderItem } from './reminders';
import { DEFAULT_NOTIFICATION_SETTINGS, settingsAfterUnsubscribe, type NotificationSettings } from './settings';

const all: NotificationSettings = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  is_weekly_reminders: true,
  is_starting_now_reminder: true,
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('reminder timing', () => {
  it('puts a timed item’s reminders at 15 minutes before, at the start, 8AM the day of, 8PM the night before and Sunday 8PM', () => {
    // Wednesday 2026-06-10 18:30 in New York (UTC-4 in summer).
    const item: ReminderItem = { source: 'event', id: 'e1', title: 'Yoga', url: null, scope: 'member', timing: { kind: 'timed', startsAt: Date.parse('2026-06-10T22:30:00Z') } };
    const got = Object.fromEntries(remindersFor(item, all, 'America/New_York').map((r) => [r.kind, iso(r.at)]));
    expect(got).toEqual({
      fifteen_minutes: '2026-06-10T22:15:00.000Z',
      starting_now: '2026-06-10T22:30:00.000Z',
      day_of: '2026-06-10T12:00:00.000Z',
      daily_digest: '2026-06-10T00:00:00.000Z',
      weekly_digest: '2026-06-08T00:00:00.000Z',
    });
  });

  it('keeps 8AM local across the spring-forward and fall-back nights (program days in New York and Berlin)', () => {
    const day = (date: string): ReminderItem => ({ source: 'program_day', id: `p:${date}`, title: 'Day', url: null, scope: 'member', timing: { kind: 'day', date } });
    const at = (date: string, tz: string, kind: string) => iso(remindersFor(day(date), all, tz).find((r) => r.kind === kind)!.at);
    // US clocks go forward on 2026-03-08 and back on 2026-11-01.
    expect(at('2026-03-07', 'America/New_York', 'day_of')).toBe('2026-03-07T13:00:00.000Z');
    expect(at('2026-03-08', 'America/New_York', 'day_of')).toBe('2026-03-08T12:00:00.000Z');
    expect(at('2026-03-09', 'America/New_York', 'daily_digest')).toBe('2026-03-09T00:00:00.000Z');
    expect(at('2026-11-01', 'America/New_York', 'day_of')).toBe('2026-11-01T13:00:00.000Z');
    expect(at('2026-11-01', 'America/New_York', 'daily_digest')).toBe('2026-11-01T00:00:00.000Z');
    // EU clocks go forward on 2026-03-29.
    expect(at('2026-03-29', 'Europe/Berlin', 'day_of')).toBe('2026-03-29T06:00:00.000Z');
    expect(at('2026-03-28', 'Europe/Berlin', 'day_of')).toBe('2026-03-28T07:00:00.000Z');
    // The same day in Tokyo and Honolulu is 19 hours apart.
    expect(at('2026-05-05', 'Asia/Tokyo', 'day_of')).toBe('2026-05-04T23:00:00.000Z');
    expect(at('2026-05-05', 'Pacific/Honolulu', 'day_of')).toBe('2026-05-05T18:00:00.000Z');
  });

  it('reads a timed item’s day in the member’s zone', () => {
    // 02:00 UTC on the 11th is still the 10th in Los Angeles.
    const item: ReminderItem = { source: 'event', id: 'e', title: 'Late', url: null, scope: 'member', timing: { kind: 'timed', startsAt: Date.parse('2026-06-11T02:00:00Z') } };
    const dayOf = remindersFor(item, all, 'America/Los_Angeles').find((r) => r.kind === 'day_of')!;
    expect(dayOf.key).toContain('2026-06-10');
    expect(remindersFor(item, all, 'UTC').find((r) => r.kind === 'daily_digest')!.key).toBe('daily_digest:2026-06-11');
  });

  it('skips the 8AM reminder of an item that starts before 8AM, and timed kinds for all-day items', () => {
    const early: ReminderItem = { source: 'event', id: 'e', title: 'Dawn', url: null, scope: 'member', timing: { kind: 'timed', startsAt: Date.parse('2026-06-10T06:00:00Z') } };
    expect(remindersFor(early, all, 'UTC').map((r) => r.kind)).not.toContain('day_of');
    const allDay: ReminderItem = { ...early, timing: { kind: 'day', date: '2026-06-10' } };
    expect(remindersFor(allDay, all, 'UTC').map((r) => r.kind).sort()).toEqual(['daily_digest', 'day_of', 'weekly_digest']);
  });

  it('honours each setting', () => {
    const item: ReminderItem = { source: 'event', id: 'e', title: 'X', url: null, scope: 'member', timing: { kind: 'timed', startsAt: Date.parse('2026-06-10T12:00:00Z') } };
    const kinds = (settings: Partial<NotificationSettings>, scope: 'member' | 'app' = 'member') =>
      remindersFor({ ...item, scope }, { ...all, ...settings }, 'UTC').map((r) => r.kind).sort();
    expect(kinds({ is_all_reminders_inactive: true })).toEqual([]);
    expect(kinds({ receive_reminders_just_for_you: false })).toEqual([]);
    expect(kinds({ receive_reminders_for_app: false })).toHaveLength(5);
    expect(kinds({ receive_reminders_for_app: false }, 'app')).toEqual([]);
    expect(kinds({ is_15_minute_reminder: false })).not.toContain('fifteen_minutes');
    expect(kinds({ is_starting_now_reminder: false })).not.toContain('starting_now');
    expect(kinds({ remind_day_of: false })).not.toContain('day_of');
    expect(kinds({ is_daily_reminders: false })).not.toContain('daily_digest');
    expect(kinds({ is_weekly_reminders: false })).not.toContain('weekly_digest');
  });

  it('gives every day’s reminders before the day, in any zone (property)', () => {
    const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.constantFrom(...zones), (offset, tz) => {
        const date = addDays('2024-01-01', offset);
        const item: ReminderItem = { source: 'program_day', id: date, title: 'D', url: null, scope: 'member', timing: { kind: 'day', date } };
        const reminders = remindersFor(item, all, tz);
        const window = digestWindow({ from: date, to: date }, tz);
        for (const r of reminders) {
          if (r.kind === 'day_of') expect(r.at).toBeGreaterThanOrEqual(window.from);
          else expect(r.at).toBeLessThan(window.from);
        }
        const weekly = reminders.find((r) => r.kind === 'weekly_digest')!;
        expect(weekdayOf(weekly.days!.from)).toBe(0);
        expect(window.to - window.from).toBeGreaterThanOrEqual(23 * 3_600_000);
        expect(atLocal(date, 8, tz)).toBeGreaterThan(window.from);
      }),
    );
  });
});


describe('unsubscribe types', () => {
  it('turns off exactly the settings of each type', () => {
    expect(settingsAfterUnsubscribe(DEFAULT_NOTIFICATION_SETTINGS, 'reminders')).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, receive_reminders_via_email: false });
    expect(settingsAfterUnsubscribe(DEFAULT_NOTIFICATION_SETTINGS, 'blasts')).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, receive_blast_notifications: false });
    expect(settingsAfterUnsubscribe(DEFAULT_NOTIFICATION_SETTINGS, 'all')).toMatchObject({ receive_reminders_via_email: false, receive_blast_notifications: false, receive_message_notifications: false });
  });
});
