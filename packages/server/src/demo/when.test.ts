import { toWallTime } from '@tessera/core/access/zoned-time';
import { describe, expect, it } from 'vitest';
import { DEMO_ZONE, SATURDAY, WEEKDAYS, nextDemoTime } from './when';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number) => new Date(ms).toISOString();

describe('the demo clock', () => {
  it('puts a weekday class on the next weekday at its London time, at least the lead ahead', () => {
    const weekday = { at: '07:00', days: WEEKDAYS, atLeastHoursAhead: 2 };
    // Sunday 29 November 2026, 05:00 (London is on UTC in winter): Monday 07:00.
    expect(iso(nextDemoTime(at('2026-11-29T05:00:00Z'), weekday))).toBe('2026-11-30T07:00:00.000Z');
    // Monday 06:00: too close for today's class, so Tuesday.
    expect(iso(nextDemoTime(at('2026-11-30T06:00:00Z'), weekday))).toBe('2026-12-01T07:00:00.000Z');
    // Friday evening: Monday.
    expect(iso(nextDemoTime(at('2026-12-04T20:00:00Z'), weekday))).toBe('2026-12-07T07:00:00.000Z');
  });

  it('keeps the wall-clock time across a clock change (summer time: 07:00 London is 06:00 UTC)', () => {
    expect(iso(nextDemoTime(at('2026-03-27T12:00:00Z'), { at: '09:00', days: SATURDAY, atLeastHoursAhead: 48 }))).toBe('2026-04-04T08:00:00.000Z');
    const start = nextDemoTime(at('2026-03-28T12:00:00Z'), { at: '07:00', days: WEEKDAYS, atLeastHoursAhead: 2 });
    expect(iso(start)).toBe('2026-03-30T06:00:00.000Z');
    expect(toWallTime(start, DEMO_ZONE)).toMatchObject({ hour: 7, minute: 0 });
  });

  it('puts Saturday morning on a Saturday at least the lead ahead', () => {
    const saturday = { at: '09:00', days: SATURDAY, atLeastHoursAhead: 48 };
    expect(iso(nextDemoTime(at('2026-11-29T05:00:00Z'), saturday))).toBe('2026-12-05T09:00:00.000Z');
    // Thursday noon: Saturday is 45 hours away, under the lead, so the Saturday after.
    expect(iso(nextDemoTime(at('2026-12-03T12:00:00Z'), saturday))).toBe('2026-12-12T09:00:00.000Z');
  });
});
