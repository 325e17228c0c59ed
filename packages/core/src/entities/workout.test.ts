import { describe, expect, it } from 'vitest';
import { workoutActivityInputSchema, workoutModePreferenceSchema } from './workout';
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

describe('workoutActivityInputSchema', () => {
  const base = {
    workout_group_id: '6f1c1f4e-4b7a-4d55-9f0a-0c6e3b1d2a01',
    workout_group_item_id: '6f1c1f4e-4b7a-4d55-9f0a-0c6e3b1d2a02',
    activity_type: 'set',
  };

  it('parses a logged set in SI units', () => {
    const activity = workoutActivityInputSchema.parse({ ...base, data: { set_index: 0, reps: 12, load_kg: 60 } });
    expect(activity.data).toEqual({ set_index: 0, reps: 12, load_kg: 60 });
  });

  it.each([
    [{ reps: -1 }, 'reps', 'Value must be between 0 and 1000'],
    [{ load_kg: 1000.5 }, 'load_kg', 'Value must be between 0 and 1000'],
    [{ reps: 2.5 }, 'reps', 'Value must be between 0 and 1000'],
  ])('refuses %j naming %s', (data, field, message) => {
    const issue = workoutActivityInputSchema.safeParse({ ...base, data }).error?.issues[0];
    expect(issue?.path).toEqual(['data', field]);
    expect(issue?.message).toBe(message);
  });

  it('refuses keys it does not know and types it does not know', () => {
    expect(workoutActivityInputSchema.safeParse({ ...base, data: { unit: 'reps' } }).success).toBe(false);
    expect(workoutActivityInputSchema.safeParse({ ...base, activity_type: 'set_completed' }).success).toBe(false);
  });
});
