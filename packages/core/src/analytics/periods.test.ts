import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, lastDays, periodStart, periodsOf } from './periods';

describe('analytics periods', () => {
  it('lists the days of a range, both ends included', () => {
    expect(daysBetween('2030-02-27', '2030-03-02')).toEqual(['2030-02-27', '2030-02-28', '2030-03-01', '2030-03-02']);
    expect(daysBetween('2030-03-02', '2030-03-01')).toEqual([]);
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(periodStart('2030-01-06', 'week')).toBe('2029-12-31'); // a Sunday
    expect(periodStart('2030-01-07', 'week')).toBe('2030-01-07'); // a Monday
    expect(periodStart('2030-01-31', 'month')).toBe('2030-01-01');
    expect(periodsOf('2030-01-30', '2030-03-01', 'month')).toEqual(['2030-01-01', '2030-02-01', '2030-03-01']);
  });

  it('gives the last n days ending today', () => {
    expect(lastDays(7, new Date('2030-01-07T23:59:00Z'))).toEqual({ from: '2030-01-01', to: '2030-01-07' });
  });

  it('puts every day of a range in exactly one period, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 120 }), fc.constantFrom('day', 'week', 'month' as const), (offset, length, unit) => {
        const from = addDays('2028-01-01', offset);
        const to = addDays(from, length);
        const periods = periodsOf(from, to, unit);
        expect([...periods].sort()).toEqual(periods);
        for (const day of daysBetween(from, to)) expect(periods).toContain(periodStart(day, unit));
        expect(new Set(periods).size).toBe(periods.length);
      }),
    );
  });
});
