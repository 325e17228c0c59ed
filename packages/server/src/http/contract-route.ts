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

const OPTIONAL_PARAM = /\/:([A-Za-z_][A-Za-z0-9_]*)\?/g;

/**
 * The addresses a contract path answers at. A path whose last parameter is optional
 * (`/overlays/:id?`) is two routes: the documented one with the parameter (an OpenAPI path must be
 * a plain template: `/api/overlays/{id}`) and, hidden from the document, the one without it, so
 * that a call leaving the id out still reaches the contract's validation and gets its own answer
 * (SPEC §5 'Overlay id is missing') instead of a bare 404.
 */
export function contractUrls(path: string): { documented: string; hidden: string | null } {
  const documented = `/api${path.replace(OPTIONAL_PARAM, '/:$1')}`;
  const hidden = `/api${path.replace(OPTIONAL_PARAM, '')}`;
  return { documented, hidden: hidden === documented ? null : hidden };
}

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
  const urls = contractUrls(contract.path);
  const register = (url: string, hide: boolean) =>
    server.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url,
      schema: {
        summary: contract.summary,
        tags: contract.tags,
        ...(contract.security ? { security: [{ [contract.security]: [] }] } : {}),
        ...(hide ? { hide: true } : {}),
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
  register(urls.documented, false);
  if (urls.hidden) register(urls.hidden, true);
}
