import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { workoutModeSchema } from '../entities/block-data';
import { FIELD_REQUIRED, maxLength, valueBetween } from '../messages';
import { blockSchema } from './block-base';

const HOUR_SECONDS = 3600;

const countBetween = (min: number, max: number) =>
  z
    .number({ error: valueBetween(min, max) })
    .int(valueBetween(min, max))
    .min(min, valueBetween(min, max))
    .max(max, valueBetween(min, max));

/** One exercise of a workout. Any of the numbers may be left out ("3 × 10", "45 s", "rest 60 s"). */
export const workoutExerciseSchema = z.object({
  name: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(120, maxLength(120)),
  /** Exercises with the same group next to each other are shown under one heading ("Warm-up"). */
  group: z.string().max(80, maxLength(80)).default(''),
  image: resourceUrlField.nullable().default(null),
  sets: countBetween(1, 100).nullable().default(null),
  reps: countBetween(1, 1000).nullable().default(null),
  duration_seconds: countBetween(1, 4 * HOUR_SECONDS)
    .nullable()
    .default(null),
  rest_seconds: countBetween(0, HOUR_SECONDS).nullable().default(null),
  notes: z.string().max(500, maxLength(500)).default(''),
});
export type WorkoutExercise = z.infer<typeof workoutExerciseSchema>;

/**
 * A workout's exercises (SPEC §3 Workout modes): `grouped` lists them all, `follow_along` shows
 * one at a time with next and previous. Naming a `workout_id` makes it a runnable workout.
 */
export const workoutSchema = blockSchema({
  title: z.string().max(200, maxLength(200)).default(''),
  mode: workoutModeSchema.default('grouped'),
  /**
   * The studio's workout this block runs (issue 14): members start sessions of it. Without one the
   * block shows its own `exercises` as a plain list, as before workouts existed.
   */
  workout_id: z.uuid('Invalid workout id').nullable().default(null),
  exercises: z.array(workoutExerciseSchema).max(100, 'At most 100 exercises').default([]),
});
export type WorkoutProps = z.infer<typeof workoutSchema>;
