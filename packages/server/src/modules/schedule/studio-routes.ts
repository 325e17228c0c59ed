import * as api from '@tessera/core/api/studio-schedule';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import { studioCalendar } from './studio-calendar';

/** The studio's calendar of everything the app schedules (owner only, one app of their account). */
export function registerStudioScheduleRoutes(scope: FastifyInstance) {
  route(scope, api.studioCalendarContract, async ({ params, query, request }) => ({
    entries: await studioCalendar(await ownedAppContext(request, params.appId), query),
  }));
}
