import type * as api from '@tessera/core/api/studio-workouts';
import type { StudioExercise, StudioWorkoutSummary } from '@tessera/core/api/studio-workouts';
import type { ContractQuery, ContractResponse } from '@tessera/core/contract';
import type { Exercise, ExerciseInput, Workout, WorkoutInput } from '@tessera/core/entities/workout';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { estimateWorkoutSeconds, workoutEquipment } from '@tessera/core/workouts/estimate';
import { and, asc, count, countDistinct, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { OwnedAppContext } from '../apps/owned-app';
import { members } from '../members/schema';
import { exerciseSwaps } from '../members/subscriber-schema';
import { requireAppPage } from '../pages/page-lookup';
import { pages } from '../pages/schema';
import { exercises, workoutGroupItems, workoutGroups, workoutSessions, workouts, type ExerciseRow, type WorkoutRow } from './schema';
import { exerciseView, exercisesOfWorkouts, findWorkoutRow, sessionsWithActivities, workoutOf } from './workout-view';

/**
 * The studio's exercise library and workout builder (issue 14, decision 033). Everything is of the
 * owner's app: another app's exercise, workout, page or member answers 404 like a missing one.
 */

async function studioExercises(db: Db, appId: string, rows: ExerciseRow[]): Promise<StudioExercise[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ exerciseId: workoutGroupItems.exerciseId, n: countDistinct(workoutGroupItems.workoutId) })
    .from(workoutGroupItems)
    .where(and(eq(workoutGroupItems.appId, appId), inArray(workoutGroupItems.exerciseId, rows.map((r) => r.id))))
    .groupBy(workoutGroupItems.exerciseId);
  const countOf = new Map(counts.map((c) => [c.exerciseId, Number(c.n)]));
  return rows.map((row) => ({ ...exerciseView(row), workout_count: countOf.get(row.id) ?? 0 }));
}

async function findExercise(db: Db, appId: string, exerciseId: string): Promise<ExerciseRow> {
  const [row] = await db.select().from(exercises).where(and(eq(exercises.appId, appId), eq(exercises.id, exerciseId))).limit(1);
  if (!row) throw appError('exercise_not_found');
  return row;
}

/** Alternates are other exercises of the same app, each once. */
async function checkAlternates(db: Db, appId: string, input: ExerciseInput, selfId: string | null): Promise<string[]> {
  const ids = [...new Set(input.alternate_ids)];
  const selfAt = selfId ? input.alternate_ids.indexOf(selfId) : -1;
  if (selfAt >= 0) throw fieldError(`body.alternate_ids.${selfAt}`, 'invalid');
  if (ids.length === 0) return [];
  const found = await db.select({ id: exercises.id }).from(exercises).where(and(eq(exercises.appId, appId), inArray(exercises.id, ids)));
  const known = new Set(found.map((f) => f.id));
  const missing = input.alternate_ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw fieldError(`body.alternate_ids.${missing}`, 'invalid');
  return ids;
}

export async function listExercises(ctx: OwnedAppContext): Promise<StudioExercise[]> {
  const rows = await ctx.db.select().from(exercises).where(eq(exercises.appId, ctx.app.id)).orderBy(asc(exercises.name), asc(exercises.id));
  return studioExercises(ctx.db, ctx.app.id, rows);
}

export async function createExercise(ctx: OwnedAppContext, input: ExerciseInput): Promise<StudioExercise> {
  const alternateIds = await checkAlternates(ctx.db, ctx.app.id, input, null);
  const [row] = await ctx.db
    .insert(exercises)
    .values({ appId: ctx.app.id, name: input.name, videoUrl: input.video_url, imageUrl: input.image_url, cues: input.cues, equipment: input.equipment, alternateIds })
    .returning();
  return (await studioExercises(ctx.db, ctx.app.id, [row!]))[0]!;
}

