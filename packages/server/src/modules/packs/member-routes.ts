import * as api from '@tessera/core/api/packs';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import * as ops from './member-operations';

/** SPEC §7 Packs: members list packs, ask for access and start them. */
export function registerPackRoutes(server: FastifyInstance) {
  route(server, api.packsContract, async ({ query, request }) => ({ packages: await ops.listPacks(contextOf(request), query) }));
  route(server, api.packSubscriptionsContract, async ({ request }) => ops.mySubscriptions(contextOf(request)));
  route(server, api.packAccessContract, async ({ params, request }) => ({ access: await ops.packAccess(contextOf(request), params.id) }));
  route(server, api.startPackContract, async ({ params, request }) => ({
    pack_subscription: await ops.startPack(contextOf(request), params.id),
  }));
}
