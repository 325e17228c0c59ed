import * as api from '@tessera/core/api/studio-messaging';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

/** The studio's messaging: switches, the app's profile, feeds, answering as the app, moderation. */
export function registerStudioMessagingRoutes(scope: FastifyInstance) {
  route(scope, api.studioMessagingSettingsContract, async ({ params, request }) => ({ settings: await ops.getSettings(await ownedAppContext(request, params.appId)) }));
  route(scope, api.updateStudioMessagingSettingsContract, async ({ params, body, request }) => ({
    settings: await ops.updateSettings(await ownedAppContext(request, params.appId), body),
  }));
  route(scope, api.studioMessagingProfileContract, async ({ params, request }) => ({ profile: await ops.getProfile(await ownedAppContext(request, params.appId)) }));
  route(scope, api.updateStudioMessagingProfileContract, async ({ params, body, request }) => ({
    profile: await ops.renameProfile(await ownedAppContext(request, params.appId), body.name),
  }));
  route(scope, api.studioThreadsContract, async ({ params, query, request }) => ops.listThreads(await ownedAppContext(request, params.appId), query));
  route(scope, api.createStudioFeedContract, async ({ params, body, request }) => ({ thread: await ops.createFeed(await ownedAppContext(request, params.appId), body.title) }));
  route(scope, api.studioThreadMessagesContract, async ({ params, query, request }) =>
    ops.threadMessages(await ownedAppContext(request, params.appId), params.threadId, query.before),
  );
  route(scope, api.studioSendMessageContract, async ({ params, body, request }) => ({
    messages: await ops.sendAsApp(await ownedAppContext(request, params.appId), params.threadId, body),
  }));
  route(scope, api.studioReportsContract, async ({ params, query, request }) => ({ reports: await ops.listReports(await ownedAppContext(request, params.appId), query.status) }));
  route(scope, api.resolveReportContract, async ({ params, body, request }) => ({
    report: await ops.resolveReport(await ownedAppContext(request, params.appId), params.reportId, body.action),
  }));
}
