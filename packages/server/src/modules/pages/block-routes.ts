import { appError } from '@tessera/core/error-catalogue';
import { blockActionContract, overlayContract } from '@tessera/core/api/blocks';
import { blocksById, COMPOSED_BLOCK_TYPE } from '@tessera/core/blocks/block-tree';
import { blockActionSchema } from '@tessera/core/entities/block-data';
import { storedBlockSchema } from '@tessera/core/entities/page';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { overlays, pages } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { requireTenant } from '../../http/context';
import { decidePageAccess } from './page-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerBlockRoutes(server: FastifyInstance) {
  const db = () => server.services.database.db;

  route(server, blockActionContract, async ({ params, request }) => {
    const app = requireTenant(request);
    // jsonb containment finds the published page holding this block id within this app only:
    // among its blocks, or among the blocks of one of its composed blocks.
    const onPage = JSON.stringify({ blocks: [{ id: params.id }] });
    const inGroup = JSON.stringify({ blocks: [{ type: COMPOSED_BLOCK_TYPE, props: { blocks: [{ id: params.id }] } }] });
    const [page] = await db()
      .select({ id: pages.id, rootId: pages.rootId, blocks: pages.blocks })
      .from(pages)
      .where(and(eq(pages.appId, app.id), eq(pages.isPublished, true), or(sql`${pages.blocks} @> ${onPage}::jsonb`, sql`${pages.blocks} @> ${inGroup}::jsonb`)))
      .limit(1);
    const block = page ? blocksById(page.blocks.blocks).get(params.id) : undefined;
    if (!page || !block) throw appError('block_not_found');
    const decision = await decidePageAccess(request, { pageId: page.id, rootId: page.rootId });
    if (!decision?.result.granted) throw appError('page_locked');
    const action = blockActionSchema.safeParse(storedBlockSchema.parse(block).props.action);
    return { block_id: block.id, block_action: action.success ? action.data : null };
  });

  route(server, overlayContract, async ({ params, request }) => {
    const app = requireTenant(request);
    const [row] = UUID.test(params.id)
      ? await db().select().from(overlays).where(and(eq(overlays.appId, app.id), eq(overlays.id, params.id))).limit(1)
      : [];
    if (!row) throw appError('overlay_not_found');
    return { overlay: { id: row.id, title: row.title, blocks: row.blocks } };
  });
}
