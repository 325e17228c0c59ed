import { appError, fieldError } from '@tessera/core/error-catalogue';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type * as api from '@tessera/core/api/studio-pages';
import type { ContractBody } from '@tessera/core/contract';
import { COMPOSED_BLOCK_TYPE, isStoredBlock } from '@tessera/core/blocks/block-tree';
import { accessNodeSchema, BLOCK_DOCUMENT_VERSION, pageDisplayFlagsSchema, type StoredBlock } from '@tessera/core/entities/page';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages, type PageRow } from './schema';
import { rebuildPublishCache } from './publisher';
import { isUniqueViolation } from '../../db/errors';
import { currentDraftOf, inTreeOrder, liveColumnsOf, summaryColumns } from './page-draft';
import { childPath, isPathTaken, pathTaken, slugify, uniquePath } from './paths';
import { publishDrafts } from './publish-drafts';
import { sanitizeAttributes, sanitizeBlocks } from './rich-text';
import type { OwnedAppContext } from '../apps/owned-app';
import { invalidateMemberCaches, requireAppPage } from './page-lookup';
import { deleteSubtree, holdsAppScreen, isInSubtree, setPositions, setSubtreeRoot, siblingIds } from './tree';

async function pageList(db: Db, appId: string, homePageId: string | null) {
  const rows = await db.select(summaryColumns).from(pages).where(eq(pages.appId, appId));
  return inTreeOrder(rows, homePageId);
}

/** A copy of blocks with fresh ids (composed blocks' children too), so ids stay unique per page. */
function withFreshIds(blocks: StoredBlock[]): StoredBlock[] {
  return blocks.map((stored) => {
    const props =
      stored.type === COMPOSED_BLOCK_TYPE && Array.isArray(stored.props.blocks)
        ? { ...stored.props, blocks: stored.props.blocks.map((child: unknown) => (isStoredBlock(child) ? withFreshIds([child])[0] : child)) }
        : stored.props;
    return { ...stored, id: randomUUID(), props };
  });
}

/** Another request took the path between the check and the insert (live paths are unique per app). */
const rethrowPathRace = (field: string) => (error: unknown): never => {
  throw isUniqueViolation(error) ? pathTaken(field) : error;
};

/** The app's pages in tree order, as the studio's tree shows them. */
export async function listPages(ctx: OwnedAppContext) {
  return pageList(ctx.db, ctx.app.id, ctx.app.homePageId);
}

/** A new page, hidden from members until the owner publishes; its path follows its title unless given. */
export async function createPage(ctx: OwnedAppContext, body: ContractBody<typeof api.createPageContract>): Promise<PageRow> {
  const { app } = ctx;
  const parent = body.parent_id ? await requireAppPage(ctx.db, app.id, body.parent_id) : null;
  return ctx.db
    .transaction(async (tx) => {
      let path = body.path;
      if (path) {
        if (await isPathTaken(tx, { appId: app.id, path })) throw pathTaken('body.path');
      } else {
        path = await uniquePath(tx, app.id, childPath(parent ? currentDraftOf(parent).path : null, slugify(body.title)));
      }
      const siblings = await siblingIds(tx, app.id, parent?.id ?? null);
      const id = randomUUID();
      const [created] = await tx
        .insert(pages)
        .values({
          id,
          appId: app.id,
          rootId: parent?.rootId ?? id,
          parentId: parent?.id ?? null,
          position: siblings.length,
          path,
          title: body.title,
          contentType: body.content_type,
          blocks: { schema_version: BLOCK_DOCUMENT_VERSION, blocks: [] },
          access: accessNodeSchema.parse({ parent: parent?.id ?? null }),
          display: pageDisplayFlagsSchema.parse({ is_root: !parent }),
          // Members see it only once the owner publishes.
          isPublished: false,
        })
        .returning();
      await setPositions(tx, app.id, [...siblings, id]);
      return created!;
    })
    .catch(rethrowPathRace('body.path'));
}

const editConflict = (revision: number) => appError('edit_conflict', { details: { revision } });

/**
 * Saves the owner's edit as the page's draft, at the revision it was loaded at (409 when someone
 * else saved since). Rich text is sanitised here, once, whoever sent it.
 */
export async function saveDraft(ctx: OwnedAppContext, pageId: string, body: ContractBody<typeof api.updatePageDraftContract>): Promise<PageRow> {
  const { app } = ctx;
  const page = await requireAppPage(ctx.db, app.id, pageId);
  if (body.revision !== page.revision) throw editConflict(page.revision);
  const patch = body.draft;
  const merged: api.PageDraft = {
    ...currentDraftOf(page),
    ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
  };
  if (patch.blocks) merged.blocks = { ...patch.blocks, blocks: sanitizeBlocks(patch.blocks.blocks) };
  if (patch.attributes) merged.attributes = sanitizeAttributes(patch.attributes);
  merged.access = { ...merged.access, parent: page.parentId };
  if (patch.path !== undefined && patch.path !== page.path && (await isPathTaken(ctx.db, { appId: app.id, path: patch.path, exceptPageId: page.id }))) {
    throw pathTaken('body.draft.path');
  }
  // A draft that says exactly what members already see is no draft.
  const draft = isDeepStrictEqual(merged, currentDraftOf({ ...page, draft: null })) ? null : merged;
  const [updated] = await ctx.db
    .update(pages)
    .set({ draft, revision: sql`${pages.revision} + 1`, updatedAt: sql`now()` })
    // The revision check and the write are one statement: two saves from one revision cannot both win.
    .where(and(eq(pages.id, page.id), eq(pages.appId, app.id), eq(pages.revision, body.revision)))
    .returning();
  if (!updated) throw editConflict((await requireAppPage(ctx.db, app.id, page.id)).revision);
  return updated;
}