/** Saving an exercise's equipment changes the equipment its workouts list. */
async function refreshWorkoutsUsing(tx: Db, appId: string, exerciseId: string, now: Date) {
  const using = await tx.selectDistinct({ workoutId: workoutGroupItems.workoutId }).from(workoutGroupItems).where(and(eq(workoutGroupItems.appId, appId), eq(workoutGroupItems.exerciseId, exerciseId)));
  for (const { workoutId } of using) {
    const row = await findWorkoutRow(tx, appId, workoutId);
    if (!row) continue;
    const view = await workoutOf(tx, appId, row);
    await tx
      .update(workouts)
      .set({ equipment: await equipmentOf(tx, appId, view.groups), updatedAt: now })
      .where(and(eq(workouts.appId, appId), eq(workouts.id, workoutId)));
  }
}

export async function updateExercise(ctx: OwnedAppContext, exerciseId: string, input: ExerciseInput): Promise<StudioExercise> {
  const appId = ctx.app.id;
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await findExercise(tx, appId, exerciseId);
    const alternateIds = await checkAlternates(tx, appId, input, existing.id);
    const [updated] = await tx
      .update(exercises)
      .set({ name: input.name, videoUrl: input.video_url, imageUrl: input.image_url, cues: input.cues, equipment: input.equipment, alternateIds, updatedAt: ctx.now() })
      .where(and(eq(exercises.appId, appId), eq(exercises.id, existing.id)))
      .returning();
    await refreshWorkoutsUsing(tx, appId, existing.id, ctx.now());
    return updated!;
  });
  return (await studioExercises(ctx.db, appId, [row]))[0]!;
}

/** An exercise no workout uses: it leaves other exercises' alternates and members' swaps. */
export async function deleteExercise(ctx: OwnedAppContext, exerciseId: string): Promise<string> {
  const appId = ctx.app.id;
  return ctx.db.transaction(async (tx) => {
    const existing = await findExercise(tx, appId, exerciseId);
    const using = await tx
      .selectDistinct({ id: workouts.id, title: workouts.title })
      .from(workoutGroupItems)
      .innerJoin(workouts, eq(workouts.id, workoutGroupItems.workoutId))
      .where(and(eq(workoutGroupItems.appId, appId), eq(workoutGroupItems.exerciseId, existing.id)))
      .orderBy(asc(workouts.title))
      .limit(20);
    if (using.length > 0) throw appError('exercise_in_use', { details: { workouts: using } });
    await tx
      .update(exercises)
      .set({ alternateIds: sql`${exercises.alternateIds} - ${existing.id}::text` })
      .where(and(eq(exercises.appId, appId), sql`${exercises.alternateIds} ? ${existing.id}::text`));
    await tx.delete(exerciseSwaps).where(and(eq(exerciseSwaps.appId, appId), or(eq(exerciseSwaps.exerciseId, existing.id), eq(exerciseSwaps.alternateId, existing.id))));
    await tx.delete(exercises).where(and(eq(exercises.appId, appId), eq(exercises.id, existing.id)));
    return existing.id;
  });
}

// Workouts.

async function equipmentOf(db: Db, appId: string, groups: Workout['groups'] | WorkoutInput['groups']): Promise<string[]> {
  const ids = [...new Set(groups.flatMap((g) => g.items.map((i) => i.exercise_id)))];
  const rows = ids.length === 0 ? [] : await db.select({ id: exercises.id, equipment: exercises.equipment }).from(exercises).where(and(eq(exercises.appId, appId), inArray(exercises.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r.equipment]));
  return workoutEquipment(groups, (id) => byId.get(id));
}

/**
 * The builder's ids are its own and kept: each at most once in the workout, and not another
 * workout's (a group or item keeps its id for the members' activities that name it).
 */
