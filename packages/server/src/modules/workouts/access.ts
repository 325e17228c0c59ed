import type { PageAccessResult } from '@tessera/core/entities/page';
import { appError } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { workouts, type WorkoutRow } from './schema';

/**
 * A workout is open to whoever its workout page is open to (decision 033): a workout without a
 * published page of this app is unknown to members (404), a locked one answers the access engine's
 * reason (403 workout_locked).
 */
export async function openWorkout(ctx: AppContext, workoutId: string): Promise<{ workout: WorkoutRow; access: PageAccessResult }> {
  const [found] = await ctx.db
    .select({ workout: workouts, rootId: pages.rootId })
    .from(workouts)
    .innerJoin(pages, and(eq(pages.id, workouts.pageId), eq(pages.appId, workouts.appId), eq(pages.isPublished, true)))
    .where(and(eq(workouts.appId, ctx.app.id), eq(workouts.id, workoutId)))
    .limit(1);
  const decision = found ? await decidePageAccess(ctx, { pageId: found.workout.pageId!, rootId: found.rootId }) : null;
  if (!found || !decision) throw appError('workout_not_found');
  return { workout: found.workout, access: decision.result };
}

/** The workout, or 403 workout_locked with the reason. */
export async function requireOpenWorkout(ctx: AppContext, workoutId: string): Promise<WorkoutRow> {
  const { workout, access } = await openWorkout(ctx, workoutId);
  if (!access.granted) throw appError('workout_locked', { details: access });
  return workout;
}
