import { appError, fieldError } from '@tessera/core/error-catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTenant } from '../../http/context';
import type { AccessTreeNode, PageProps } from '@tessera/core/entities/page';
import type { Locale } from '@tessera/core/entities/app';
import type { TranslationFile } from '@tessera/core/entities/translation';
import { and, eq } from 'drizzle-orm';
import { pages, pageTranslations } from '../../db/schema/index';
import { accessIndexFor, decidePageAccess } from './page-access';
import { parsePageDataPath } from './page-data-path';
import { preparedResponse } from './prepared-response';
import { prepare, type PreparedDocument, type PublishCache } from './publish-cache';

const pageNotFound = () => appError('page_not_found');

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

const translationNotFound = () => appError('translation_not_found');

/**
 * `/__/{path}/{locale}.json`: the published translation of a published page (the member app falls
 * back to the page's own content on 404). It is gated like the page itself: a viewer the access
 * engine refuses gets the translated title only, as the lock screen of index.json carries the title
 * and no content. Its bytes are small, so they are prepared per request (ETag included).
 */
async function sendTranslation(request: FastifyRequest, reply: FastifyReply, target: { doc: PreparedDocument | null; path: string; locale: Locale }) {
  const tenant = requireTenant(request);
  if (!target.doc) throw translationNotFound();
  const [row] = await request.server.services.database.db
    .select({ pageId: pages.id, rootId: pages.rootId, content: pageTranslations.content })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(
      and(
        eq(pages.appId, tenant.id),
        eq(pages.path, target.path),
        eq(pages.isPublished, true),
        eq(pageTranslations.appId, tenant.id),
        eq(pageTranslations.locale, target.locale),
        eq(pageTranslations.status, 'published'),
      ),
    )
    .limit(1);
  if (!row) throw translationNotFound();
  let file: TranslationFile = { page_id: row.pageId, locale: target.locale, status: 'published', page_title: row.content.page_title, blocks: row.content.blocks };
  if (target.doc.isGated) {
    const decision = await decidePageAccess(request, { pageId: row.pageId, rootId: row.rootId });
    if (!decision?.result.granted) file = { ...file, blocks: {} };
  }
  const { text, etag } = prepare(file);
  return sendPrepared(request, reply, { body: Buffer.from(text), etag, encoded: {}, isGated: target.doc.isGated, lockBody: null });
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
        throw fieldError('params.path', 'not_a_page_data_address');
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
      return sendTranslation(request, reply, { doc: cache.peekPage(tenant.id, target.path) ?? (await cache.getPage(tenant.id, target.path)), ...target });
    },
  );
}
