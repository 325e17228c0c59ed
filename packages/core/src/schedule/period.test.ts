import { describe, expect, it } from 'vitest';
import { periodProblem } from './period';

describe('periodProblem', () => {
  it('accepts one day and a period of exactly the most days, both ends included', () => {
    expect(periodProblem('2026-03-01', '2026-03-01', 1)).toBeNull();
    expect(periodProblem('2026-03-01', '2026-03-31', 31)).toBeNull();
    // Over a daylight saving change and a leap day the days are still whole days.
    expect(periodProblem('2028-02-01', '2028-03-31', 60)).toBeNull();
  });

  it('refuses an end before the start, and one day more than the most', () => {
    expect(periodProblem('2026-03-02', '2026-03-01', 31)).toEqual({ code: 'period_order' });
    expect(periodProblem('2026-03-01', '2026-04-01', 31)).toEqual({ code: 'period_too_long', max: 31 });
    expect(periodProblem('2028-02-01', '2028-04-01', 60)).toEqual({ code: 'period_too_long', max: 60 });
  });
});
