import { studioAppsContract } from '@tessera/core/api/studio';
import * as api from '@tessera/core/api/studio-apps';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownerContextOf } from '../accounts/studio-scope';
import { studioAppDetail } from './app-detail';
import { createApp, listOwnedApps, updateAppSettings, updateTheme } from './operations';
import { ownedAppContext } from './owned-app';

/** The studio's app calls: the account's apps, a new app, its settings and its theme. */
export function registerStudioAppRoutes(scope: FastifyInstance) {
  const { publicUrl } = scope.services.urls;
  const publicHost = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : null;

  route(scope, studioAppsContract, async ({ request }) => ({ apps: await listOwnedApps(await ownerContextOf(request)) }));

  route(scope, api.createAppContract, async ({ body, request }) => {
    const ctx = await ownerContextOf(request);
    return { app: await studioAppDetail(ctx, await createApp(ctx, body), request) };
  });

  route(scope, api.studioAppContract, async ({ params, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { app: await studioAppDetail(ctx, ctx.app, request) };
  });

  route(scope, api.updateAppSettingsContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { app: await studioAppDetail(ctx, await updateAppSettings(ctx, body, { publicHost }), request) };
  });

  route(scope, api.updateThemeContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { app: await studioAppDetail(ctx, await updateTheme(ctx, body), request) };
  });
}
