import { AppError } from '@tessera/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTenant } from '../../http/context';
import type { AccessTreeNode, PageProps } from '@tessera/core/entities/page';
import { accessIndexFor, decidePageAccess } from '../access/decide';
import { parsePageDataPath } from './page-data-path';
import { preparedResponse } from './prepared-response';
import type { PreparedDocument, PublishCache } from './publish-cache';

const pageNotFound = () => new AppError({ code: 'page_not_found', status: 404, message: 'Page Not Found' });

const querySchema = z.object({
  ts: z
    .string()
    .regex(/^\d{1,16}$/, 'Must be a timestamp in milliseconds')
    .optional(),
});

function sendPrepared(request: FastifyRequest, reply: FastifyReply, doc: PreparedDocument) {
  const response = preparedResponse(doc, { ifNoneMatch: request.headers['if-none-match'], acceptEncoding: request.headers['accept-encoding'] });
  return reply.code(response.status).headers(response.headers).send(response.body ?? undefined);
}

function lockPropsOf(doc: PreparedDocument): PageProps {
  doc.parsed ??= JSON.parse(doc.lockBody ?? '{}') as PageProps;
  return doc.parsed as PageProps;
}

/**
 * A gated page goes whole only to a viewer the access engine grants; everyone else gets the page
 * without its content and the decision (reason, products, unlock time) for the lock screen. Never
 * cached by shared caches either way.
 */
async function sendGated(request: FastifyRequest, reply: FastifyReply, doc: PreparedDocument) {
  const lock = lockPropsOf(doc);
  const decision = await decidePageAccess(request, { pageId: lock.page_id, rootId: lock.root_id });
  if (decision?.result.granted) return sendPrepared(request, reply, doc);
  const pageAccess = decision?.result ?? { granted: false, reason: null, data: null };
  const rootNode =
    decision?.outcome === 'START_REQUIRED' && decision.progressRootId
      ? // Published trees hold AccessTreeNodes: the access node plus the page's path and title.
        ((await accessIndexFor(request, lock.root_id))?.nodes[decision.progressRootId] as AccessTreeNode | undefined)
      : undefined;
  const progressRoot = rootNode ? { page_id: rootNode.page_id, path: rootNode.path, title: rootNode.title } : null;
  return reply
    .code(200)
    .headers({ 'cache-control': 'private, no-cache', vary: 'cookie, x-user-token' })
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ ...lock, page_access: pageAccess, access_outcome: decision?.outcome ?? 'IS_PRIVATE', progress_root: progressRoot }));
}

/**
 * The static-style page data of ARCHITECTURE: Contracts, served from prepared bytes (the publish
 * cache); nothing is assembled per request.
 */
export function registerPageDataRoutes(server: FastifyInstance, cache: PublishCache) {
  server.withTypeProvider<ZodTypeProvider>().get(
    '/__/*',
    {
      // Compressed once per document by the publish cache, not on every request.
      compress: false,
      schema: {
        summary: 'Published page data: index.json (page props), a/{rootId}.json (access tree), {locale}.json',
        tags: ['pages'],
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const rest = (request.params as { '*': string })['*'];
      const target = parsePageDataPath(rest);
      if (!target) {
        throw new AppError({
          code: 'validation_failed',
          status: 400,
          message: 'params.path: Not a page data address',
          details: [{ field: 'params.path', message: 'Not a page data address' }],
        });
      }
      if (target.kind === 'page') {
        const doc = cache.peekPage(tenant.id, target.path) ?? (await cache.getPage(tenant.id, target.path));
        if (!doc) throw pageNotFound();
        if (!doc.isGated) return sendPrepared(request, reply, doc);
        return sendGated(request, reply, doc);
      }
      if (target.kind === 'access_tree') {
        const doc = await cache.getAccessTree(tenant.id, target.rootId);
        if (!doc) throw pageNotFound();
        return sendPrepared(request, reply, doc);
      }
      // Content translations arrive with localisation in the studio; until then none exist.
      throw new AppError({ code: 'translation_not_found', status: 404, message: 'Translation not found' });
    },
  );
}
