import { describe, expect, it } from 'vitest';
import { workoutSchema } from './workout';
import { firstIssue } from './test-helpers';

describe('workoutSchema', () => {
  it('fills every field with its default', () => {
    expect(workoutSchema.parse({})).toEqual({
      title: '',
      mode: 'grouped',
      workout_id: null,
      exercises: [],
      background_color: null,
      schedule: null,
    });
  });

  it("fills an exercise's optional numbers with null", () => {
    expect(workoutSchema.parse({ exercises: [{ name: ' Squat ' }] }).exercises[0]).toEqual({
      name: 'Squat',
      group: '',
      image: null,
      sets: null,
      reps: null,
      duration_seconds: null,
      rest_seconds: null,
      notes: '',
    });
  });

  it.each<[string, object, string, string]>([
    [
      'an unknown mode',
      { mode: 'circuit' },
      'mode',
      'Invalid option: expected one of "grouped"|"follow_along"',
    ],
    [
      'an exercise without a name',
      { exercises: [{ name: ' ' }] },
      'exercises.0.name',
      'Field is required.',
    ],
    [
      'an exercise with no name field',
      { exercises: [{}] },
      'exercises.0.name',
      'Field is required.',
    ],
    [
      'zero sets',
      { exercises: [{ name: 'a', sets: 0 }] },
      'exercises.0.sets',
      'Value must be between 1 and 100',
    ],
    [
      'half a rep',
      { exercises: [{ name: 'a', reps: 2.5 }] },
      'exercises.0.reps',
      'Value must be between 1 and 1000',
    ],
    [
      'a five-hour exercise',
      { exercises: [{ name: 'a', duration_seconds: 18_000 }] },
      'exercises.0.duration_seconds',
      'Value must be between 1 and 14400',
    ],
    [
      'a negative rest',
      { exercises: [{ name: 'a', rest_seconds: -5 }] },
      'exercises.0.rest_seconds',
      'Value must be between 0 and 3600',
    ],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
    [
      'a long group',
      { exercises: [{ name: 'a', group: 'x'.repeat(81) }] },
      'exercises.0.group',
      'Must be at most 80 characters.',
    ],
    [
      'long notes',
      { exercises: [{ name: 'a', notes: 'x'.repeat(501) }] },
      'exercises.0.notes',
      'Must be at most 500 characters.',
    ],
    [
      'too many exercises',
      { exercises: Array.from({ length: 101 }, () => ({ name: 'a' })) },
      'exercises',
      'At most 100 exercises',
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(workoutSchema, input)).toEqual({ path, message });
  });
});
