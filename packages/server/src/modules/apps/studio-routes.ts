import * as api from '@tessera/core/api/studio-apps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-route';
import { ownerContextOf } from '../accounts/studio-scope';
import { studioAppDetail } from './app-detail';
import { createApp, updateAppSettings, updateTheme } from './operations';
import { ownedAppContext } from './owned-app';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The studio's app calls: a new app, its settings and its theme (the list with member counts is members'). */
export function registerStudioAppRoutes(scope: FastifyInstance) {
  const { publicUrl } = scope.services.urls;
  const publicHost = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : null;

  route(scope, api.createAppContract, async ({ body, request }) => {
    const ctx = await ownerContextOf(request);
    return { app: await studioAppDetail(ctx, await createApp(ctx, body), originOf(request)) };
  });

  route(scope, api.studioAppContract, async ({ params, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { app: await studioAppDetail(ctx, ctx.app, originOf(request)) };
  });

  route(scope, api.updateAppSettingsContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { app: await studioAppDetail(ctx, await updateAppSettings(ctx, body, { publicHost }), originOf(request)) };
  });

  route(scope, api.updateThemeContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { app: await studioAppDetail(ctx, await updateTheme(ctx, body), originOf(request)) };
  });
}
