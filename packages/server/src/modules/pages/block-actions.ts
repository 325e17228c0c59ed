import { blocksById, COMPOSED_BLOCK_TYPE } from '@tessera/core/blocks/block-tree';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { blockActionSchema } from '@tessera/core/entities/block-data';
import { storedBlockSchema } from '@tessera/core/entities/page';
import { appError } from '@tessera/core/error-catalogue';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { overlays } from './overlay-schema';
import { decidePageAccess } from './page-access';
import { pages } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A block of a published page of this app, for a viewer its page is open to: 404 block_not_found
 * when no published page holds it, 403 page_locked when its page is closed to the viewer.
 */
export async function findPublishedBlock(ctx: AppContext, blockId: string) {
  // jsonb containment finds the published page holding this block id within this app only:
  // among its blocks, or among the blocks of one of its composed blocks.
  const onPage = JSON.stringify({ blocks: [{ id: blockId }] });
  const inGroup = JSON.stringify({ blocks: [{ type: COMPOSED_BLOCK_TYPE, props: { blocks: [{ id: blockId }] } }] });
  const [page] = await ctx.db
    .select({ id: pages.id, rootId: pages.rootId, blocks: pages.blocks })
    .from(pages)
    .where(and(eq(pages.appId, ctx.app.id), eq(pages.isPublished, true), or(sql`${pages.blocks} @> ${onPage}::jsonb`, sql`${pages.blocks} @> ${inGroup}::jsonb`)))
    .limit(1);
  const block = page ? blocksById(page.blocks.blocks).get(blockId) : undefined;
  if (!page || !block) throw appError('block_not_found');
  const decision = await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId });
  if (!decision?.result.granted) throw appError('page_locked');
  return { pageId: page.id, block: storedBlockSchema.parse(block) };
}

/** SPEC §7 `GET /block_actions/{id}`: a published block's action, for a viewer its page is open to. */
export async function blockActionOf(ctx: AppContext, blockId: string) {
  const { block } = await findPublishedBlock(ctx, blockId);
  const action = blockActionSchema.safeParse(block.props.action);
  return { block_id: block.id, block_action: action.success ? action.data : null };
}

/** SPEC §7 `GET /overlays/{id}`: an overlay of this app. */
export async function overlayOf(ctx: AppContext, id: string) {
  const [row] = UUID.test(id) ? await ctx.db.select().from(overlays).where(and(eq(overlays.appId, ctx.app.id), eq(overlays.id, id))).limit(1) : [];
  if (!row) throw appError('overlay_not_found');
  // As members receive blocks: with their defaults, rendered without re-validation (decision 037).
  return { id: row.id, title: row.title, blocks: publishedBlocks(row.blocks) };
}
