import { fieldError } from '../error-catalogue';
import { daysBetween } from './dates';

/**
 * A period of whole days asked of a calendar call (`from`/`start` through `to`/`end`, both
 * YYYY-MM-DD and included): what is wrong with it, if anything, in the error catalogue's field
 * codes. Calls answer 400 with the code on their end field.
 */
export type PeriodProblem = { code: 'period_order' } | { code: 'period_too_long'; max: number };

export function periodProblem(first: string, last: string, maxDays: number): PeriodProblem | null {
  if (last < first) return { code: 'period_order' };
  if (daysBetween(first, last) + 1 > maxDays) return { code: 'period_too_long', max: maxDays };
  return null;
}

/** Throws the 400 for a wrong period, on `field` (the call's end field): for servers. */
export function assertPeriod(field: string, first: string, last: string, maxDays: number): void {
  const problem = periodProblem(first, last, maxDays);
  if (problem) throw fieldError(field, problem.code, problem.code === 'period_too_long' ? { params: { max: problem.max } } : {});
}
