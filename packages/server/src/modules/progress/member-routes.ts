import * as api from '@tessera/core/api/pages';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import * as ops from './page-progress';

/** SPEC §7 Pages: completion, starting a page, bookmarks, the tree and paths. */
export function registerPageProgressRoutes(server: FastifyInstance) {
  route(server, api.completePageContract, async ({ params, request }) => ops.completePage(contextOf(request), params.id));
  route(server, api.uncompletePageContract, async ({ params, request }) => ops.uncompletePage(contextOf(request), params.id));
  route(server, api.pageCompletionContract, async ({ params, request }) => ({ is_completed: await ops.isPageCompleted(contextOf(request), params.id) }));
  route(server, api.subscribePageContract, async ({ params, body, request }) =>
    ops.subscribeToPage(contextOf(request), params.id, { startedAt: body?.started_at, startFromPageId: body?.start_from_page_id }),
  );
  route(server, api.unsubscribePageContract, async ({ params, request }) => ops.unsubscribeFromPage(contextOf(request), params.id));
  route(server, api.pageSubscribersContract, async ({ params, request }) => ops.pageSubscribers(contextOf(request), params.id));
  route(server, api.toggleBookmarkContract, async ({ params, request }) => ({ is_bookmarked: await ops.toggleBookmark(contextOf(request), params.id) }));
  route(server, api.pageTreeContract, async ({ query, request }) => ops.pageTree(contextOf(request), query.root));
  route(server, api.pagePathContract, async ({ params, request }) => ({ path: await ops.publishedPath(contextOf(request), params.id) }));
}
