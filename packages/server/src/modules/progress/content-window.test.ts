import { describe, expect, it } from 'vitest';
import { AppError } from '@tessera/core/errors';
import { parseDuration, scheduleWindow, startOfDay } from './content-window';

describe('listing schedule windows', () => {
  it('reads 12h, 7d and 2w and refuses anything else naming the parameter', () => {
    expect(parseDuration('12h')).toEqual({ amount: 12, unit: 'h' });
    expect(parseDuration('2w')).toEqual({ amount: 2, unit: 'w' });
    for (const bad of ['7', '0d', 'P7D', '7 days', '-1d']) {
      expect(() => parseDuration(bad), bad).toThrow(AppError);
      try {
        parseDuration(bad);
      } catch (error) {
        expect((error as AppError).details).toEqual([{ field: 'query.duration', code: 'invalid_duration', message: 'Use a duration like 12h, 7d or 2w' }]);
      }
    }
  });

  it('finds midnight in the member’s timezone, across a DST change', () => {
    expect(startOfDay(new Date('2026-07-01T02:30:00Z'), 'America/New_York').toISOString()).toBe('2026-06-30T04:00:00.000Z');
    expect(startOfDay(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    // 2026-03-29 is the spring-forward day in Berlin: midnight is still +01:00.
    expect(startOfDay(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('makes "the next 7 days" end at midnight after the 7th local day', () => {
    const now = new Date('2026-07-01T12:00:00Z');
    expect(scheduleWindow({ scheduleType: 'upcoming', duration: '7d', timezone: 'Europe/Berlin', now })).toEqual({
      from: now,
      to: new Date('2026-07-07T22:00:00.000Z'),
    });
    expect(scheduleWindow({ scheduleType: 'upcoming', duration: '12h', timezone: undefined, now }).to.toISOString()).toBe('2026-07-02T00:00:00.000Z');
    expect(scheduleWindow({ scheduleType: 'past', duration: '1d', timezone: 'UTC', now }).from.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(scheduleWindow({ scheduleType: 'past', duration: '7d', timezone: 'UTC', now }).from.toISOString()).toBe('2026-06-25T00:00:00.000Z');
  });

  it('refuses an unknown timezone naming the parameter', () => {
    expect(() => scheduleWindow({ scheduleType: 'past', duration: '1d', timezone: 'Mars/Olympus', now: new Date() })).toThrow('query.timezone: Unknown time zone');
  });
});
