import { describe, expect, it } from 'vitest';
import type { PageSchedule } from '../entities/page';
import { isInScheduleWindow, nextScheduleChange } from './schedule-window';

const at = (iso: string) => Date.parse(iso);
const scheduleOf = (overrides: Partial<PageSchedule>): PageSchedule => ({
  starts_at: null,
  ends_at: null,
  scope_type: 'page',
  is_multiday: false,
  ...overrides,
});
const utc = (iso: string) => ({ now: at(iso), timeZone: 'UTC' });

describe('isInScheduleWindow', () => {
  it('always shows a block without a schedule or without bounds', () => {
    expect(isInScheduleWindow(null, utc('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isInScheduleWindow(scheduleOf({}), utc('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it.each(['page', 'account_app'] as const)(
    'reads %s windows as absolute instants, start inclusive, end exclusive',
    (scope_type) => {
      const schedule = scheduleOf({
        scope_type,
        starts_at: '2026-03-01T10:00:00+02:00',
        ends_at: '2026-03-01T12:00:00+02:00',
      });
      // 10:00+02:00 is 08:00 UTC, whatever the member's zone.
      const viewer = (iso: string) => ({ now: at(iso), timeZone: 'America/New_York' });
      expect(isInScheduleWindow(schedule, viewer('2026-03-01T07:59:59.999Z'))).toBe(false);
      expect(isInScheduleWindow(schedule, viewer('2026-03-01T08:00:00Z'))).toBe(true);
      expect(isInScheduleWindow(schedule, viewer('2026-03-01T09:59:59Z'))).toBe(true);
      expect(isInScheduleWindow(schedule, viewer('2026-03-01T10:00:00Z'))).toBe(false);
    },
  );

  it('keeps an open-ended window open on its missing side', () => {
    expect(
      isInScheduleWindow(
        scheduleOf({ starts_at: '2026-01-01T00:00:00Z' }),
        utc('2099-01-01T00:00:00Z'),
      ),
    ).toBe(true);
    expect(
      isInScheduleWindow(
        scheduleOf({ starts_at: '2026-01-01T00:00:00Z' }),
        utc('2025-12-31T23:59:59Z'),
      ),
    ).toBe(false);
    expect(
      isInScheduleWindow(
        scheduleOf({ ends_at: '2026-01-01T00:00:00Z' }),
        utc('2000-01-01T00:00:00Z'),
      ),
    ).toBe(true);
    expect(
      isInScheduleWindow(
        scheduleOf({ ends_at: '2026-01-01T00:00:00Z' }),
        utc('2026-01-01T00:00:00Z'),
      ),
    ).toBe(false);
  });

  it("reads subscriber windows on the member's own clock", () => {
    const schedule = scheduleOf({
      scope_type: 'subscriber',
      starts_at: '2026-06-01T08:00:00Z',
      ends_at: '2026-06-01T09:00:00Z',
    });
    // 08:00 in Oslo (UTC+2 in summer) is 06:00 UTC; in Sydney (UTC+10) it is 22:00 UTC the day before.
    expect(
      isInScheduleWindow(schedule, { now: at('2026-06-01T06:30:00Z'), timeZone: 'Europe/Oslo' }),
    ).toBe(true);
    expect(
      isInScheduleWindow(schedule, { now: at('2026-06-01T08:30:00Z'), timeZone: 'Europe/Oslo' }),
    ).toBe(false);
    expect(
      isInScheduleWindow(schedule, {
        now: at('2026-05-31T22:15:00Z'),
        timeZone: 'Australia/Sydney',
      }),
    ).toBe(true);
    expect(isInScheduleWindow(schedule, { now: at('2026-06-01T08:30:00Z'), timeZone: 'UTC' })).toBe(
      true,
    );
  });

  it('ignores the written offset of a subscriber window', () => {
    const schedule = scheduleOf({
      scope_type: 'subscriber',
      starts_at: '2026-06-01T08:00:00+05:00',
      ends_at: null,
    });
    expect(isInScheduleWindow(schedule, { now: at('2026-06-01T07:59:00Z'), timeZone: 'UTC' })).toBe(
      false,
    );
    expect(isInScheduleWindow(schedule, { now: at('2026-06-01T08:00:00Z'), timeZone: 'UTC' })).toBe(
      true,
    );
  });

  it('reads an unknown member timezone as UTC', () => {
    const schedule = scheduleOf({
      scope_type: 'subscriber',
      starts_at: '2026-06-01T08:00:00Z',
      ends_at: null,
    });
    expect(
      isInScheduleWindow(schedule, { now: at('2026-06-01T08:00:00Z'), timeZone: 'Mars/Olympus' }),
    ).toBe(true);
    expect(isInScheduleWindow(schedule, { now: at('2026-06-01T07:00:00Z'), timeZone: '' })).toBe(
      false,
    );
  });

  it('hides a block whose bound cannot be read', () => {
    expect(isInScheduleWindow(scheduleOf({ starts_at: 'soon' }), utc('2026-01-01T00:00:00Z'))).toBe(
      false,
    );
    expect(
      isInScheduleWindow(
        scheduleOf({ scope_type: 'subscriber', ends_at: 'later' }),
        utc('2026-01-01T00:00:00Z'),
      ),
    ).toBe(false);
  });
});

describe('nextScheduleChange', () => {
  const schedule = scheduleOf({
    starts_at: '2026-03-01T08:00:00Z',
    ends_at: '2026-03-01T10:00:00Z',
  });

  it('is the next bound after now', () => {
    expect(nextScheduleChange(schedule, utc('2026-03-01T07:00:00Z'))).toBe(
      at('2026-03-01T08:00:00Z'),
    );
    expect(nextScheduleChange(schedule, utc('2026-03-01T08:00:00Z'))).toBe(
      at('2026-03-01T10:00:00Z'),
    );
  });

  it('is null once nothing will change', () => {
    expect(nextScheduleChange(schedule, utc('2026-03-01T10:00:00Z'))).toBeNull();
    expect(nextScheduleChange(null, utc('2026-03-01T10:00:00Z'))).toBeNull();
  });

  it("follows the member's clock for subscriber windows", () => {
    const subscriber = scheduleOf({
      scope_type: 'subscriber',
      starts_at: '2026-06-01T08:00:00Z',
      ends_at: null,
    });
    expect(
      nextScheduleChange(subscriber, { now: at('2026-06-01T00:00:00Z'), timeZone: 'Europe/Oslo' }),
    ).toBe(at('2026-06-01T06:00:00Z'));
  });
});
