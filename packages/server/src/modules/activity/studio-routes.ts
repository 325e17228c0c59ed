import * as api from '@tessera/core/api/studio-insights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { analytics } from './rollup';
import * as webhooks from './webhooks';

/** The studio's analytics, API keys and webhooks of one app. */
export function registerInsightsStudioRoutes(scope: FastifyInstance) {
  const owned = (request: FastifyRequest, appId: string) => ownedAppContext(request, appId);

  route(scope, api.analyticsContract, async ({ params, query, request }) => analytics(await owned(request, params.appId), query));

  route(scope, api.apiKeysContract, async ({ params, request }) => ({ api_keys: await listApiKeys(await owned(request, params.appId)) }));
  route(scope, api.createApiKeyContract, async ({ params, body, request }) => createApiKey(await owned(request, params.appId), body));
  route(scope, api.revokeApiKeyContract, async ({ params, request }) => ({ api_key: await revokeApiKey(await owned(request, params.appId), params.keyId) }));

  route(scope, api.webhooksContract, async ({ params, request }) => ({ webhooks: await webhooks.listWebhooks(await owned(request, params.appId)) }));
  route(scope, api.createWebhookContract, async ({ params, body, request }) => webhooks.createWebhook(await owned(request, params.appId), body));
  route(scope, api.updateWebhookContract, async ({ params, body, request }) => ({ webhook: await webhooks.updateWebhook(await owned(request, params.appId), params.webhookId, body) }));
  route(scope, api.deleteWebhookContract, async ({ params, request }) => ({ deleted_id: await webhooks.deleteWebhook(await owned(request, params.appId), params.webhookId) }));
  route(scope, api.webhookDeliveriesContract, async ({ params, request }) => ({ deliveries: await webhooks.listDeliveries(await owned(request, params.appId), params.webhookId) }));
  route(scope, api.pingWebhookContract, async ({ params, request }) => ({ delivery: await webhooks.pingWebhook(await owned(request, params.appId), params.webhookId) }));
  route(scope, api.replayDeliveryContract, async ({ params, request }) => ({
    delivery: await webhooks.replayDelivery(await owned(request, params.appId), params.webhookId, params.deliveryId),
  }));
}
