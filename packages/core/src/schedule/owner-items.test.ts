import { describe, expect, it } from 'vitest';
import { daysOfWindow, isOwnerScheduled, ownerScheduledItemId, parseOwnerScheduledItemId, spanOf } from './owner-items';

const PAGE = '7d0c4a0e-0000-4000-8000-000000000400';
const window = (starts_at: string | null, ends_at: string | null, is_multiday: boolean) => ({ starts_at, ends_at, is_multiday, scope_type: 'page' as const });

describe("the app's scheduled items", () => {
  it('name their page, schedule and day in their id, and only such ids parse', () => {
    const id = ownerScheduledItemId(PAGE, 3, '2026-03-29');
    expect(parseOwnerScheduledItemId(id)).toEqual({ pageId: PAGE, scheduleIndex: 3, day: '2026-03-29' });
    for (const other of [PAGE, `app:${PAGE}:0`, `app:nope:0:2026-03-29`, `x${id}`]) expect(parseOwnerScheduledItemId(other)).toBeNull();
  });

  it('are read-only unless the member planned them', () => {
    expect(isOwnerScheduled({ scope_type: 'subscriber' })).toBe(false);
    expect(isOwnerScheduled({ scope_type: 'page' })).toBe(true);
    expect(isOwnerScheduled({ scope_type: 'account_app' })).toBe(true);
  });

  it('say "day n of m" only for a span of several days', () => {
    expect(spanOf({ item: { data: { span_day: 2, span_days: 3 } } })).toEqual({ day: 2, days: 3 });
    expect(spanOf({ item: { data: { span_day: 1, span_days: 1 } } })).toBeNull();
    expect(spanOf({ item: { data: {} } })).toBeNull();
  });
});

describe('daysOfWindow', () => {
  it('spans a multi-day window over the member’s days, the end exclusive', () => {
    expect(daysOfWindow(window('2026-03-02T00:00:00Z', '2026-03-05T00:00:00Z', true), 'UTC')).toEqual({ first: '2026-03-02', last: '2026-03-04' });
    expect(daysOfWindow(window('2026-03-02T00:00:00Z', '2026-03-05T00:00:01Z', true), 'UTC')).toEqual({ first: '2026-03-02', last: '2026-03-05' });
    // In New York the same instants start the evening before.
    expect(daysOfWindow(window('2026-03-02T00:00:00Z', '2026-03-05T00:00:00Z', true), 'America/New_York')).toEqual({ first: '2026-03-01', last: '2026-03-04' });
  });

  it('keeps any other window on the day it starts, and has no days without a start', () => {
    expect(daysOfWindow(window('2026-03-02T23:30:00Z', '2026-03-03T01:00:00Z', false), 'UTC')).toEqual({ first: '2026-03-02', last: '2026-03-02' });
    expect(daysOfWindow(window('2026-03-02T10:00:00Z', null, true), 'UTC')).toEqual({ first: '2026-03-02', last: '2026-03-02' });
    expect(daysOfWindow(window('2026-03-05T10:00:00Z', '2026-03-02T10:00:00Z', true), 'UTC')).toEqual({ first: '2026-03-05', last: '2026-03-05' });
    expect(daysOfWindow(window(null, '2026-03-02T10:00:00Z', true), 'UTC')).toBeNull();
  });
});
