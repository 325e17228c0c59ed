import { LOCAL_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import type { FastifyInstance } from 'fastify';
import { LOCAL_SIGNATURE_HEADER } from '../../integrations/payments/local-gateway';
import { handleLocalWebhook, handleStripeWebhook } from './webhooks';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Gateways' webhooks: raw bodies (the signature covers the exact bytes), no app by host or header. */
export async function registerWebhookRoutes(server: FastifyInstance) {
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(`/api${LOCAL_WEBHOOK_PATH}`, { schema: { hide: true } }, async (request) => {
      const services = request.server.services;
      const outcome = await handleLocalWebhook(services.database.db, services, String(request.body ?? ''), header(request.headers[LOCAL_SIGNATURE_HEADER]));
      return { received: true, outcome };
    });
    scope.post<{ Params: { appId: string } }>(`/api${STRIPE_WEBHOOK_PATH}`, { schema: { hide: true } }, async (request) => {
      if (!isUuid(request.params.appId)) throw appError('not_found');
      const services = request.server.services;
      const outcome = await handleStripeWebhook(services.database.db, services, request.params.appId, String(request.body ?? ''), header(request.headers['stripe-signature']));
      return { received: true, outcome };
    });
  });
}
