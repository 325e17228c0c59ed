import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { workoutModeSchema } from './block-data';
import { FIELD_REQUIRED, INVALID_PREFERENCE, maxLength, valueBetween } from '../messages';

/**
 * Workouts (SPEC §3 Workout session, §4 Workouts, §7 Workouts; issue 14, decision 033).
 *
 * An owner keeps an exercise library; a workout is an ordered list of groups (straight sets,
 * superset, circuit, EMOM, AMRAP), each an ordered list of items naming an exercise with its
 * prescribed sets. A workout belongs to the workout page that shows it (`page_id`): whoever may
 * open that page may run it. Members run sessions; each thing done in a session is an activity
 * (a set logged, an interval finished, a swap, a skip) stored in SI units (kg, metres, seconds)
 * and shown in the member's units (kg/lb, km/mi, `units.ts`).
 */

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

/** The member's choice of load and distance units (stored locally beside the mode preference). */
export const loadUnits = ['kg', 'lb'] as const;
export type LoadUnit = (typeof loadUnits)[number];
export const distanceUnits = ['km', 'mi'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];

/** SPEC §4: a session has start, activity and complete steps. */
export const workoutSessionSteps = ['start', 'activity', 'complete'] as const;

/** The bounds of everything a member or an owner can enter (issue 14 "Bad input"). */
export const WORKOUT_LIMITS = {
  titleLength: 200,
  descriptionLength: 2000,
  exerciseNameLength: 120,
  cuesLength: 2000,
  equipmentItems: 20,
  equipmentLength: 60,
  alternates: 20,
  groups: 30,
  groupNameLength: 80,
  itemsPerGroup: 30,
  setsPerItem: 50,
  notesLength: 500,
  rounds: 100,
  reps: 1000,
  loadKg: 1000,
  durationSeconds: 4 * 3600,
  restSeconds: 3600,
  distanceMeters: 1_000_000,
  setIndex: 99,
  activitiesPerSession: 2000,
} as const;

const L = WORKOUT_LIMITS;

const intBetween = (min: number, max: number) =>
  z
    .number({ error: valueBetween(min, max) })
    .int(valueBetween(min, max))
    .min(min, valueBetween(min, max))
    .max(max, valueBetween(min, max));
const numberBetween = (min: number, max: number) =>
  z
    .number({ error: valueBetween(min, max) })
    .min(min, valueBetween(min, max))
    .max(max, valueBetween(min, max));

// ---------------------------------------------------------------------------------------------
// The owner's exercise library

export const exerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A demonstration video (follow-along plays it) and a still image. */
  video_url: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Coaching cues, one per line. */
  cues: z.string(),
  equipment: z.array(z.string()),
  /** Exercises a member may swap this one for (SPEC §3 exercise_swaps). */
  alternate_ids: z.array(z.string()),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const exerciseInputSchema = z.object({
  name: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(L.exerciseNameLength, maxLength(L.exerciseNameLength)),
  video_url: resourceUrlField.nullable().default(null),
  image_url: resourceUrlField.nullable().default(null),
  cues: z.string().max(L.cuesLength, maxLength(L.cuesLength)).default(''),
  equipment: z
    .array(z.string().trim().min(1, FIELD_REQUIRED).max(L.equipmentLength, maxLength(L.equipmentLength)))
    .max(L.equipmentItems)
    .default([]),
  alternate_ids: z.array(z.uuid('Invalid exercise id')).max(L.alternates).default([]),
});
export type ExerciseInput = z.infer<typeof exerciseInputSchema>;

// ---------------------------------------------------------------------------------------------
// Workouts: groups of items, each an exercise with its prescribed sets

/**
 * How a group runs: `straight` sets one exercise after another; `superset` and `circuit` go round
 * their items `rounds` times; `emom` starts an item every `interval_seconds`; `amrap` repeats the
 * items until `time_cap_seconds` is up.
 */
export const workoutGroupKinds = ['straight', 'superset', 'circuit', 'emom', 'amrap'] as const;
export const workoutGroupKindSchema = z.enum(workoutGroupKinds);
export type WorkoutGroupKind = z.infer<typeof workoutGroupKindSchema>;

/** One prescribed set. Any target may be left out ("10 reps", "45 s", "400 m"). */
export const setTargetSchema = z.object({
  reps: intBetween(1, L.reps).nullable().default(null),
  load_kg: numberBetween(0, L.loadKg).nullable().default(null),
  duration_seconds: intBetween(1, L.durationSeconds).nullable().default(null),
  distance_m: numberBetween(0, L.distanceMeters).nullable().default(null),
  rest_seconds: intBetween(0, L.restSeconds).nullable().default(null),
});
export type SetTarget = z.infer<typeof setTargetSchema>;

export const workoutGroupItemSchema = z.object({
  /** Stable across edits: sessions' activities name it (SPEC workout_group_item_id). */
  uid: z.uuid('Invalid item id'),
  exercise_id: z.uuid('Invalid exercise id'),
  sets: z.array(setTargetSchema).min(1, 'At least one set').max(L.setsPerItem),
  notes: z.string().max(L.notesLength, maxLength(L.notesLength)).default(''),
});
export type WorkoutGroupItem = z.infer<typeof workoutGroupItemSchema>;

