import type { PackInput, StudioPack } from '@tessera/core/api/studio-packs';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OwnedAppContext } from '../apps/owned-app';
import { events } from '../events/schema';
import { programs } from '../programs/schema';
import { requirePages } from '../programs/studio-operations';
import { packsOf } from './pack-view';
import { packItems, packSubscriptions, packs, type PackRow } from './schema';

/** The studio's packs: live on save; every item must be of this app (404, nothing saved); one pack per page (409). */

async function requireItems(db: Db, appId: string, items: PackInput['items']) {
  await requirePages(db, appId, items.filter((i) => i.type === 'page').map((i) => i.id));
  const check = async (type: 'program' | 'event') => {
    const ids = [...new Set(items.filter((i) => i.type === type).map((i) => i.id))];
    if (ids.length === 0) return;
    const table = type === 'program' ? programs : events;
    const found = await db.select({ id: table.id }).from(table).where(and(eq(table.appId, appId), inArray(table.id, ids)));
    if (found.length !== ids.length) throw appError(type === 'program' ? 'program_not_found' : 'event_not_found');
  };
  await check('program');
  await check('event');
}

async function requireFreePage(db: Db, appId: string, pageId: string, packId: string | null) {
  const [taken] = await db.select({ id: packs.id }).from(packs).where(and(eq(packs.appId, appId), eq(packs.pageId, pageId))).limit(1);
  if (taken && taken.id !== packId) throw appError('pack_page_taken');
}

async function saveItems(tx: Db, appId: string, packId: string, items: PackInput['items']) {
  await tx.delete(packItems).where(and(eq(packItems.appId, appId), eq(packItems.packId, packId)));
  if (items.length > 0) {
    await tx.insert(packItems).values(items.map((item, position) => ({ appId, packId, position, itemType: item.type, itemId: item.id })));
  }
}

async function findPack(db: Db, appId: string, packId: string): Promise<PackRow> {
  const [row] = await db.select().from(packs).where(and(eq(packs.appId, appId), eq(packs.id, packId))).limit(1);
  if (!row) throw appError('pack_not_found');
  return row;
}

async function studioViews(db: Db, appId: string, rows: PackRow[]): Promise<StudioPack[]> {
  const ids = rows.map((r) => r.id);
  const [views, counts] = await Promise.all([
    packsOf(db, appId, rows, { publishedOnly: false }),
    ids.length === 0
      ? []
      : db
          .select({ packId: packSubscriptions.packId, n: count() })
          .from(packSubscriptions)
          .where(and(eq(packSubscriptions.appId, appId), inArray(packSubscriptions.packId, ids)))
          .groupBy(packSubscriptions.packId),
  ]);
  const countOf = new Map(counts.map((c) => [c.packId, Number(c.n)]));
  return views.map((view) => ({ ...view, subscriber_count: countOf.get(view.id) ?? 0 }));
}

export async function listPacks(ctx: OwnedAppContext): Promise<StudioPack[]> {
  const rows = await ctx.db.select().from(packs).where(eq(packs.appId, ctx.app.id)).orderBy(asc(packs.createdAt), asc(packs.id));
  return studioViews(ctx.db, ctx.app.id, rows);
}

export async function createPack(ctx: OwnedAppContext, input: PackInput): Promise<StudioPack> {
  const appId = ctx.app.id;
  const row = await ctx.db.transaction(async (tx) => {
    await requirePages(tx, appId, [input.page_id]);
    await requireItems(tx, appId, input.items);
    await requireFreePage(tx, appId, input.page_id, null);
    const [created] = await tx.insert(packs).values({ appId, title: input.title, pageId: input.page_id }).returning();
    await saveItems(tx, appId, created!.id, input.items);
    return created!;
  });
  const [view] = await studioViews(ctx.db, appId, [row]);
  return view!;
}

export async function updatePack(ctx: OwnedAppContext, packId: string, change: Partial<PackInput>): Promise<StudioPack> {
  const appId = ctx.app.id;
  const row = await ctx.db.transaction(async (tx) => {
    const pack = await findPack(tx, appId, packId);
    if (change.page_id) {
      await requirePages(tx, appId, [change.page_id]);
      await requireFreePage(tx, appId, change.page_id, pack.id);
    }
    if (change.items) await requireItems(tx, appId, change.items);
    const [updated] = await tx
      .update(packs)
      .set({ ...(change.title === undefined ? {} : { title: change.title }), ...(change.page_id ? { pageId: change.page_id } : {}), updatedAt: ctx.now() })
      .where(and(eq(packs.appId, appId), eq(packs.id, pack.id)))
      .returning();
    if (change.items) await saveItems(tx, appId, pack.id, change.items);
    return updated!;
  });
  const [view] = await studioViews(ctx.db, appId, [row]);
  return view!;
}

export async function deletePack(ctx: OwnedAppContext, packId: string): Promise<string> {
  const pack = await findPack(ctx.db, ctx.app.id, packId);
  await ctx.db.delete(packs).where(and(eq(packs.appId, ctx.app.id), eq(packs.id, pack.id)));
  return pack.id;
}
