import * as api from '@tessera/core/api/studio-packs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

/** The studio's packs (live on save). */
export function registerStudioPackRoutes(scope: FastifyInstance) {
  route(scope, api.studioPacksContract, async ({ params, request }) => ({ packs: await ops.listPacks(await ownedAppContext(request, params.appId)) }));
  route(scope, api.createPackContract, async ({ params, body, request }) => ({
    pack: await ops.createPack(await ownedAppContext(request, params.appId), body),
  }));
  route(scope, api.updatePackContract, async ({ params, body, request }) => ({
    pack: await ops.updatePack(await ownedAppContext(request, params.appId), params.packId, body),
  }));
  route(scope, api.deletePackContract, async ({ params, request }) => ({
    deleted_id: await ops.deletePack(await ownedAppContext(request, params.appId), params.packId),
  }));
}