export const workoutGroupSchema = z.object({
  /** Stable across edits (SPEC workout_group_id). */
  id: z.uuid('Invalid group id'),
  kind: workoutGroupKindSchema.default('straight'),
  name: z.string().max(L.groupNameLength, maxLength(L.groupNameLength)).default(''),
  rounds: intBetween(1, L.rounds).default(1),
  /** EMOM: a new item starts every this many seconds. */
  interval_seconds: intBetween(10, L.restSeconds).nullable().default(null),
  /** AMRAP: how long the group runs. */
  time_cap_seconds: intBetween(30, L.durationSeconds).nullable().default(null),
  /** Rest after each round (straight sets rest per set, from the set's own target). */
  rest_seconds: intBetween(0, L.restSeconds).nullable().default(null),
  items: z.array(workoutGroupItemSchema).min(1, 'At least one exercise').max(L.itemsPerGroup),
});
export type WorkoutGroup = z.infer<typeof workoutGroupSchema>;

/** What the studio saves: the whole workout, in order (PUT replaces it). */
export const workoutInputSchema = z.object({
  title: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(L.titleLength, maxLength(L.titleLength)),
  description: z.string().max(L.descriptionLength, maxLength(L.descriptionLength)).default(''),
  mode: workoutModeSchema.default('grouped'),
  /** The workout page that shows it; its lock decides who may run it. */
  page_id: z.uuid('Invalid page id').nullable().default(null),
  /** Follow-along: a video of the whole class (else each exercise's own video plays). */
  video_url: resourceUrlField.nullable().default(null),
  groups: z.array(workoutGroupSchema).max(L.groups).default([]),
});
export type WorkoutInput = z.infer<typeof workoutInputSchema>;

export const workoutSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  mode: workoutModeSchema,
  page_id: z.string().nullable(),
  video_url: z.string().nullable(),
  groups: z.array(
    workoutGroupSchema.extend({
      id: z.string(),
      items: z.array(workoutGroupItemSchema.extend({ uid: z.string(), exercise_id: z.string() })),
    }),
  ),
  /** Seconds the prescription takes, sets, rests and intervals included (computed on save). */
  estimated_seconds: z.number().int(),
  /** Every exercise's equipment, once each. */
  equipment: z.array(z.string()),
  updated_at: z.string(),
});
export type Workout = z.infer<typeof workoutSchema>;

// ---------------------------------------------------------------------------------------------
// Sessions and their activities (SPEC §3 Workout session)

/**
 * What a member did: a `set` (reps, load, time, distance, rounds done), an `interval` of a timed
 * group finished, a `swap` of the item's exercise for an alternate, a `skip` of an item.
 */
export const workoutActivityTypes = ['set', 'interval', 'swap', 'skip'] as const;
export const workoutActivityTypeSchema = z.enum(workoutActivityTypes);
export type WorkoutActivityType = z.infer<typeof workoutActivityTypeSchema>;

/** What was done, in SI units, against what was prescribed. Unknown keys are refused. */
export const workoutActivityDataSchema = z.strictObject({
  set_index: intBetween(0, L.setIndex).optional(),
  reps: intBetween(0, L.reps).optional(),
  load_kg: numberBetween(0, L.loadKg).optional(),
  duration_seconds: intBetween(0, L.durationSeconds).optional(),
  distance_m: numberBetween(0, L.distanceMeters).optional(),
  rounds: intBetween(0, L.rounds).optional(),
  /** The exercise actually performed (an alternate when swapped). */
  exercise_id: z.uuid('Invalid exercise id').optional(),
});
export type WorkoutActivityData = z.infer<typeof workoutActivityDataSchema>;

/**
 * One activity as sent (`POST /workouts/{id}/session/{sessionId}/activity`). `id` is the client's
 * (a queued offline log replays with the same id and is stored once); `recorded_at` is when it
 * happened on the member's device, and the later of two versions of one activity wins.
 */
export const workoutActivityInputSchema = z.object({
  id: z.uuid('Invalid activity id').optional(),
  workout_group_id: z.uuid('Invalid group id'),
  workout_group_item_id: z.uuid('Invalid item id').nullable().default(null),
  activity_type: workoutActivityTypeSchema,
  data: workoutActivityDataSchema.default({}),
  recorded_at: z.iso.datetime({ offset: true }).max(40).optional(),
});
export type WorkoutActivityInput = z.infer<typeof workoutActivityInputSchema>;

export const workoutActivitySchema = z.object({
  id: z.string(),
  workout_group_id: z.string(),
  workout_group_item_id: z.string().nullable(),
  activity_type: workoutActivityTypeSchema,
  data: workoutActivityDataSchema,
  recorded_at: z.string(),
});
export type WorkoutActivity = z.infer<typeof workoutActivitySchema>;

/** SPEC §3 Workout session. */
export const workoutSessionSchema = z.object({
  id: z.string(),
  workout_id: z.string(),
  page_id: z.string().nullable(),
  session_mode: workoutModeSchema,
  started_at: z.string(),
  completed_at: z.string().nullable(),
  activities: z.array(workoutActivitySchema),
});
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;

/** One exercise's sets across sessions, oldest first (history and the load chart). */
export const exerciseHistoryEntrySchema = z.object({
  session_id: z.string(),
  workout_id: z.string(),
  workout_title: z.string(),
  completed_at: z.string(),
  sets: z.array(workoutActivityDataSchema),
});
export type ExerciseHistoryEntry = z.infer<typeof exerciseHistoryEntrySchema>;