async function checkWorkoutInput(db: Db, appId: string, input: WorkoutInput, workoutId: string | null) {
  if (input.page_id) await requireAppPage(db, appId, input.page_id);
  const groupIds = new Set<string>();
  const itemIds = new Set<string>();
  input.groups.forEach((group, g) => {
    if (groupIds.has(group.id)) throw fieldError(`body.groups.${g}.id`, 'invalid');
    groupIds.add(group.id);
    group.items.forEach((item, i) => {
      if (itemIds.has(item.uid)) throw fieldError(`body.groups.${g}.items.${i}.uid`, 'invalid');
      itemIds.add(item.uid);
    });
  });
  const others = (column: PgColumn) => (workoutId ? ne(column, workoutId) : undefined);
  if (groupIds.size > 0) {
    const [taken] = await db.select({ id: workoutGroups.id }).from(workoutGroups).where(and(inArray(workoutGroups.id, [...groupIds]), others(workoutGroups.workoutId))).limit(1);
    if (taken) throw fieldError(`body.groups.${input.groups.findIndex((g) => g.id === taken.id)}.id`, 'invalid');
  }
  if (itemIds.size > 0) {
    const [taken] = await db
      .select({ uid: workoutGroupItems.uid })
      .from(workoutGroupItems)
      .where(and(inArray(workoutGroupItems.uid, [...itemIds]), others(workoutGroupItems.workoutId)))
      .limit(1);
    if (taken) {
      const g = input.groups.findIndex((group) => group.items.some((item) => item.uid === taken.uid));
      throw fieldError(`body.groups.${g}.items.${input.groups[g]!.items.findIndex((item) => item.uid === taken.uid)}.uid`, 'invalid');
    }
  }
  const exerciseIds = [...new Set(input.groups.flatMap((g) => g.items.map((i) => i.exercise_id)))];
  if (exerciseIds.length > 0) {
    const found = new Set((await db.select({ id: exercises.id }).from(exercises).where(and(eq(exercises.appId, appId), inArray(exercises.id, exerciseIds)))).map((r) => r.id));
    input.groups.forEach((group, g) =>
      group.items.forEach((item, i) => {
        if (!found.has(item.exercise_id)) throw fieldError(`body.groups.${g}.items.${i}.exercise_id`, 'invalid', { error: 'exercise_not_found' });
      }),
    );
  }
}

async function saveGroups(tx: Db, appId: string, workoutId: string, groups: WorkoutInput['groups']) {
  await tx.delete(workoutGroups).where(and(eq(workoutGroups.appId, appId), eq(workoutGroups.workoutId, workoutId)));
  if (groups.length === 0) return;
  await tx.insert(workoutGroups).values(
    groups.map((g, position) => ({
      id: g.id,
      appId,
      workoutId,
      position,
      kind: g.kind,
      name: g.name,
      rounds: g.rounds,
      intervalSeconds: g.interval_seconds,
      timeCapSeconds: g.time_cap_seconds,
      restSeconds: g.rest_seconds,
    })),
  );
  const items = groups.flatMap((g) => g.items.map((item, position) => ({ uid: item.uid, appId, workoutId, groupId: g.id, position, exerciseId: item.exercise_id, sets: item.sets, notes: item.notes })));
  if (items.length > 0) await tx.insert(workoutGroupItems).values(items);
}

async function computed(db: Db, appId: string, input: WorkoutInput) {
  return { estimatedSeconds: estimateWorkoutSeconds(input.groups), equipment: await equipmentOf(db, appId, input.groups) };
}

export async function listWorkouts(ctx: OwnedAppContext): Promise<StudioWorkoutSummary[]> {
  const appId = ctx.app.id;
  const rows = await ctx.db
    .select({ workout: workouts, pageTitle: pages.title })
    .from(workouts)
    .leftJoin(pages, and(eq(pages.id, workouts.pageId), eq(pages.appId, appId)))
    .where(eq(workouts.appId, appId))
    .orderBy(desc(workouts.updatedAt), asc(workouts.id));
  const ids = rows.map((r) => r.workout.id);
  const counts =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ workoutId: workoutSessions.workoutId, n: count() })
          .from(workoutSessions)
          .where(and(eq(workoutSessions.appId, appId), inArray(workoutSessions.workoutId, ids)))
          .groupBy(workoutSessions.workoutId);
  const countOf = new Map(counts.map((c) => [c.workoutId, Number(c.n)]));
  return rows.map(({ workout, pageTitle }) => ({
    id: workout.id,
    title: workout.title,
    mode: workout.mode,
    page_id: workout.pageId,
    estimated_seconds: workout.estimatedSeconds,
    updated_at: workout.updatedAt.toISOString(),
    page_title: pageTitle ?? null,
    session_count: countOf.get(workout.id) ?? 0,
  }));
}

