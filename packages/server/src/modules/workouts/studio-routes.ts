import * as api from '@tessera/core/api/studio-workouts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

/** The studio's exercise library, workout builder and members' sessions (issue 14). */
export function registerStudioWorkoutRoutes(scope: FastifyInstance) {
  const owned = (request: Parameters<typeof ownedAppContext>[0], appId: string) => ownedAppContext(request, appId);
  route(scope, api.studioExercisesContract, async ({ params, request }) => ({ exercises: await ops.listExercises(await owned(request, params.appId)) }));
  route(scope, api.createExerciseContract, async ({ params, body, request }) => ({ exercise: await ops.createExercise(await owned(request, params.appId), body) }));
  route(scope, api.updateExerciseContract, async ({ params, body, request }) => ({
    exercise: await ops.updateExercise(await owned(request, params.appId), params.exerciseId, body),
  }));
  route(scope, api.deleteExerciseContract, async ({ params, request }) => ({
    deleted_id: await ops.deleteExercise(await owned(request, params.appId), params.exerciseId),
  }));
  route(scope, api.studioWorkoutsContract, async ({ params, request }) => ({ workouts: await ops.listWorkouts(await owned(request, params.appId)) }));
  route(scope, api.studioWorkoutContract, async ({ params, request }) => ops.getWorkout(await owned(request, params.appId), params.workoutId));
  route(scope, api.createWorkoutContract, async ({ params, body, request }) => ({ workout: await ops.createWorkout(await owned(request, params.appId), body) }));
  route(scope, api.updateWorkoutContract, async ({ params, body, request }) => ({
    workout: await ops.updateWorkout(await owned(request, params.appId), params.workoutId, body),
  }));
  route(scope, api.deleteWorkoutContract, async ({ params, request }) => ({
    deleted_id: await ops.deleteWorkout(await owned(request, params.appId), params.workoutId),
  }));
  route(scope, api.memberWorkoutSessionsContract, async ({ params, query, request }) => ops.memberSessions(await owned(request, params.appId), params.memberId, query));
}
