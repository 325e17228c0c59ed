import * as api from '@tessera/core/api/workouts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import * as ops from './member-operations';
import { offlineBundle } from './offline-bundle';
import { sessionRecords } from './session-records';

/** SPEC §7 Workouts: workouts, sessions and their activities and records, swaps, history, offline bundles. */
export function registerWorkoutRoutes(server: FastifyInstance) {
  route(server, api.offlineBundleContract, async ({ query, request }) => offlineBundle(contextOf(request), query));
  route(server, api.workoutContract, async ({ params, request }) => ops.getWorkout(contextOf(request), params.id));
  route(server, api.startWorkoutSessionContract, async ({ params, body, request }) => ({ session: await ops.startSession(contextOf(request), params.id, body) }));
  route(server, api.updateWorkoutSessionContract, async ({ params, body, request }) => ({
    session: await ops.updateSession(contextOf(request), params.id, params.sessionId, body),
  }));
  route(server, api.workoutSessionsContract, async ({ params, query, request }) => ops.listSessions(contextOf(request), params.id, query));
  route(server, api.workoutSessionContract, async ({ params, request }) => ({ session: await ops.getSession(contextOf(request), params.id, params.sessionId) }));
  route(server, api.workoutSessionRecordsContract, async ({ params, request }) => sessionRecords(contextOf(request), params.id, params.sessionId));
  route(server, api.recordWorkoutActivityContract, async ({ params, body, request }) => ops.recordActivity(contextOf(request), params.id, params.sessionId, body));
  route(server, api.workoutGroupItemExerciseContract, async ({ params, request }) => ops.itemExercise(contextOf(request), params.uid));
  route(server, api.exerciseHistoryContract, async ({ params, request }) => ops.exerciseHistory(contextOf(request), params.id));
}
