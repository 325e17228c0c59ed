import { describe, expect, it } from 'vitest';
import {
  addCalendar,
  fromWallTime,
  isValidTimeZone,
  offsetAt,
  resolveTimeZone,
  toWallTime,
} from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const wall = (
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
  millisecond,
});

describe('time zones', () => {
  it('knows valid zones and falls back to UTC for unknown or empty ones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(resolveTimeZone('America/New_York')).toBe('America/New_York');
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
  });

  it('reads offsets on both sides of a DST change', () => {
    expect(offsetAt(at('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(3_600_000);
    expect(offsetAt(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(7_200_000);
    expect(offsetAt(at('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(offsetAt(at('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('reads the wall clock, milliseconds included', () => {
    expect(toWallTime(at('2026-03-28T23:30:00.250Z'), 'Europe/Berlin')).toEqual(
      wall(2026, 3, 29, 0, 30, 0, 250),
    );
    expect(toWallTime(at('2026-01-01T03:00:00Z'), 'America/New_York')).toEqual(
      wall(2025, 12, 31, 22),
    );
  });

  it('turns a wall time back into the instant', () => {
    expect(iso(fromWallTime(wall(2026, 3, 29, 10), 'Europe/Berlin'))).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(iso(fromWallTime(wall(2026, 3, 28, 10), 'Europe/Berlin'))).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(iso(fromWallTime(wall(2026, 5, 1, 9, 15, 30, 5), 'Asia/Kolkata'))).toBe(
      '2026-05-01T03:45:30.005Z',
    );
  });

  it('moves a wall time that never happens (spring forward) on by the gap', () => {
    expect(iso(fromWallTime(wall(2026, 3, 29, 2, 30), 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(
      toWallTime(fromWallTime(wall(2026, 3, 29, 2, 30), 'Europe/Berlin'), 'Europe/Berlin'),
    ).toEqual(wall(2026, 3, 29, 3, 30));
    expect(iso(fromWallTime(wall(2026, 3, 8, 2, 15), 'America/New_York'))).toBe(
      '2026-03-08T07:15:00.000Z',
    );
  });

  it('takes the first of a wall time that happens twice (fall back)', () => {
    expect(iso(fromWallTime(wall(2026, 10, 25, 2, 30), 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(fromWallTime(wall(2026, 11, 1, 1, 30), 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('handles years before 100 without moving them to the 1900s', () => {
    expect(iso(fromWallTime(wall(50, 6, 1, 12), 'UTC'))).toBe('0050-06-01T12:00:00.000Z');
  });
});

describe('calendar steps in a zone', () => {
  it('+1 day across spring forward keeps 10:00 local (a 23-hour day)', () => {
    const start = at('2026-03-28T09:00:00Z'); // 10:00 CET
    expect(iso(addCalendar(start, 1, 'days', 'Europe/Berlin'))).toBe('2026-03-29T08:00:00.000Z'); // 10:00 CEST
    expect(iso(addCalendar(start, 1, 'days', 'UTC'))).toBe('2026-03-29T09:00:00.000Z');
  });

  it('+1 day across fall back keeps 10:00 local (a 25-hour day)', () => {
    expect(iso(addCalendar(at('2026-10-24T08:00:00Z'), 1, 'days', 'Europe/Berlin'))).toBe(
      '2026-10-25T09:00:00.000Z',
    );
  });

  it('a day step that lands in the spring-forward gap moves on by the gap', () => {
    // 02:30 on 28 March, +1 day → 02:30 on 29 March does not exist → 03:30 CEST.
    expect(iso(addCalendar(at('2026-03-28T01:30:00Z'), 1, 'days', 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('weeks are seven calendar days', () => {
    expect(iso(addCalendar(at('2026-03-25T09:00:00Z'), 1, 'weeks', 'Europe/Berlin'))).toBe(
      '2026-04-01T08:00:00.000Z',
    );
    expect(iso(addCalendar(at('2026-12-28T12:00:00Z'), 2, 'weeks', 'UTC'))).toBe(
      '2027-01-11T12:00:00.000Z',
    );
  });

  it('steps into the leap day and over it', () => {
    expect(iso(addCalendar(at('2028-02-28T12:00:00Z'), 1, 'days', 'UTC'))).toBe(
      '2028-02-29T12:00:00.000Z',
    );
    expect(iso(addCalendar(at('2028-02-29T12:00:00Z'), 1, 'days', 'UTC'))).toBe(
      '2028-03-01T12:00:00.000Z',
    );
    expect(iso(addCalendar(at('2027-02-28T12:00:00Z'), 1, 'days', 'UTC'))).toBe(
      '2027-03-01T12:00:00.000Z',
    );
  });

  it('a month step past the end of a shorter month stays on its last day', () => {
    expect(iso(addCalendar(at('2026-01-31T10:00:00Z'), 1, 'months', 'UTC'))).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(iso(addCalendar(at('2028-01-31T10:00:00Z'), 1, 'months', 'UTC'))).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(iso(addCalendar(at('2026-03-31T10:00:00Z'), 1, 'months', 'UTC'))).toBe(
      '2026-04-30T10:00:00.000Z',
    );
    expect(iso(addCalendar(at('2026-01-31T10:00:00Z'), 2, 'months', 'UTC'))).toBe(
      '2026-03-31T10:00:00.000Z',
    );
    expect(iso(addCalendar(at('2028-02-29T10:00:00Z'), 12, 'months', 'UTC'))).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    expect(iso(addCalendar(at('2028-02-29T10:00:00Z'), 48, 'months', 'UTC'))).toBe(
      '2032-02-29T10:00:00.000Z',
    );
  });

  it('months cross the year end and keep local time across DST', () => {
    expect(iso(addCalendar(at('2026-11-15T08:00:00Z'), 3, 'months', 'UTC'))).toBe(
      '2027-02-15T08:00:00.000Z',
    );
    // 15 Feb 10:00 CET + 2 months = 15 Apr 10:00 CEST.
    expect(iso(addCalendar(at('2026-02-15T09:00:00Z'), 2, 'months', 'Europe/Berlin'))).toBe(
      '2026-04-15T08:00:00.000Z',
    );
  });

  it('the calendar is the member’s, not UTC’s', () => {
    // 30 Jan 23:30 UTC is already 31 Jan 00:30 in Berlin: +1 month clamps to 28 Feb 00:30 there.
    expect(iso(addCalendar(at('2026-01-30T23:30:00Z'), 1, 'months', 'Europe/Berlin'))).toBe(
      '2026-02-27T23:30:00.000Z',
    );
    expect(iso(addCalendar(at('2026-01-30T23:30:00Z'), 1, 'months', 'UTC'))).toBe(
      '2026-02-28T23:30:00.000Z',
    );
    // 1 Mar 03:00 UTC is still 28 Feb 22:00 in New York: +1 month is 28 Mar 22:00 EDT there.
    expect(iso(addCalendar(at('2026-03-01T03:00:00Z'), 1, 'months', 'America/New_York'))).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    expect(iso(addCalendar(at('2026-03-01T03:00:00Z'), 1, 'months', 'UTC'))).toBe(
      '2026-04-01T03:00:00.000Z',
    );
  });

  it('zero steps change nothing', () => {
    expect(addCalendar(at('2026-05-05T05:05:05.005Z'), 0, 'months', 'Asia/Kolkata')).toBe(
      at('2026-05-05T05:05:05.005Z'),
    );
  });

  it('gives NaN instead of an invalid date far outside the calendar', () => {
    expect(addCalendar(at('2026-01-01T00:00:00Z'), 10_000_000, 'months', 'UTC')).toBeNaN();
    expect(addCalendar(at('2026-01-01T00:00:00Z'), 10_000_000, 'days', 'UTC')).toBeNaN();
    expect(addCalendar(Number.NaN, 1, 'days', 'UTC')).toBeNaN();
  });
});
