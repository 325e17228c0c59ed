import * as api from '@tessera/core/api/studio-overlays';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-overlay-operations';

/** The studio's overlay calls (decision 022): saved live, validated on every save. */
export function registerStudioOverlayRoutes(scope: FastifyInstance) {
  route(scope, api.studioOverlaysContract, async ({ params, request }) => ({ overlays: await ops.listOverlays(await ownedAppContext(request, params.appId)) }));

  route(scope, api.createOverlayContract, async ({ params, body, request }) => ({
    overlay: ops.studioOverlayOf(await ops.createOverlay(await ownedAppContext(request, params.appId), body)),
  }));

  route(scope, api.studioOverlayContract, async ({ params, request }) => ({
    overlay: ops.studioOverlayOf(await ops.requireOverlay(await ownedAppContext(request, params.appId), params.overlayId)),
  }));

  route(scope, api.updateOverlayContract, async ({ params, body, request }) => ({
    overlay: ops.studioOverlayOf(await ops.updateOverlay(await ownedAppContext(request, params.appId), params.overlayId, body)),
  }));

  route(scope, api.deleteOverlayContract, async ({ params, request }) => ({
    deleted_id: await ops.deleteOverlay(await ownedAppContext(request, params.appId), params.overlayId),
  }));
}
