import { describe, expect, it } from 'vitest';
import { workoutModePreferenceSchema, workoutSessionSchema } from './workout';
import { INVALID_PREFERENCE } from '../messages';

describe('workoutModePreferenceSchema', () => {
  it('accepts the two SPEC literals', () => {
    expect(workoutModePreferenceSchema.parse('FOLLOW_ALONG')).toBe('FOLLOW_ALONG');
    expect(workoutModePreferenceSchema.parse('list')).toBe('list');
  });

  it.each(['follow_along', 'LIST', 'grouped', undefined])(
    "rejects %j with 'Invalid Preference'",
    (value) => {
      expect(workoutModePreferenceSchema.safeParse(value).error?.issues[0]?.message).toBe(
        INVALID_PREFERENCE,
      );
    },
  );
});

describe('workoutSessionSchema', () => {
  it('parses a session with activities', () => {
    const session = workoutSessionSchema.parse({
      id: 'ws_1',
      workout_id: 'wo_1',
      session_mode: 'follow_along',
      started_at: '2026-02-02T07:00:00Z',
      activities: [
        {
          workout_group_id: 'g1',
          workout_group_item_id: 'gi1',
          activity_type: 'set_completed',
          data: { reps: 12, unit: 'reps' },
        },
      ],
    });
    expect(session.completed_at).toBeNull();
    expect(session.activities[0]?.data).toEqual({ reps: 12, unit: 'reps' });
    expect(
      workoutSessionSchema.safeParse({ ...session, session_mode: 'FOLLOW_ALONG' }).success,
    ).toBe(false);
  });
});
