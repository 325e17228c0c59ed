import { describe, expect, it } from 'vitest';
import { evaluateDrip, scheduledUnlockMs } from './drip';
import { admin, guest, member, node } from './test-fixtures';

const ROOT = 'pg_course';
const started = (startedAt: string) =>
  member({ progressRoots: { [ROOT]: { started_at: startedAt } } });
const at = (iso: string) => new Date(iso);

describe('not scheduled', () => {
  it('is open whatever the schedule fields say', () => {
    const state = evaluateDrip({
      node: node({ unlocks_at: '2999-01-01T00:00:00Z', unlock_duration_seconds: 999 }),
      viewer: guest(),
      progressRootId: null,
      now: at('2026-01-01T00:00:00Z'),
    });
    expect(state).toEqual({ isLocked: false, availableAfter: null, outcome: null });
  });
});

describe('rule 3: a fixed unlocks_at', () => {
  const fixed = node({ is_scheduled: true, unlocks_at: '2026-04-01T09:00:00+02:00' });
  const check = (now: string, viewer = guest()) =>
    evaluateDrip({ node: fixed, viewer, progressRootId: null, now: at(now) });

  it('is locked one second before, for anyone, with available_after in UTC', () => {
    expect(check('2026-04-01T06:59:59Z')).toEqual({
      isLocked: true,
      availableAfter: '2026-04-01T07:00:00.000Z',
      outcome: 'IS_SCHEDULED',
    });
    expect(check('2026-04-01T06:59:59.999Z', admin()).isLocked).toBe(true);
  });

  it('opens at the instant itself and stays open', () => {
    expect(check('2026-04-01T07:00:00Z')).toEqual({
      isLocked: false,
      availableAfter: null,
      outcome: null,
    });
    expect(check('2026-04-01T07:00:01Z').isLocked).toBe(false);
  });

  it('needs no sign-in and no start', () => {
    expect(check('2027-01-01T00:00:00Z', guest()).isLocked).toBe(false);
  });
});

describe('rule 4: counted from the progress root', () => {
  const perSeconds = node({ is_scheduled: true, unlock_duration_seconds: 3600 });

  it('asks a guest, or a session without a member id, to sign in', () => {
    const expected = { isLocked: true, availableAfter: null, outcome: 'AUTHENTICATION_REQUIRED' };
    const now = at('2026-03-01T00:00:00Z');
    expect(evaluateDrip({ node: perSeconds, viewer: guest(), progressRootId: ROOT, now })).toEqual(
      expected,
    );
    expect(
      evaluateDrip({
        node: perSeconds,
        viewer: { ...started('2026-01-01T00:00:00Z'), memberId: null },
        progressRootId: ROOT,
        now,
      }),
    ).toEqual(expected);
  });

  it('asks to start when there is no root, the root is not started, or started_at is unreadable', () => {
    const expected = { isLocked: true, availableAfter: null, outcome: 'START_REQUIRED' };
    const now = at('2026-03-01T00:00:00Z');
    expect(
      evaluateDrip({
        node: perSeconds,
        viewer: started('2026-01-01T00:00:00Z'),
        progressRootId: null,
        now,
      }),
    ).toEqual(expected);
    expect(evaluateDrip({ node: perSeconds, viewer: member(), progressRootId: ROOT, now })).toEqual(
      expected,
    );
    expect(
      evaluateDrip({
        node: perSeconds,
        viewer: started('2026-01-01T00:00:00Z'),
        progressRootId: 'pg_other',
        now,
      }),
    ).toEqual(expected);
    expect(
      evaluateDrip({ node: perSeconds, viewer: started('not a date'), progressRootId: ROOT, now }),
    ).toEqual(expected);
  });

  it('unlock_duration_seconds: locked one second before, open at and after', () => {
    const viewer = started('2026-03-01T10:00:00Z');
    const check = (now: string) =>
      evaluateDrip({ node: perSeconds, viewer, progressRootId: ROOT, now: at(now) });
    expect(check('2026-03-01T10:59:59Z')).toEqual({
      isLocked: true,
      availableAfter: '2026-03-01T11:00:00.000Z',
      outcome: 'IS_SCHEDULED',
    });
    expect(check('2026-03-01T11:00:00Z').isLocked).toBe(false);
    expect(check('2026-03-01T11:00:01Z').isLocked).toBe(false);
  });

  it('admins wait like everyone else', () => {
    const viewer = admin({ progressRoots: { [ROOT]: { started_at: '2026-03-01T10:00:00Z' } } });
    expect(
      evaluateDrip({
        node: perSeconds,
        viewer,
        progressRootId: ROOT,
        now: at('2026-03-01T10:30:00Z'),
      }).isLocked,
    ).toBe(true);
  });

  it('+1 day in the member’s zone keeps the wall-clock time across DST', () => {
    const daily = node({ is_scheduled: true, schedule_period: 1, schedule_interval: 'days' });
    // Started 2026-03-28 10:00 in Berlin (09:00 UTC); the next day is 23 hours long.
    const viewer = { ...started('2026-03-28T09:00:00Z'), timezone: 'Europe/Berlin' };
    const check = (now: string) =>
      evaluateDrip({ node: daily, viewer, progressRootId: ROOT, now: at(now) });
    expect(check('2026-03-29T07:59:59Z')).toEqual({
      isLocked: true,
      availableAfter: '2026-03-29T08:00:00.000Z',
      outcome: 'IS_SCHEDULED',
    });
    expect(check('2026-03-29T08:00:00Z').isLocked).toBe(false);
    // In UTC the same start unlocks an hour later.
    expect(
      evaluateDrip({
        node: daily,
        viewer: { ...viewer, timezone: 'UTC' },
        progressRootId: ROOT,
        now: at('2026-03-29T08:00:00Z'),
      }),
    ).toEqual({
      isLocked: true,
      availableAfter: '2026-03-29T09:00:00.000Z',
      outcome: 'IS_SCHEDULED',
    });
  });

  it('an unknown member zone counts in UTC', () => {
    const daily = node({ is_scheduled: true, schedule_period: 1, schedule_interval: 'days' });
    const viewer = { ...started('2026-03-28T09:00:00Z'), timezone: 'Nowhere/Land' };
    expect(
      evaluateDrip({ node: daily, viewer, progressRootId: ROOT, now: at('2026-03-29T08:30:00Z') })
        .availableAfter,
    ).toBe('2026-03-29T09:00:00.000Z');
  });

  it('a far-future unlock that no date can hold stays locked without a date', () => {
    const forever = node({
      is_scheduled: true,
      schedule_period: 2_000_000_000,
      schedule_interval: 'months',
    });
    expect(
      evaluateDrip({
        node: forever,
        viewer: started('2026-01-01T00:00:00Z'),
        progressRootId: ROOT,
        now: at('2026-01-02T00:00:00Z'),
      }),
    ).toEqual({
      isLocked: true,
      availableAfter: null,
      outcome: 'IS_SCHEDULED',
    });
  });
});

