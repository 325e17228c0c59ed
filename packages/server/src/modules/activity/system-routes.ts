import * as activityApi from '@tessera/core/api/activity';
import * as api from '@tessera/core/api/public-api';
import { appError } from '@tessera/core/error-catalogue';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { limitBy } from '../../http/rate-limits';
import { listOrders } from '../commerce/studio-operations';
import { findMemberById } from '../members/queries';
import { listAppMembers } from '../members/studio-members';
import { setProperties } from '../members/subscriber-operations';
import { apiKeyContextOf } from './api-keys';
import { beaconLimits } from './rate-limits';
import { endSession, resumeSession } from './sessions';

/**
 * Routes that name their app themselves. The session beacons come from `navigator.sendBeacon`:
 * no custom headers (the body's `account_app_slug` names the app) and a `text/plain` body, parsed
 * as JSON in this scope only. They touch one row and answer 202 whatever the session's state, so
 * they stay cheap and tell a stranger nothing. The documented API (`/api/v1`) is called with an
 * API key, which names the app (decision 031).
 */
export async function registerActivitySystemRoutes(server: FastifyInstance) {
  await server.register(async (scope) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(appError('bad_request', { message: 'The body must be JSON' }), undefined);
      }
    });
    const appOf = async (slug: string) => {
      const app = await scope.services.registry.findBySlug(slug);
      if (!app) throw appError('app_not_found');
      return app;
    };
    // One counter for both beacons: a load's resume and end are one stream.
    const limitBeacons = limitBy(scope, beaconLimits);
    route(scope, activityApi.endSessionContract, async ({ body }) => {
      await endSession(scope.services.database.db, (await appOf(body.account_app_slug)).id, body, new Date());
      return { ok: true };
    }, { preHandler: [limitBeacons] });
    route(scope, activityApi.resumeSessionContract, async ({ body }) => {
      await resumeSession(scope.services.database.db, (await appOf(body.account_app_slug)).id, body, new Date());
      return { ok: true };
    }, { preHandler: [limitBeacons] });
  });

  route(server, api.apiMembersContract, async ({ query, request }) => {
    const ctx = await apiKeyContextOf(request, 'read');
    return listAppMembers(ctx, query);
  });
  route(server, api.apiOrdersContract, async ({ query, request }) => {
    const ctx = await apiKeyContextOf(request, 'read');
    const { orders, total_count, page } = await listOrders(ctx, { page: query.page, ...(query.status ? { status: query.status } : {}) });
    return { orders, total_count, page };
  });
  route(server, api.apiSetPropertyContract, async ({ params, body, request }) => {
    const ctx = await apiKeyContextOf(request, 'write');
    const member = await findMemberById(ctx.db, ctx.app.id, params.memberId);
    if (!member) throw appError('member_not_found');
    await setProperties(ctx.db, member, [{ slug: params.slug, value: body.value }]);
    return { member_id: member.id, slug: params.slug, value: body.value };
  });
}
