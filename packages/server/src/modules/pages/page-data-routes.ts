import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../context/http-context';
import { pageDataAt, type PageDataAnswer } from './page-data';
import { preparedResponse } from './prepared-response';

const querySchema = z.object({
  ts: z
    .string()
    .regex(/^\d{1,16}$/, 'Must be a timestamp in milliseconds')
    .optional(),
});

function send(request: FastifyRequest, reply: FastifyReply, answer: PageDataAnswer) {
  if (answer.kind === 'private') {
    // A decision made for this viewer: never kept by shared caches.
    return reply.code(200).headers({ 'cache-control': 'private, no-cache', vary: 'cookie, x-user-token' }).type('application/json; charset=utf-8').send(answer.json);
  }
  const response = preparedResponse(answer.doc, { ifNoneMatch: request.headers['if-none-match'], acceptEncoding: request.headers['accept-encoding'] });
  return reply.code(response.status).headers(response.headers).send(response.body ?? undefined);
}

/**
 * The wildcard in OpenAPI terms: `/__/{path}`, one parameter for the rest of the address (slashes
 * included), since a path template has no wildcard (`{*}` is not a valid name).
 */
const documentedAsTemplate: typeof jsonSchemaTransform = (args) => {
  const { schema } = jsonSchemaTransform(args);
  const params = {
    type: 'object',
    properties: { path: { type: 'string', description: 'The rest of the address: `about/index.json`, `a/{rootId}.json`, `about/de.json`' } },
    required: ['path'],
  };
  return { schema: { ...schema, params }, url: '/__/:path' };
};

/** `GET /__/*`: published page data (see page-data.ts). */
export function registerPageDataRoutes(server: FastifyInstance) {
  server.withTypeProvider<ZodTypeProvider>().get(
    '/__/*',
    {
      // Compressed once per document by the publish cache, not on every request.
      compress: false,
      config: { swaggerTransform: documentedAsTemplate },
      schema: {
        summary: 'Published page data: index.json (page props), a/{rootId}.json (access tree), {locale}.json',
        tags: ['pages'],
        querystring: querySchema,
      },
    },
    async (request, reply) => send(request, reply, await pageDataAt(contextOf(request), (request.params as { '*': string })['*'])),
  );
}
