import { studioAppsContract, studioMembersContract } from '@tessera/core/api/studio';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownerContextOf } from '../accounts/studio-scope';
import { ownedAppContext } from '../apps/owned-app';
import { listOwnedApps } from './studio-apps';
import { listAppMembers } from './studio-members';

/** The account's apps with their member counts, and one app's members. */
export function registerStudioMemberRoutes(scope: FastifyInstance) {
  route(scope, studioAppsContract, async ({ request }) => ({ apps: await listOwnedApps(await ownerContextOf(request)) }));
  route(scope, studioMembersContract, async ({ params, query, request }) => listAppMembers(await ownedAppContext(request, params.appId), query));
}
