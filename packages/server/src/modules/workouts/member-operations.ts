import type * as api from '@tessera/core/api/workouts';
import type { ContractBody, ContractQuery, ContractResponse } from '@tessera/core/contract';
import { WORKOUT_LIMITS, type WorkoutActivityInput, type WorkoutSession } from '@tessera/core/entities/workout';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { and, asc, count, desc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { emitDomainEvent } from '../../context/domain-events';
import type { MemberRow } from '../members/schema';
import { exerciseSwapsOf, resetExercise, swapExercise } from '../members/subscriber-operations';
import { pages } from '../pages/schema';
import { openWorkout, requireOpenWorkout } from './access';
import { completeSessionPage, reopenSessionPage } from './session-page';
import { exercises, workoutActivities, workoutGroupItems, workoutGroups, workoutSessions, workouts, type WorkoutRow, type WorkoutSessionRow } from './schema';
import { exerciseView, exercisesOfWorkouts, sessionsWithActivities, workoutOf } from './workout-view';

/** A device clock may run this far ahead of the server's (a session begun offline). */
const CLOCK_AHEAD_MS = 5 * 60_000;
const YEAR_MS = 365 * 86_400_000;

/** `GET /workouts/{id}`: the workout, its exercises and alternates, and the member's swaps. */
export async function getWorkout(ctx: AppContext, workoutId: string): Promise<ContractResponse<typeof api.workoutContract>> {
  const row = await requireOpenWorkout(ctx, workoutId);
  const workout = await workoutOf(ctx.db, ctx.app.id, row);
  const auth = await ctx.member();
  const [list, swaps] = await Promise.all([exercisesOfWorkouts(ctx.db, ctx.app.id, [workout]), auth ? exerciseSwapsOf(ctx, auth.member) : []]);
  return { workout, exercises: list, exercise_swaps: swaps };
}

function notAhead(ctx: AppContext, field: string, value: string | undefined): Date {
  const now = ctx.now();
  if (value === undefined) return now;
  const at = new Date(value);
  if (at.getTime() > now.getTime() + CLOCK_AHEAD_MS) throw fieldError(field, 'invalid_date');
  return at;
}

/** A published page of this app the session runs on (its workout page unless the client names another). */
async function sessionPage(ctx: AppContext, field: string, workout: WorkoutRow, pageId: string | null | undefined): Promise<string | null> {
  if (pageId === undefined || pageId === null || pageId === workout.pageId) return workout.pageId;
  const [page] = await ctx.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, ctx.app.id), eq(pages.id, pageId), eq(pages.isPublished, true)))
    .limit(1);
  if (!page) throw fieldError(field, 'not_in_workout', { error: 'invalid_workout_reference' });
  return page.id;
}

export async function findSession(ctx: AppContext, member: MemberRow, workoutId: string, sessionId: string): Promise<WorkoutSessionRow> {
  const [row] = await ctx.db
    .select()
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.appId, member.appId),
        eq(workoutSessions.memberId, member.id),
        eq(workoutSessions.workoutId, workoutId),
        eq(workoutSessions.id, sessionId),
      ),
    )
    .limit(1);
  if (!row) throw appError('workout_session_not_found');
  return row;
}

async function sessionView(ctx: AppContext, row: WorkoutSessionRow): Promise<WorkoutSession> {
  const [view] = await sessionsWithActivities(ctx.db, ctx.app.id, [row]);
  return view!;
}

/**
 * `POST /workouts/{id}/session`: a new session, or (the same client id again) the stored one. An id
 * that is another member's, another workout's or another app's is unknown: 404, nothing said.
 */
export async function startSession(ctx: AppContext, workoutId: string, body: ContractBody<typeof api.startWorkoutSessionContract>): Promise<WorkoutSession> {
  const { member } = await ctx.requireMember();
  const workout = await requireOpenWorkout(ctx, workoutId);
  const startedAt = notAhead(ctx, 'body.started_at', body.started_at);
  const pageId = await sessionPage(ctx, 'body.page_id', workout, body.page_id);
  if (body.id) {
    const [stored] = await ctx.db.select().from(workoutSessions).where(eq(workoutSessions.id, body.id)).limit(1);
    if (stored) {
      if (stored.appId !== member.appId || stored.memberId !== member.id || stored.workoutId !== workout.id) throw appError('workout_session_not_found');
      return sessionView(ctx, stored);
    }
  }
  const [created] = await ctx.db
    .insert(workoutSessions)
    .values({ ...(body.id ? { id: body.id } : {}), appId: member.appId, memberId: member.id, workoutId: workout.id, pageId, mode: body.session_mode, startedAt })
    .onConflictDoNothing()
    .returning();
  // A replay that raced the first insert finds the stored row.
  return sessionView(ctx, created ?? (await findSession(ctx, member, workout.id, body.id!)));
}

