import * as api from '@tessera/core/api/studio-pages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import { studioPageOf } from './page-draft';
import { requireAppPage } from './page-lookup';
import * as ops from './studio-page-operations';

/**
 * The studio's page calls. Drafts are edited here and reach members only through publish;
 * structure (move, delete) changes the live tree at once and rebuilds the publish cache.
 */
export function registerStudioPageRoutes(scope: FastifyInstance) {
  route(scope, api.studioPagesContract, async ({ params, request }) => ({ pages: await ops.listPages(await ownedAppContext(request, params.appId)) }));

  route(scope, api.createPageContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { page: studioPageOf(await ops.createPage(ctx, body), ctx.app.homePageId) };
  });

  route(scope, api.studioPageContract, async ({ params, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { page: studioPageOf(await requireAppPage(ctx.db, ctx.app.id, params.pageId), ctx.app.homePageId) };
  });

  route(scope, api.updatePageDraftContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { page: studioPageOf(await ops.saveDraft(ctx, params.pageId, body), ctx.app.homePageId) };
  });

  route(scope, api.discardPageDraftContract, async ({ params, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { page: studioPageOf(await ops.discardDraft(ctx, params.pageId), ctx.app.homePageId) };
  });

  route(scope, api.movePageContract, async ({ params, body, request }) => ({
    pages: await ops.movePage(await ownedAppContext(request, params.appId), params.pageId, body),
  }));

  route(scope, api.duplicatePageContract, async ({ params, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { page: studioPageOf(await ops.duplicatePage(ctx, params.pageId), ctx.app.homePageId) };
  });

  route(scope, api.deletePageContract, async ({ params, request }) => ({
    deleted_ids: await ops.deletePage(await ownedAppContext(request, params.appId), params.pageId),
  }));

  route(scope, api.publishAppContract, async ({ params, request }) => {
    const result = await ops.publishApp(await ownedAppContext(request, params.appId));
    return { published_at: result.publishedAt.toISOString(), page_count: result.pageCount };
  });
}
