import { describe, expect, it } from 'vitest';
import { monthDays, monthWeeks, shiftMonth } from './month';

describe('calendar months', () => {
  it('lists the days of a month, leap years included', () => {
    expect(monthDays('2028-02-10')).toHaveLength(29);
    expect(monthDays('2027-02-01').at(-1)).toBe('2027-02-28');
    expect(monthDays('2026-12-31')[0]).toBe('2026-12-01');
  });

  it('lays a month out in Monday-first weeks, padded with null', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthWeeks('2026-12-01');
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
  });

  it('moves by months across years, from any day of the month', () => {
    expect(shiftMonth('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12-01');
  });
});