/**
 * `PUT /workouts/{id}/session/{sessionId}`: finishing (the first finish time is kept) completes the
 * session's page when the member may open it, and tells the other modules (activity records it);
 * `completed: false` reopens a finished session and undoes the page's and stages' completion.
 */
export async function updateSession(
  ctx: AppContext,
  workoutId: string,
  sessionId: string,
  body: ContractBody<typeof api.updateWorkoutSessionContract>,
): Promise<WorkoutSession> {
  const { member } = await ctx.requireMember();
  const { workout } = await openWorkout(ctx, workoutId);
  const session = await findSession(ctx, member, workout.id, sessionId);
  const pageId = body.page_id === undefined ? session.pageId : await sessionPage(ctx, 'body.page_id', workout, body.page_id);
  let completedAt = session.completedAt;
  if (body.completed && !completedAt) {
    completedAt = notAhead(ctx, 'body.completed_at', body.completed_at);
    if (completedAt < session.startedAt) throw fieldError('body.completed_at', 'period_order');
  }
  if (!body.completed) completedAt = null;
  const newlyCompleted = completedAt !== null && session.completedAt === null;
  const reopened = completedAt === null && session.completedAt !== null;
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(workoutSessions)
      .set({ pageId, completedAt })
      .where(and(eq(workoutSessions.appId, member.appId), eq(workoutSessions.id, session.id)))
      .returning();
    if (newlyCompleted) {
      await emitDomainEvent(ctx.services.extensions.domainEvents, tx, {
        type: 'workout.completed',
        appId: member.appId,
        data: { member_id: member.id, workout_id: workout.id, session_id: session.id, page_id: pageId, title: workout.title, completed_at: completedAt!.toISOString() },
        occurredAt: completedAt!,
      });
    }
    return row!;
  });
  if (newlyCompleted && pageId) await completeSessionPage(ctx, member, pageId);
  if (reopened) await reopenSessionPage(ctx, member, session);
  return sessionView(ctx, updated);
}

/** `GET /workouts/{id}/sessions`: the member's own, newest first (a locked workout still shows its history). */
export async function listSessions(
  ctx: AppContext,
  workoutId: string,
  query: ContractQuery<typeof api.workoutSessionsContract>,
): Promise<ContractResponse<typeof api.workoutSessionsContract>> {
  const { member } = await ctx.requireMember();
  const { workout } = await openWorkout(ctx, workoutId);
  const rows = await ctx.db
    .select()
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.appId, member.appId),
        eq(workoutSessions.memberId, member.id),
        eq(workoutSessions.workoutId, workout.id),
        query.before ? lt(workoutSessions.startedAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(workoutSessions.startedAt), desc(workoutSessions.id))
    .limit(query.limit + 1);
  return { sessions: await sessionsWithActivities(ctx.db, ctx.app.id, rows.slice(0, query.limit)), has_more: rows.length > query.limit };
}

export async function getSession(ctx: AppContext, workoutId: string, sessionId: string): Promise<WorkoutSession> {
  const { member } = await ctx.requireMember();
  const { workout } = await openWorkout(ctx, workoutId);
  return sessionView(ctx, await findSession(ctx, member, workout.id, sessionId));
}

const notInWorkout = (field: string) => fieldError(field, 'not_in_workout', { error: 'invalid_workout_reference' });

