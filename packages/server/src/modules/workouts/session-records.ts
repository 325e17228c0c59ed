import type * as api from '@tessera/core/api/workouts';
import type { ContractResponse } from '@tessera/core/contract';
import { detectRecords, type LoggedSet } from '@tessera/core/workouts/records';
import { and, asc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { openWorkout } from './access';
import { findSession } from './member-operations';
import { workoutActivities, workoutSessions } from './schema';

/** Enough sets of one member's exercises for years of training; the bests are all-time. */
const HISTORY_LIMIT = 50_000;

type SetRow = { data: LoggedSet | Record<string, unknown>; exerciseId: string | null };
const logged = (rows: readonly SetRow[]): LoggedSet[] => rows.flatMap((row) => (row.exerciseId ? [{ ...row.data, exercise_id: row.exerciseId }] : []));

/**
 * `GET /workouts/{id}/session/{sessionId}/records`: a record is per exercise (SPEC: history and
 * records per exercise), so each exercise the session logged is measured against the member's
 * sets of it in every earlier finished session, whatever workout it was in, by core's
 * `detectRecords` (the performed exercise counts: a swapped-in alternate has its own records).
 */
export async function sessionRecords(ctx: AppContext, workoutId: string, sessionId: string): Promise<ContractResponse<typeof api.workoutSessionRecordsContract>> {
  const { member } = await ctx.requireMember();
  const { workout } = await openWorkout(ctx, workoutId);
  const session = await findSession(ctx, member, workout.id, sessionId);
  const mine = and(eq(workoutActivities.appId, member.appId), eq(workoutActivities.memberId, member.id), eq(workoutActivities.activityType, 'set'));
  const sets = await ctx.db
    .select({ data: workoutActivities.data, exerciseId: workoutActivities.exerciseId })
    .from(workoutActivities)
    .where(and(mine, eq(workoutActivities.sessionId, session.id), isNotNull(workoutActivities.exerciseId)));
  const exerciseIds = [...new Set(sets.map((set) => set.exerciseId!))];
  if (exerciseIds.length === 0) return { records: [] };
  const earlier = await ctx.db
    .select({ data: workoutActivities.data, exerciseId: workoutActivities.exerciseId })
    .from(workoutActivities)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutActivities.sessionId))
    .where(
      and(
        mine,
        inArray(workoutActivities.exerciseId, exerciseIds),
        eq(workoutSessions.appId, member.appId),
        isNotNull(workoutSessions.completedAt),
        ne(workoutSessions.id, session.id),
        lt(workoutSessions.startedAt, session.startedAt),
      ),
    )
    .orderBy(asc(workoutSessions.startedAt))
    .limit(HISTORY_LIMIT);
  return { records: detectRecords(logged(earlier), logged(sets)) };
}
