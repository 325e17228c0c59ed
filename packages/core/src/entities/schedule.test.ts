import { describe, expect, it } from 'vitest';
import { scheduledItemSchema } from './schedule';

describe('scheduledItemSchema', () => {
  it('parses a workout scheduled from a program', () => {
    const item = scheduledItemSchema.parse({
      id: 'sch_1',
      item_id: 'page_day_1',
      item_type: 'page',
      scope_type: 'subscriber',
      context_id: 'prog_1',
      context_type: 'program',
      item: { data: { title: 'Day 1', path: '/programs/strength/day-1' } },
      schedule: {
        is_multiday: false,
        scope_type: 'subscriber',
        starts_at: '2026-02-02T00:00:00Z',
        ends_at: null,
      },
    });
    expect(item.item.data.title).toBe('Day 1');
    expect(item.schedule.is_multiday).toBe(false);
  });

  it('refuses an unknown scope and a non-ISO start', () => {
    const base = { id: 's', item_id: 'i', item_type: 'page', item: { data: {} } };
    const schedule = { starts_at: '2026-02-02T00:00:00Z', ends_at: null };
    expect(scheduledItemSchema.safeParse({ ...base, scope_type: 'team', schedule }).success).toBe(
      false,
    );
    expect(
      scheduledItemSchema.safeParse({
        ...base,
        scope_type: 'page',
        schedule: { ...schedule, starts_at: '02/02/2026' },
      }).success,
    ).toBe(false);
  });
});