/** The group and item must be the workout's; a performed exercise the item's or one of its alternates. */
async function checkReferences(ctx: AppContext, workout: WorkoutRow, input: WorkoutActivityInput): Promise<{ exerciseId: string | null; itemExerciseId: string | null }> {
  const [group] = await ctx.db
    .select({ id: workoutGroups.id })
    .from(workoutGroups)
    .where(and(eq(workoutGroups.appId, workout.appId), eq(workoutGroups.workoutId, workout.id), eq(workoutGroups.id, input.workout_group_id)))
    .limit(1);
  if (!group) throw notInWorkout('body.workout_group_id');
  if (!input.workout_group_item_id) {
    if (input.activity_type === 'swap') throw fieldError('body.workout_group_item_id', 'required');
    if (input.data.exercise_id) throw notInWorkout('body.data.exercise_id');
    return { exerciseId: null, itemExerciseId: null };
  }
  const [item] = await ctx.db
    .select({ exerciseId: workoutGroupItems.exerciseId, alternateIds: exercises.alternateIds })
    .from(workoutGroupItems)
    .innerJoin(exercises, eq(exercises.id, workoutGroupItems.exerciseId))
    .where(and(eq(workoutGroupItems.appId, workout.appId), eq(workoutGroupItems.groupId, group.id), eq(workoutGroupItems.uid, input.workout_group_item_id)))
    .limit(1);
  if (!item) throw notInWorkout('body.workout_group_item_id');
  const performed = input.data.exercise_id;
  if (input.activity_type === 'swap' && !performed) throw fieldError('body.data.exercise_id', 'required');
  if (performed && performed !== item.exerciseId) {
    const [known] = await ctx.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(and(eq(exercises.appId, workout.appId), eq(exercises.id, performed)))
      .limit(1);
    if (!known || !item.alternateIds.includes(performed)) throw notInWorkout('body.data.exercise_id');
  }
  return { exerciseId: performed ?? item.exerciseId, itemExerciseId: item.exerciseId };
}

/**
 * `POST /workouts/{id}/session/{sessionId}/activity`: stored once by its id; of two versions the
 * later `recorded_at` wins (`applied: false` answers the newer one kept). A `swap` also stores the
 * member's swap (members module), so the exercise stays swapped in later sessions.
 */
export async function recordActivity(
  ctx: AppContext,
  workoutId: string,
  sessionId: string,
  input: WorkoutActivityInput,
): Promise<ContractResponse<typeof api.recordWorkoutActivityContract>> {
  const { member } = await ctx.requireMember();
  const workout = await requireOpenWorkout(ctx, workoutId);
  const session = await findSession(ctx, member, workout.id, sessionId);
  const recordedAt = notAhead(ctx, 'body.recorded_at', input.recorded_at);
  const { exerciseId, itemExerciseId } = await checkReferences(ctx, workout, input);
  const values = {
    appId: member.appId,
    memberId: member.id,
    sessionId: session.id,
    groupId: input.workout_group_id,
    itemUid: input.workout_group_item_id,
    activityType: input.activity_type,
    data: input.data,
    exerciseId,
    recordedAt,
  };
  const stored = input.id ? (await ctx.db.select().from(workoutActivities).where(eq(workoutActivities.id, input.id)).limit(1))[0] : undefined;
  if (stored && (stored.appId !== member.appId || stored.memberId !== member.id || stored.sessionId !== session.id)) {
    throw fieldError('body.id', 'invalid', { error: 'invalid_workout_reference' });
  }
  if (!stored) {
    const [{ n }] = (await ctx.db.select({ n: count() }).from(workoutActivities).where(eq(workoutActivities.sessionId, session.id))) as [{ n: number }];
    if (n >= WORKOUT_LIMITS.activitiesPerSession) throw fieldError('body', 'value_between', { params: { min: 0, max: WORKOUT_LIMITS.activitiesPerSession } });
  }
  if (stored && stored.recordedAt > recordedAt) return { activity: (await activityOf(ctx, stored.id))!, applied: false };
  // The activity and (for a swap) the member's stored swap change together or not at all.
  const row = await ctx.db.transaction(async (tx) => {
    const [written] = await tx
      .insert(workoutActivities)
      .values({ ...(input.id ? { id: input.id } : {}), ...values })
      .onConflictDoUpdate({
        target: workoutActivities.id,
        set: { groupId: values.groupId, itemUid: values.itemUid, activityType: values.activityType, data: values.data, exerciseId, recordedAt, updatedAt: ctx.now() },
        // Last writer wins: an older version arriving late changes nothing.
        setWhere: and(eq(workoutActivities.sessionId, session.id), eq(workoutActivities.memberId, member.id), lt(workoutActivities.recordedAt, recordedAt)),
      })
      .returning();
    if (written && input.activity_type === 'swap' && itemExerciseId && exerciseId) {
      const inTx: AppContext = { ...ctx, db: tx };
      if (exerciseId === itemExerciseId) await resetExercise(inTx, itemExerciseId);
      else await swapExercise(inTx, { exerciseId: itemExerciseId, alternateId: exerciseId });
    }
    return written;
  });
  if (row) return { activity: (await activityOf(ctx, row.id))!, applied: true };
  // Same recorded_at as the stored version (a replay): what is stored stands.
  const kept = await activityOf(ctx, input.id!);
  if (!kept) throw appError('workout_session_not_found');
  return { activity: kept, applied: true };
}