async function requireWorkout(db: Db, appId: string, workoutId: string): Promise<WorkoutRow> {
  const row = await findWorkoutRow(db, appId, workoutId);
  if (!row) throw appError('workout_not_found');
  return row;
}

export async function getWorkout(ctx: OwnedAppContext, workoutId: string): Promise<{ workout: Workout; exercises: Exercise[] }> {
  const workout = await workoutOf(ctx.db, ctx.app.id, await requireWorkout(ctx.db, ctx.app.id, workoutId));
  return { workout, exercises: await exercisesOfWorkouts(ctx.db, ctx.app.id, [workout]) };
}

export async function createWorkout(ctx: OwnedAppContext, input: WorkoutInput): Promise<Workout> {
  const appId = ctx.app.id;
  const row = await ctx.db.transaction(async (tx) => {
    await checkWorkoutInput(tx, appId, input, null);
    const [created] = await tx
      .insert(workouts)
      .values({ appId, title: input.title, description: input.description, mode: input.mode, pageId: input.page_id, videoUrl: input.video_url, ...(await computed(tx, appId, input)) })
      .returning();
    await saveGroups(tx, appId, created!.id, input.groups);
    return created!;
  });
  return workoutOf(ctx.db, appId, row);
}

/** Saves the workout whole in one transaction: groups and items replaced, their ids kept. */
export async function updateWorkout(ctx: OwnedAppContext, workoutId: string, input: WorkoutInput): Promise<Workout> {
  const appId = ctx.app.id;
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await requireWorkout(tx, appId, workoutId);
    await checkWorkoutInput(tx, appId, input, existing.id);
    const [updated] = await tx
      .update(workouts)
      .set({ title: input.title, description: input.description, mode: input.mode, pageId: input.page_id, videoUrl: input.video_url, ...(await computed(tx, appId, input)), updatedAt: ctx.now() })
      .where(and(eq(workouts.appId, appId), eq(workouts.id, existing.id)))
      .returning();
    await saveGroups(tx, appId, existing.id, input.groups);
    return updated!;
  });
  return workoutOf(ctx.db, appId, row);
}

export async function deleteWorkout(ctx: OwnedAppContext, workoutId: string): Promise<string> {
  const existing = await requireWorkout(ctx.db, ctx.app.id, workoutId);
  await ctx.db.delete(workouts).where(and(eq(workouts.appId, ctx.app.id), eq(workouts.id, existing.id)));
  return existing.id;
}

/** Member detail: the member's sessions of every workout, newest first. */
export async function memberSessions(
  ctx: OwnedAppContext,
  memberId: string,
  query: ContractQuery<typeof api.memberWorkoutSessionsContract>,
): Promise<ContractResponse<typeof api.memberWorkoutSessionsContract>> {
  const appId = ctx.app.id;
  const [member] = await ctx.db.select({ id: members.id }).from(members).where(and(eq(members.appId, appId), eq(members.id, memberId))).limit(1);
  if (!member) throw appError('member_not_found');
  const rows = await ctx.db
    .select({ session: workoutSessions, title: workouts.title })
    .from(workoutSessions)
    .innerJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(and(eq(workoutSessions.appId, appId), eq(workoutSessions.memberId, member.id)))
    .orderBy(desc(workoutSessions.startedAt), desc(workoutSessions.id))
    .limit(query.limit);
  const sessions = await sessionsWithActivities(ctx.db, appId, rows.map((r) => r.session));
  return { sessions: sessions.map((s, i) => ({ ...s, workout_title: rows[i]!.title })) };
}
