import * as api from '@tessera/core/api/schedule';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import * as ops from './operations';

/** SPEC §7 Schedule: a member's own plan of days. */
export function registerScheduleRoutes(server: FastifyInstance) {
  route(server, api.scheduleContract, async ({ query, request }) => ops.listSchedule(contextOf(request), query));
  route(server, api.scheduleFiltersContract, async ({ request }) => ops.scheduleFilters(contextOf(request)));
  route(server, api.addToScheduleContract, async ({ body, request }) => ({
    scheduled_item: await ops.addToSchedule(contextOf(request), body),
  }));
  route(server, api.rescheduleContract, async ({ params, body, request }) => ops.reschedule(contextOf(request), params.id, body));
  route(server, api.duplicateScheduledContract, async ({ params, body, request }) => ({
    scheduled_item: await ops.duplicateScheduled(contextOf(request), params.id, body),
  }));
  route(server, api.removeScheduledContract, async ({ params, request }) => ops.removeScheduled(contextOf(request), params.id));
}
