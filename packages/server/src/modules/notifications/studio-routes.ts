import * as api from '@tessera/core/api/studio-notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import { blastAudience, createBlast, getBlast, listBlasts } from './blasts';

/** The studio's blasts: send to all or a segment, and read each delivery report. */
export function registerStudioNotificationRoutes(scope: FastifyInstance) {
  route(scope, api.studioBlastsContract, async ({ params, request }) => ({ blasts: await listBlasts(await ownedAppContext(request, params.appId)) }));
  route(scope, api.createBlastContract, async ({ params, body, request }) => ({ blast: await createBlast(await ownedAppContext(request, params.appId), body) }));
  route(scope, api.studioBlastContract, async ({ params, request }) => ({ blast: await getBlast(await ownedAppContext(request, params.appId), params.blastId) }));
  route(scope, api.blastAudienceContract, async ({ params, body, request }) => blastAudience(await ownedAppContext(request, params.appId), body.segment));
}
