import type * as api from '@tessera/core/api/studio-overlays';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import type { ContractBody } from '@tessera/core/contract';
import type { StoredBlock } from '@tessera/core/entities/page';
import { appError } from '@tessera/core/error-catalogue';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OwnedAppContext } from '../apps/owned-app';
import { overlays, type OverlayRow } from './overlay-schema';
import { sanitizeBlocks } from './rich-text';

/**
 * The studio's overlays (decision 022). No draft: what is saved is what members see, so every save
 * sanitises rich text and validates each block as publishing validates a page's, and refuses the
 * whole save on any problem.
 */

export function studioOverlayOf(row: OverlayRow): api.StudioOverlay {
  return { id: row.id, title: row.title, blocks: row.blocks, revision: row.revision, updated_at: row.updatedAt.toISOString() };
}

/** Blocks as they may be stored: sanitised, and every one valid (422 invalid_blocks with the problems otherwise). */
function checkedBlocks(blocks: StoredBlock[]): StoredBlock[] {
  const sanitized = sanitizeBlocks(blocks);
  const problems = validateBlockDocument(sanitized);
  if (problems.length > 0) {
    throw appError('invalid_blocks', {
      message: problems.length === 1 ? 'One block needs attention' : `${problems.length} blocks need attention`,
      details: { problems },
    });
  }
  return sanitized;
}

const editConflict = (revision: number) => appError('edit_conflict', { message: 'This overlay was changed elsewhere. Reload it to see the latest version.', details: { revision } });

/** An overlay of this app; any other id (another app's too) is 404. */
export async function requireOverlay(ctx: OwnedAppContext, overlayId: string): Promise<OverlayRow> {
  const [row] = await ctx.db
    .select()
    .from(overlays)
    .where(and(eq(overlays.appId, ctx.app.id), eq(overlays.id, overlayId)))
    .limit(1);
  if (!row) throw appError('overlay_not_found');
  return row;
}

export async function listOverlays(ctx: OwnedAppContext): Promise<api.StudioOverlaySummary[]> {
  const rows = await ctx.db
    .select({ id: overlays.id, title: overlays.title, blockCount: sql<number>`jsonb_array_length(${overlays.blocks})`, updatedAt: overlays.updatedAt })
    .from(overlays)
    .where(eq(overlays.appId, ctx.app.id))
    .orderBy(desc(overlays.createdAt), desc(overlays.id));
  return rows.map((row) => ({ id: row.id, title: row.title, block_count: Number(row.blockCount), updated_at: row.updatedAt.toISOString() }));
}

export async function createOverlay(ctx: OwnedAppContext, body: ContractBody<typeof api.createOverlayContract>): Promise<OverlayRow> {
  const [row] = await ctx.db.insert(overlays).values({ appId: ctx.app.id, title: body.title, blocks: checkedBlocks(body.blocks) }).returning();
  return row!;
}

/** Saves at the revision the editor loaded (409 when someone saved since); the revision check and the write are one statement. */
export async function updateOverlay(ctx: OwnedAppContext, overlayId: string, body: ContractBody<typeof api.updateOverlayContract>): Promise<OverlayRow> {
  const current = await requireOverlay(ctx, overlayId);
  if (body.revision !== current.revision) throw editConflict(current.revision);
  const blocks = body.blocks === undefined ? undefined : checkedBlocks(body.blocks);
  const [updated] = await ctx.db
    .update(overlays)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(blocks !== undefined ? { blocks } : {}),
      revision: sql`${overlays.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(overlays.id, current.id), eq(overlays.appId, ctx.app.id), eq(overlays.revision, body.revision)))
    .returning();
  if (!updated) throw editConflict((await requireOverlay(ctx, overlayId)).revision);
  return updated;
}

export async function deleteOverlay(ctx: OwnedAppContext, overlayId: string): Promise<string> {
  const row = await requireOverlay(ctx, overlayId);
  await ctx.db.delete(overlays).where(and(eq(overlays.id, row.id), eq(overlays.appId, ctx.app.id)));
  return row.id;
}
