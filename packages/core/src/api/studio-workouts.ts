import { z } from 'zod';
import { defineContract } from '../contract';
import { exerciseInputSchema, exerciseSchema, workoutInputSchema, workoutSchema, workoutSessionSchema } from '../entities/workout';
import { studioAppParams } from './studio-apps';

/**
 * The studio's workouts (issue 14): the exercise library and the workout builder. Saving a workout
 * replaces its groups and items in one transaction; ids the owner's browser made are kept, so
 * members' logged activities keep pointing at the same group and item. An exercise a workout uses
 * cannot be deleted (409 `exercise_in_use` naming the workouts).
 */
const tags = ['studio'];
const exerciseParams = studioAppParams.extend({ exerciseId: z.uuid('Invalid exercise id') });
const workoutParams = studioAppParams.extend({ workoutId: z.uuid('Invalid workout id') });

export const studioExerciseSchema = exerciseSchema.extend({ workout_count: z.number().int() });
export type StudioExercise = z.infer<typeof studioExerciseSchema>;

export const studioExercisesContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/exercises',
  summary: "The app's exercise library, by name",
  tags,
  params: studioAppParams,
  response: z.object({ exercises: z.array(studioExerciseSchema) }),
});

export const createExerciseContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/exercises',
  summary: 'Add an exercise to the library',
  tags,
  params: studioAppParams,
  body: exerciseInputSchema,
  successStatus: 201,
  response: z.object({ exercise: studioExerciseSchema }),
});

export const updateExerciseContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/exercises/:exerciseId',
  summary: 'Change an exercise (its alternates are the app’s other exercises)',
  tags,
  params: exerciseParams,
  body: exerciseInputSchema,
  response: z.object({ exercise: studioExerciseSchema }),
});

export const deleteExerciseContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/exercises/:exerciseId',
  summary: 'Delete an exercise no workout uses (it leaves other exercises’ alternates and members’ swaps)',
  tags,
  params: exerciseParams,
  response: z.object({ deleted_id: z.string() }),
});

export const studioWorkoutSummarySchema = workoutSchema
  .pick({ id: true, title: true, mode: true, page_id: true, estimated_seconds: true, updated_at: true })
  .extend({ page_title: z.string().nullable(), session_count: z.number().int() });
export type StudioWorkoutSummary = z.infer<typeof studioWorkoutSummarySchema>;

export const studioWorkoutsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/workouts',
  summary: "The app's workouts, most recently changed first",
  tags,
  params: studioAppParams,
  response: z.object({ workouts: z.array(studioWorkoutSummarySchema) }),
});

export const studioWorkoutContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/workouts/:workoutId',
  summary: 'One workout in full, with the exercises it names',
  tags,
  params: workoutParams,
  response: z.object({ workout: workoutSchema, exercises: z.array(exerciseSchema) }),
});

export const createWorkoutContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/workouts',
  summary: 'Create a workout',
  tags,
  params: studioAppParams,
  body: workoutInputSchema,
  successStatus: 201,
  response: z.object({ workout: workoutSchema }),
});

export const updateWorkoutContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/workouts/:workoutId',
  summary: 'Save a workout whole: title, mode, page, groups and items in order',
  tags,
  params: workoutParams,
  body: workoutInputSchema,
  response: z.object({ workout: workoutSchema }),
});

export const deleteWorkoutContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/workouts/:workoutId',
  summary: 'Delete a workout and its members’ sessions',
  tags,
  params: workoutParams,
  response: z.object({ deleted_id: z.string() }),
});

export const memberWorkoutSessionsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/members/:memberId/workout_sessions',
  summary: "A member's workout sessions, newest first (member detail)",
  tags,
  params: studioAppParams.extend({ memberId: z.uuid('Invalid member id') }),
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
  response: z.object({
    sessions: z.array(workoutSessionSchema.extend({ workout_title: z.string() })),
  }),
});