async function activityOf(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(workoutActivities).where(and(eq(workoutActivities.appId, ctx.app.id), eq(workoutActivities.id, id))).limit(1);
  return row
    ? {
        id: row.id,
        workout_group_id: row.groupId,
        workout_group_item_id: row.itemUid,
        activity_type: row.activityType,
        data: row.data,
        recorded_at: row.recordedAt.toISOString(),
      }
    : null;
}

/** `GET /workout_group_items/{uid}/exercise`: the item's exercise, the member's swap applied. */
export async function itemExercise(ctx: AppContext, uid: string): Promise<ContractResponse<typeof api.workoutGroupItemExerciseContract>> {
  const [item] = await ctx.db
    .select({ workoutId: workoutGroupItems.workoutId, exercise: exercises })
    .from(workoutGroupItems)
    .innerJoin(exercises, eq(exercises.id, workoutGroupItems.exerciseId))
    .where(and(eq(workoutGroupItems.appId, ctx.app.id), eq(workoutGroupItems.uid, uid)))
    .limit(1);
  if (!item) throw appError('workout_not_found');
  await requireOpenWorkout(ctx, item.workoutId);
  const original = exerciseView(item.exercise);
  const auth = await ctx.member();
  const swap = auth ? (await exerciseSwapsOf(ctx, auth.member)).find((s) => s.exercise_id === original.id) : undefined;
  if (!swap || !original.alternate_ids.includes(swap.alternate_id)) return { exercise: original, swapped_from: null };
  const [alternate] = await ctx.db
    .select()
    .from(exercises)
    .where(and(eq(exercises.appId, ctx.app.id), eq(exercises.id, swap.alternate_id)))
    .limit(1);
  return alternate ? { exercise: exerciseView(alternate), swapped_from: original } : { exercise: original, swapped_from: null };
}

/** `GET /exercises/{id}/history`: the member's logged sets of the exercise in finished sessions of the last year, oldest first. */
export async function exerciseHistory(ctx: AppContext, exerciseId: string): Promise<ContractResponse<typeof api.exerciseHistoryContract>> {
  const { member } = await ctx.requireMember();
  const [exercise] = await ctx.db.select().from(exercises).where(and(eq(exercises.appId, ctx.app.id), eq(exercises.id, exerciseId))).limit(1);
  if (!exercise) throw appError('exercise_not_found');
  const since = new Date(ctx.now().getTime() - YEAR_MS);
  const rows = await ctx.db
    .select({ sessionId: workoutActivities.sessionId, data: workoutActivities.data, workoutId: workoutSessions.workoutId, title: workouts.title, completedAt: workoutSessions.completedAt })
    .from(workoutActivities)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutActivities.sessionId))
    .innerJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(
      and(
        eq(workoutActivities.appId, member.appId),
        eq(workoutActivities.memberId, member.id),
        eq(workoutActivities.exerciseId, exercise.id),
        eq(workoutActivities.activityType, 'set'),
        gte(workoutActivities.recordedAt, since),
        isNotNull(workoutSessions.completedAt),
      ),
    )
    .orderBy(asc(workoutSessions.completedAt), asc(workoutActivities.recordedAt), asc(workoutActivities.id))
    .limit(5000);
  const entries = new Map<string, ContractResponse<typeof api.exerciseHistoryContract>['entries'][number]>();
  for (const row of rows) {
    const entry = entries.get(row.sessionId) ?? { session_id: row.sessionId, workout_id: row.workoutId, workout_title: row.title, completed_at: row.completedAt!.toISOString(), sets: [] };
    entry.sets.push(row.data);
    entries.set(row.sessionId, entry);
  }
  return { exercise: exerciseView(exercise), entries: [...entries.values()] };
}

