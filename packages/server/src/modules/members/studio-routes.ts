import { studioMembersContract } from '@tessera/core/api/studio';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import { listAppMembers } from './studio-members';

export function registerStudioMemberRoutes(scope: FastifyInstance) {
  route(scope, studioMembersContract, async ({ params, query, request }) => listAppMembers(await ownedAppContext(request, params.appId), query));
}