export async function discardDraft(ctx: OwnedAppContext, pageId: string): Promise<PageRow> {
  await requireAppPage(ctx.db, ctx.app.id, pageId);
  const [updated] = await ctx.db
    .update(pages)
    .set({ draft: null, revision: sql`${pages.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(pages.id, pageId), eq(pages.appId, ctx.app.id)))
    .returning();
  return updated!;
}

/** Moves a page (and its subtree) under another parent at a position; live at once. */
export async function movePage(ctx: OwnedAppContext, pageId: string, body: ContractBody<typeof api.movePageContract>) {
  const { app } = ctx;
  const page = await requireAppPage(ctx.db, app.id, pageId);
  const parent = body.parent_id ? await requireAppPage(ctx.db, app.id, body.parent_id) : null;
  await ctx.db.transaction(async (tx) => {
    if (parent && (await isInSubtree(tx, app.id, page.id, parent.id))) {
      throw fieldError('body.parent_id', 'cannot_move_under_itself', { error: 'cannot_move_under_itself' });
    }
    const newParentId = parent?.id ?? null;
    const rootId = parent?.rootId ?? page.id;
    await tx
      .update(pages)
      .set({ parentId: newParentId, access: { ...page.access, parent: newParentId }, updatedAt: sql`now()` })
      .where(and(eq(pages.id, page.id), eq(pages.appId, app.id)));
    await setSubtreeRoot(tx, app.id, page.id, rootId);
    if (page.parentId !== newParentId) {
      await setPositions(tx, app.id, (await siblingIds(tx, app.id, page.parentId)).filter((id) => id !== page.id));
    }
    const siblings = (await siblingIds(tx, app.id, newParentId)).filter((id) => id !== page.id);
    siblings.splice(Math.min(body.position, siblings.length), 0, page.id);
    await setPositions(tx, app.id, siblings);
    await rebuildPublishCache(tx, app.id);
  });
  invalidateMemberCaches(ctx, app.id);
  return listPages(ctx);
}

/** A hidden copy of a page right after it, with its draft, fresh block ids and a free path. */
export async function duplicatePage(ctx: OwnedAppContext, pageId: string): Promise<PageRow> {
  const { app } = ctx;
  const page = await requireAppPage(ctx.db, app.id, pageId);
  return ctx.db
    .transaction(async (tx) => {
      const source = currentDraftOf(page);
      const basePath = source.path === '/' ? `/${slugify(source.title)}-copy` : `${source.path}-copy`;
      const id = randomUUID();
      const draft = {
        ...source,
        title: `${source.title} (copy)`.slice(0, 200),
        path: await uniquePath(tx, app.id, basePath),
        blocks: { schema_version: source.blocks.schema_version, blocks: withFreshIds(source.blocks.blocks) },
      };
      const [created] = await tx
        .insert(pages)
        .values({
          id,
          appId: app.id,
          rootId: page.rootId === page.id ? id : page.rootId,
          parentId: page.parentId,
          position: page.position + 1,
          contentType: page.contentType,
          contentRootId: page.contentRootId,
          ...liveColumnsOf(draft, page.parentId),
          isPublished: false,
        })
        .returning();
      const siblings = (await siblingIds(tx, app.id, page.parentId)).filter((sibling) => sibling !== id);
      siblings.splice(siblings.indexOf(page.id) + 1, 0, id);
      await setPositions(tx, app.id, siblings);
      const [positioned] = await tx.select().from(pages).where(eq(pages.id, created!.id));
      return positioned!;
    })
    .catch(rethrowPathRace('path'));
}

/** Deletes a page and everything under it; never the home page nor a page at one of the app's own screens (nor a page above them). */
export async function deletePage(ctx: OwnedAppContext, pageId: string): Promise<string[]> {
  const { app } = ctx;
  const page = await requireAppPage(ctx.db, app.id, pageId);
  const deleted = await ctx.db.transaction(async (tx) => {
    if (app.homePageId && (await isInSubtree(tx, app.id, page.id, app.homePageId))) throw appError('home_page');
    if (await holdsAppScreen(tx, app.id, page.id)) throw appError('app_screen_page');
    const result = await deleteSubtree(tx, app.id, page.id);
    if (result.wasAnyPublished) await rebuildPublishCache(tx, app.id);
    return result;
  });
  if (deleted.wasAnyPublished) invalidateMemberCaches(ctx, app.id);
  return deleted.ids;
}

/** Makes every draft live at once (or refuses with every problem), then drops cached copies. */
export async function publishApp(ctx: OwnedAppContext) {
  const result = await publishDrafts(ctx.db, ctx.app.id);
  invalidateMemberCaches(ctx, ctx.app.id);
  return result;
}
