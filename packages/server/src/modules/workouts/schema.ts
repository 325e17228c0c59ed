import type { SetTarget, WorkoutActivityData, WorkoutActivityType, WorkoutGroupKind } from '@tessera/core/entities/workout';
import type { WorkoutMode } from '@tessera/core/entities/block-data';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';
import { pages } from '../pages/schema';

/**
 * Workouts (issue 14, decision 033). Every table carries the app (tenant). Group and item ids are
 * the studio's own (kept across edits); session and activity ids may be the member's device's
 * (an offline log replays with the same id and is stored once).
 */

/** The owner's exercise library; alternates name other exercises of the same app (checked on save). */
export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    videoUrl: text('video_url'),
    imageUrl: text('image_url'),
    cues: text('cues').notNull().default(''),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    alternateIds: jsonb('alternate_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercises_app_name_idx').on(t.appId, t.name)],
);
export type ExerciseRow = typeof exercises.$inferSelect;

/** A workout, shown by its workout page (`page_id`): whoever may open the page may run it. */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mode: text('mode').$type<WorkoutMode>().notNull().default('grouped'),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    videoUrl: text('video_url'),
    /** Computed on save (core's `estimateWorkoutSeconds`). */
    estimatedSeconds: integer('estimated_seconds').notNull().default(0),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workouts_app_updated_idx').on(t.appId, t.updatedAt), index('workouts_page_idx').on(t.appId, t.pageId)],
);
export type WorkoutRow = typeof workouts.$inferSelect;

export const workoutGroups = pgTable(
  'workout_groups',
  {
    id: uuid('id').primaryKey(),
    appId: appIdColumn(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<WorkoutGroupKind>().notNull().default('straight'),
    name: text('name').notNull().default(''),
    rounds: integer('rounds').notNull().default(1),
    intervalSeconds: integer('interval_seconds'),
    timeCapSeconds: integer('time_cap_seconds'),
    restSeconds: integer('rest_seconds'),
  },
  (t) => [index('workout_groups_workout_idx').on(t.workoutId, t.position)],
);

export const workoutGroupItems = pgTable(
  'workout_group_items',
  {
    uid: uuid('uid').primaryKey(),
    appId: appIdColumn(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => workoutGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** An exercise a workout uses cannot be deleted (409 exercise_in_use). */
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'restrict' }),
    sets: jsonb('sets').$type<SetTarget[]>().notNull(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [index('workout_group_items_group_idx').on(t.groupId, t.position), index('workout_group_items_exercise_idx').on(t.appId, t.exerciseId)],
);

/** A member's run of a workout (SPEC §3 Workout session); the id may be the device's. */
export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'set null' }),
    mode: text('mode').$type<WorkoutMode>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('workout_sessions_member_workout_idx').on(t.appId, t.memberId, t.workoutId, t.startedAt),
    index('workout_sessions_member_started_idx').on(t.appId, t.memberId, t.startedAt),
    index('workout_sessions_workout_idx').on(t.workoutId),
  ],
);
export type WorkoutSessionRow = typeof workoutSessions.$inferSelect;

/**
 * What a member did in a session. Group and item are the workout's at the time (no foreign key:
 * history outlives an edit that removes them). `exercise_id` is the exercise performed (the
 * data's, else the item's), kept for per-exercise history. Last writer wins by `recorded_at`.
 */
export const workoutActivities = pgTable(
  'workout_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    itemUid: uuid('item_uid'),
    activityType: text('activity_type').$type<WorkoutActivityType>().notNull(),
    data: jsonb('data').$type<WorkoutActivityData>().notNull().default({}),
    exerciseId: uuid('exercise_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workout_activities_session_idx').on(t.sessionId, t.recordedAt),
    index('workout_activities_member_exercise_idx').on(t.appId, t.memberId, t.exerciseId, t.recordedAt),
  ],
);
export type WorkoutActivityRow = typeof workoutActivities.$inferSelect;