describe('unlock time of a started schedule', () => {
  const startedAtMs = Date.parse('2026-03-28T09:00:00Z');
  const unlock = (fields: Parameters<typeof node>[0], timezone = 'Europe/Berlin') =>
    new Date(
      scheduledUnlockMs({ node: node({ is_scheduled: true, ...fields }), startedAtMs, timezone }),
    ).toISOString();

  it('unlock_duration_seconds wins over a period and counts elapsed seconds', () => {
    expect(
      unlock({ unlock_duration_seconds: 86_400, schedule_period: 3, schedule_interval: 'weeks' }),
    ).toBe('2026-03-29T09:00:00.000Z');
  });

  it('minutes and hours are elapsed time, not wall-clock time', () => {
    expect(unlock({ schedule_period: 90, schedule_interval: 'minutes' })).toBe(
      '2026-03-28T10:30:00.000Z',
    );
    expect(unlock({ schedule_period: 24, schedule_interval: 'hours' })).toBe(
      '2026-03-29T09:00:00.000Z',
    );
  });

  it('days, weeks and months are calendar steps in the zone', () => {
    expect(unlock({ schedule_period: 1, schedule_interval: 'days' })).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(unlock({ schedule_period: 1, schedule_interval: 'weeks' })).toBe(
      '2026-04-04T08:00:00.000Z',
    );
    expect(unlock({ schedule_period: 1, schedule_interval: 'months' })).toBe(
      '2026-04-28T08:00:00.000Z',
    );
  });

  it('a schedule without both parts opens at the start', () => {
    expect(unlock({})).toBe('2026-03-28T09:00:00.000Z');
    expect(unlock({ schedule_period: 3 })).toBe('2026-03-28T09:00:00.000Z');
    expect(unlock({ schedule_interval: 'days' })).toBe('2026-03-28T09:00:00.000Z');
    expect(unlock({ schedule_interval: 'hours' })).toBe('2026-03-28T09:00:00.000Z');
    expect(unlock({ schedule_period: 0, schedule_interval: 'months' })).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(
      unlock({ unlock_duration_seconds: 0, schedule_period: 2, schedule_interval: 'days' }),
    ).toBe('2026-03-28T09:00:00.000Z');
  });
});
