import type { Exercise, Workout, WorkoutActivity, WorkoutSession } from '@tessera/core/entities/workout';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  exercises,
  workoutActivities,
  workoutGroupItems,
  workoutGroups,
  workouts,
  type ExerciseRow,
  type WorkoutActivityRow,
  type WorkoutRow,
  type WorkoutSessionRow,
} from './schema';

/** Rows as the contracts show them (decision 033). */

export const exerciseView = (row: ExerciseRow): Exercise => ({
  id: row.id,
  name: row.name,
  video_url: row.videoUrl,
  image_url: row.imageUrl,
  cues: row.cues,
  equipment: row.equipment,
  alternate_ids: row.alternateIds,
});

/** Workouts of one app with their groups and items in order. */
export async function workoutsOf(db: Db, appId: string, rows: WorkoutRow[]): Promise<Workout[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [groups, items] = await Promise.all([
    db
      .select()
      .from(workoutGroups)
      .where(and(eq(workoutGroups.appId, appId), inArray(workoutGroups.workoutId, ids)))
      .orderBy(asc(workoutGroups.position)),
    db
      .select()
      .from(workoutGroupItems)
      .where(and(eq(workoutGroupItems.appId, appId), inArray(workoutGroupItems.workoutId, ids)))
      .orderBy(asc(workoutGroupItems.position)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    mode: row.mode,
    page_id: row.pageId,
    video_url: row.videoUrl,
    groups: groups
      .filter((g) => g.workoutId === row.id)
      .map((g) => ({
        id: g.id,
        kind: g.kind,
        name: g.name,
        rounds: g.rounds,
        interval_seconds: g.intervalSeconds,
        time_cap_seconds: g.timeCapSeconds,
        rest_seconds: g.restSeconds,
        items: items
          .filter((i) => i.groupId === g.id)
          .map((i) => ({ uid: i.uid, exercise_id: i.exerciseId, sets: i.sets, notes: i.notes })),
      })),
    estimated_seconds: row.estimatedSeconds,
    equipment: row.equipment,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function workoutOf(db: Db, appId: string, row: WorkoutRow): Promise<Workout> {
  const [view] = await workoutsOf(db, appId, [row]);
  return view!;
}

export async function findWorkoutRow(db: Db, appId: string, workoutId: string): Promise<WorkoutRow | null> {
  const [row] = await db.select().from(workouts).where(and(eq(workouts.appId, appId), eq(workouts.id, workoutId))).limit(1);
  return row ?? null;
}

/** The exercises a workout names, and their alternates (a member may swap to them). */
export async function exercisesOfWorkouts(db: Db, appId: string, list: Workout[]): Promise<Exercise[]> {
  const named = new Set(list.flatMap((w) => w.groups.flatMap((g) => g.items.map((i) => i.exercise_id))));
  if (named.size === 0) return [];
  const first = await db.select().from(exercises).where(and(eq(exercises.appId, appId), inArray(exercises.id, [...named])));
  const alternates = new Set(first.flatMap((e) => e.alternateIds).filter((id) => !named.has(id)));
  const more = alternates.size === 0 ? [] : await db.select().from(exercises).where(and(eq(exercises.appId, appId), inArray(exercises.id, [...alternates])));
  return [...first, ...more].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)).map(exerciseView);
}

export const activityView = (row: WorkoutActivityRow): WorkoutActivity => ({
  id: row.id,
  workout_group_id: row.groupId,
  workout_group_item_id: row.itemUid,
  activity_type: row.activityType,
  data: row.data,
  recorded_at: row.recordedAt.toISOString(),
});

/** Sessions with their activities (in the order they happened). */
export async function sessionsWithActivities(db: Db, appId: string, rows: WorkoutSessionRow[]): Promise<WorkoutSession[]> {
  if (rows.length === 0) return [];
  const acts = await db
    .select()
    .from(workoutActivities)
    .where(and(eq(workoutActivities.appId, appId), inArray(workoutActivities.sessionId, rows.map((r) => r.id))))
    .orderBy(asc(workoutActivities.recordedAt), asc(workoutActivities.id));
  return rows.map((row) => ({
    id: row.id,
    workout_id: row.workoutId,
    page_id: row.pageId,
    session_mode: row.mode,
    started_at: row.startedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    activities: acts.filter((a) => a.sessionId === row.id).map(activityView),
  }));
}
