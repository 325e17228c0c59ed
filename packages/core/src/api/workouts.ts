import { z } from 'zod';
import { defineContract } from '../contract';
import { workoutModeSchema } from '../entities/block-data';
import { exerciseSwapSchema } from '../entities/subscriber';
import {
  exerciseHistoryEntrySchema,
  exerciseSchema,
  workoutActivityInputSchema,
  workoutActivitySchema,
  workoutSchema,
  workoutSessionSchema,
} from '../entities/workout';
import { RECORD_KINDS } from '../workouts/records';

/**
 * SPEC §7 Workouts for members (issue 14, decision 033). A workout is open to whoever its workout
 * page is open to (the access engine, SPEC §6): a locked one answers 403 `workout_locked`, another
 * app's or a missing one 404. Sessions are the signed-in member's own: another member's is 404.
 *
 * Offline: a session and each activity may carry the client's own id. Sending the same id again
 * (a queued log replayed when the connection returns) stores nothing twice and answers what is
 * stored; of two versions of one activity the later `recorded_at` wins (`applied: false` says the
 * server kept a newer one, which the answer carries).
 */
const tags = ['workouts'];
const workoutParams = z.object({ id: z.uuid('Invalid workout id') });
const sessionParams = workoutParams.extend({ sessionId: z.uuid('Invalid session id') });
const datetime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date and time' }).max(40);

export const workoutContract = defineContract({
  method: 'GET',
  path: '/workouts/:id',
  summary: 'A workout with every exercise it names (and their alternates) and the member’s swaps',
  tags,
  params: workoutParams,
  response: z.object({
    workout: workoutSchema,
    exercises: z.array(exerciseSchema),
    exercise_swaps: z.array(exerciseSwapSchema),
  }),
});

export const startWorkoutSessionContract = defineContract({
  method: 'POST',
  path: '/workouts/:id/session',
  summary: 'Start a session (SPEC step start); the same client id again answers the stored session',
  tags,
  params: workoutParams,
  body: z.object({
    session_mode: workoutModeSchema,
    id: z.uuid('Invalid session id').optional(),
    /** When it started on the device (a session begun offline); at most five minutes ahead of now. */
    started_at: datetime.optional(),
    page_id: z.uuid('Invalid page id').nullable().optional(),
  }),
  successStatus: 201,
  response: z.object({ session: workoutSessionSchema }),
});

export const updateWorkoutSessionContract = defineContract({
  method: 'PUT',
  path: '/workouts/:id/session/:sessionId',
  summary:
    'Finish a session (SPEC step complete): completes its page, so progress and programs follow; finishing twice keeps the first time; completed:false reopens it and undoes that completion',
  tags,
  params: sessionParams,
  body: z.object({
    page_id: z.uuid('Invalid page id').nullable().optional(),
    /** Defaults to finishing now. */
    completed: z.boolean().default(true),
    completed_at: datetime.optional(),
  }),
  response: z.object({ session: workoutSessionSchema }),
});

export const workoutSessionsContract = defineContract({
  method: 'GET',
  path: '/workouts/:id/sessions',
  summary: 'The signed-in member’s sessions of a workout, newest first, with their activities',
  tags,
  params: workoutParams,
  query: z.object({
    before: datetime.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ sessions: z.array(workoutSessionSchema), has_more: z.boolean() }),
});

export const workoutSessionContract = defineContract({
  method: 'GET',
  path: '/workouts/:id/session/:sessionId',
  summary: 'One of the signed-in member’s sessions with its activities',
  tags,
  params: sessionParams,
  response: z.object({ session: workoutSessionSchema }),
});

export const recordWorkoutActivityContract = defineContract({
  method: 'POST',
  path: '/workouts/:id/session/:sessionId/activity',
  summary:
    'Record what was done (SPEC step activity): the group and item must be the workout’s; idempotent by id, later recorded_at wins',
  tags,
  params: sessionParams,
  body: workoutActivityInputSchema,
  response: z.object({ activity: workoutActivitySchema, applied: z.boolean() }),
});

/** A personal record as core's `detectRecords` finds it (kg, reps, seconds or metres). */
const personalRecordSchema = z.object({
  exercise_id: z.string(),
  kind: z.enum(RECORD_KINDS),
  value: z.number(),
  previous: z.number(),
  load_kg: z.number().optional(),
});

export const workoutSessionRecordsContract = defineContract({
  method: 'GET',
  path: '/workouts/:id/session/:sessionId/records',
  summary:
    'The personal records a session beat: each exercise it logged against the member’s earlier finished sessions of any workout (SPEC: history and records per exercise)',
  tags,
  params: sessionParams,
  response: z.object({ records: z.array(personalRecordSchema) }),
});

export const workoutGroupItemExerciseContract = defineContract({
  method: 'GET',
  path: '/workout_group_items/:uid/exercise',
  summary: 'The exercise a workout item names, as the member does it: their swap applied (swapped_from is the original)',
  tags,
  params: z.object({ uid: z.uuid('Invalid item id') }),
  response: z.object({ exercise: exerciseSchema, swapped_from: exerciseSchema.nullable() }),
});

export const exerciseHistoryContract = defineContract({
  method: 'GET',
  path: '/exercises/:id/history',
  summary: 'The signed-in member’s logged sets of one exercise across finished sessions, oldest first (at most a year)',
  tags,
  params: z.object({ id: z.uuid('Invalid exercise id') }),
  response: z.object({ exercise: exerciseSchema, entries: z.array(exerciseHistoryEntrySchema) }),
});

/** What "Download for offline" stores for a program or pack: its pages, their workouts, and media. */
export const offlineBundleContract = defineContract({
  method: 'GET',
  path: '/workouts/offline_bundle',
  summary:
    'The pages of a program or pack the member may open, the workouts they show and the media they need (with sizes, for the member to confirm)',
  tags,
  query: z
    .object({ program_id: z.uuid('Invalid program id').optional(), pack_id: z.uuid('Invalid pack id').optional() })
    .refine((query) => Boolean(query.program_id) !== Boolean(query.pack_id), {
      message: 'Give a program_id or a pack_id',
      path: ['program_id'],
    }),
  response: z.object({
    pages: z.array(z.object({ id: z.string(), path: z.string().nullable(), title: z.string() })),
    workout_ids: z.array(z.string()),
    /** Media URLs with their byte size when known (null: the size shows as unknown). */
    media: z.array(z.object({ url: z.string(), bytes: z.number().int().nullable() })),
    total_bytes: z.number().int(),
  }),
});
