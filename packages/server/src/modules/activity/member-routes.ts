import * as api from '@tessera/core/api/activity';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { limitBy } from '../../http/rate-limits';
import { activityLimits } from './rate-limits';
import { myActivity, recordActivity, sessionHeadersOf } from './sessions';

/** SPEC §7 Activity: `PUT /activity` (guests and members) and the member's own history. */
export function registerActivityRoutes(server: FastifyInstance) {
  route(server, api.recordActivityContract, async ({ body, request }) => recordActivity(contextOf(request), sessionHeadersOf(request.headers), body), {
    preHandler: [limitBy(server, activityLimits)],
  });
  route(server, api.myActivityContract, async ({ query, request }) => myActivity(contextOf(request), query.before));
}
