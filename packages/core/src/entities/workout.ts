import { z } from 'zod';
import { workoutModeSchema } from './block-data';
import { INVALID_PREFERENCE } from '../messages';

/** SPEC §9 workout units. */
export const workoutUnits = [
  'reps',
  'cals',
  'secs',
  'mins',
  'hours',
  'breaths',
  'meters',
  'feet',
  'kilometers',
  'miles',
  'laps',
] as const;
export const workoutUnitSchema = z.enum(workoutUnits);
export type WorkoutUnit = z.infer<typeof workoutUnitSchema>;

/**
 * SPEC §4 the member's preferred way to run workouts (stored locally). The literals are SPEC's,
 * mixed case included. Anything else is 'Invalid Preference' (SPEC §5).
 */
export const workoutModePreferences = ['FOLLOW_ALONG', 'list'] as const;
export const workoutModePreferenceSchema = z.enum(workoutModePreferences, {
  error: INVALID_PREFERENCE,
});
export type WorkoutModePreference = z.infer<typeof workoutModePreferenceSchema>;

/** SPEC §4: a session has start, activity and complete steps. */
export const workoutSessionSteps = ['start', 'activity', 'complete'] as const;

/**
 * One thing the member did inside a session (`POST /workouts/{id}/session/{sessionId}/activity`):
 * which group and item of the workout, what happened, and free-form data (reps done, time…).
 */
export const workoutActivitySchema = z.object({
  workout_group_id: z.string(),
  workout_group_item_id: z.string().nullable().default(null),
  activity_type: z.string().min(1).max(64),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type WorkoutActivity = z.infer<typeof workoutActivitySchema>;

/** SPEC §3 Workout session. */
export const workoutSessionSchema = z.object({
  id: z.string(),
  workout_id: z.string(),
  page_id: z.string().nullable().default(null),
  session_mode: workoutModeSchema,
  started_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }).nullable().default(null),
  activities: z.array(workoutActivitySchema).default([]),
});
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;
