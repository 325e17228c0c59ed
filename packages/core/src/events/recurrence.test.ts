import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toWallTime } from '../access/zoned-time';
import { expandOccurrences, localStartOf, parseLocalStart, ruleProblem } from './recurrence';

const ms = (iso: string) => Date.parse(iso);

describe('expandOccurrences', () => {
  it('keeps a 07:00 weekly class at 07:00 in Berlin across both DST changes of 2026', () => {
    const occurrences = expandOccurrences(
      { startsAtLocal: '2026-03-16T07:00', timezone: 'Europe/Berlin', durationMinutes: 45, rrule: 'FREQ=WEEKLY;BYDAY=MO' },
      ms('2026-03-01T00:00:00Z'),
      ms('2026-11-30T00:00:00Z'),
    );
    expect(occurrences.length).toBeGreaterThan(30);
    for (const o of occurrences) {
      const wall = toWallTime(o.startsAtMs, 'Europe/Berlin');
      expect([wall.hour, wall.minute]).toEqual([7, 0]);
      expect(o.endsAtMs - o.startsAtMs).toBe(45 * 60_000);
    }
    // Before 29 March Berlin is UTC+1, after it UTC+2, after 25 October UTC+1 again.
    expect(new Date(occurrences[0]!.startsAtMs).toISOString()).toBe('2026-03-16T06:00:00.000Z');
    expect(occurrences.map((o) => new Date(o.startsAtMs).toISOString())).toContain('2026-03-30T05:00:00.000Z');
    expect(occurrences.map((o) => new Date(o.startsAtMs).toISOString())).toContain('2026-10-26T06:00:00.000Z');
  });

  it('keeps the local time in New York across the US changes (a daily rule)', () => {
    const occurrences = expandOccurrences(
      { startsAtLocal: '2026-03-06T07:00', timezone: 'America/New_York', durationMinutes: 30, rrule: 'FREQ=DAILY' },
      ms('2026-03-06T00:00:00Z'),
      ms('2026-03-12T00:00:00Z'),
    );
    expect(occurrences.map((o) => new Date(o.startsAtMs).toISOString())).toEqual([
      '2026-03-06T12:00:00.000Z',
      '2026-03-07T12:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
      '2026-03-09T11:00:00.000Z',
      '2026-03-10T11:00:00.000Z',
      '2026-03-11T11:00:00.000Z',
    ]);
  });

  it('moves a start the clocks skip on by the gap', () => {
    const [o] = expandOccurrences(
      { startsAtLocal: '2026-03-29T02:30', timezone: 'Europe/Berlin', durationMinutes: 60, rrule: null },
      ms('2026-03-28T00:00:00Z'),
      ms('2026-03-30T00:00:00Z'),
    );
    expect(toWallTime(o!.startsAtMs, 'Europe/Berlin')).toMatchObject({ hour: 3, minute: 30 });
  });

  it('any wall time in any of these zones repeats daily at the same wall time', () => {
    const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Tokyo', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 364 }),
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, dayOffset, hour, minute) => {
          const day = new Date(Date.UTC(2026, 0, 1 + dayOffset));
          const local = `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const list = expandOccurrences(
            { startsAtLocal: local, timezone: zone, durationMinutes: 10, rrule: 'FREQ=DAILY;COUNT=60' },
            day.getTime() - 86_400_000,
            day.getTime() + 70 * 86_400_000,
          );
          expect(list).toHaveLength(60);
          for (const o of list) expect(localStartOf(o.startsAtMs, zone).slice(11)).toBe(local.slice(11));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('returns a one-off only inside the window, and respects COUNT, UNTIL and the limit', () => {
    const once = { startsAtLocal: '2026-05-01T18:00', timezone: 'UTC', durationMinutes: 60, rrule: null };
    expect(expandOccurrences(once, ms('2026-05-01T00:00:00Z'), ms('2026-05-02T00:00:00Z'))).toHaveLength(1);
    expect(expandOccurrences(once, ms('2026-05-02T00:00:00Z'), ms('2026-05-03T00:00:00Z'))).toHaveLength(0);
    const weekly = { ...once, rrule: 'FREQ=WEEKLY;COUNT=3' };
    expect(expandOccurrences(weekly, ms('2026-01-01T00:00:00Z'), ms('2027-01-01T00:00:00Z'))).toHaveLength(3);
    const daily = { ...once, rrule: 'RRULE:FREQ=DAILY;UNTIL=20260510T000000Z' };
    expect(expandOccurrences(daily, ms('2026-01-01T00:00:00Z'), ms('2027-01-01T00:00:00Z'))).toHaveLength(9);
    expect(expandOccurrences({ ...once, rrule: 'FREQ=DAILY' }, ms('2026-01-01T00:00:00Z'), ms('2027-01-01T00:00:00Z'), 5)).toHaveLength(5);
  });
});

describe('rules and starts', () => {
  it('accepts day-or-coarser rules and refuses the rest', () => {
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=MO,WE,FR')).toBeNull();
    expect(ruleProblem('RRULE:FREQ=MONTHLY;BYMONTHDAY=1')).toBeNull();
    expect(ruleProblem('FREQ=HOURLY')).toBe('rule_too_frequent');
    expect(ruleProblem('FREQ=MINUTELY')).toBe('rule_too_frequent');
    expect(ruleProblem('nonsense')).toBe('rule_invalid');
    expect(ruleProblem('')).toBe('rule_invalid');
    expect(ruleProblem('DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY')).toBe('rule_invalid');
  });

  it('reads real local starts only', () => {
    expect(parseLocalStart('2026-02-28T07:00')).toMatchObject({ month: 2, day: 28, hour: 7 });
    expect(parseLocalStart('2026-02-30T07:00')).toBeNull();
    expect(parseLocalStart('2026-02-28T24:00')).toBeNull();
    expect(parseLocalStart('2026-02-28 07:00')).toBeNull();
  });
});
