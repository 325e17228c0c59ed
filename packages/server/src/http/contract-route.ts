import type { Contract, ContractResponse } from '@tessera/core/contract';
import { errorBodySchema } from '@tessera/core/error-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Part<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerInput<C> =
  C extends Contract<infer P, infer Q, infer B, z.ZodType>
    ? { params: Part<P>; query: Part<Q>; body: Part<B>; request: FastifyRequest; reply: FastifyReply }
    : never;

/**
 * Registers a handler for a core contract: the contract is the one source of the URL, the
 * validation (400 before the handler runs) and the OpenAPI entry.
 */
export function route<C extends Contract>(
  server: FastifyInstance,
  contract: C,
  handler: (input: HandlerInput<C>) => Promise<ContractResponse<C>>,
  options: { preHandler?: preHandlerAsyncHookHandler[] } = {},
) {
  const success = contract.successStatus ?? 200;
  server.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: `/api${contract.path}`,
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [success]: contract.response, '4XX': errorBodySchema },
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as unknown as HandlerInput<C>);
      reply.code(success);
      return result;
    },
  });
}
