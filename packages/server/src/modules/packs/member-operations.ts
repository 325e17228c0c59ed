import type { Pack, PackSubscription } from '@tessera/core/entities/pack';
import type { PageAccessResult } from '@tessera/core/entities/page';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { pageSubscriptions } from '../progress/schema';
import { events } from '../events/schema';
import { programs } from '../programs/schema';
import { packsOf } from './pack-view';
import { packItems, packSubscriptions, packs, type PackRow } from './schema';

/**
 * SPEC §7 Packs for members: a pack is open to whoever its pack page is open to (the access engine;
 * a product unlocks it by that page's purchase rule). Starting one records that the member holds it
 * and starts the pack page (My content → Packs).
 */

export async function listPacks(ctx: AppContext, query: { page_id?: string | undefined }): Promise<Pack[]> {
  const rows = await ctx.db
    .select()
    .from(packs)
    .where(and(eq(packs.appId, ctx.app.id), query.page_id ? eq(packs.pageId, query.page_id) : undefined))
    .orderBy(asc(packs.createdAt), asc(packs.id));
  return packsOf(ctx.db, ctx.app.id, rows, { publishedOnly: true });
}

async function openPack(ctx: AppContext, packId: string): Promise<{ pack: PackRow; access: PageAccessResult }> {
  const [found] = await ctx.db
    .select({ pack: packs, rootId: pages.rootId })
    .from(packs)
    .innerJoin(pages, and(eq(pages.id, packs.pageId), eq(pages.isPublished, true)))
    .where(and(eq(packs.appId, ctx.app.id), eq(packs.id, packId)))
    .limit(1);
  const decision = found ? await decidePageAccess(ctx, { pageId: found.pack.pageId, rootId: found.rootId }) : null;
  if (!found || !decision) throw appError('pack_not_found');
  return { pack: found.pack, access: decision.result };
}

export async function packAccess(ctx: AppContext, packId: string): Promise<PageAccessResult> {
  return (await openPack(ctx, packId)).access;
}

const subscriptionView = (row: { packId: string; pageId: string; startedAt: Date }): PackSubscription => ({
  pack_id: row.packId,
  page_id: row.pageId,
  started_at: row.startedAt.toISOString(),
});

export async function subscriptionsOf(db: Db, member: { appId: string; id: string }): Promise<PackSubscription[]> {
  const rows = await db
    .select({ packId: packSubscriptions.packId, pageId: packs.pageId, startedAt: packSubscriptions.startedAt })
    .from(packSubscriptions)
    .innerJoin(packs, eq(packs.id, packSubscriptions.packId))
    .where(and(eq(packSubscriptions.appId, member.appId), eq(packSubscriptions.memberId, member.id)))
    .orderBy(asc(packSubscriptions.startedAt), asc(packSubscriptions.packId));
  return rows.map(subscriptionView);
}

/**
 * The pages the member's held packs bundle: a page item itself, a program's or an event's page.
 * The access engine opens them (and what lies beneath) as an active product would (SPEC §3 "can
 * start via pack"); one indexed query per signed-in request.
 */
export async function packPageIdsOf(db: Db, member: { appId: string; id: string }): Promise<string[]> {
  return (await packPageIdsOfMany(db, { appId: member.appId, memberIds: [member.id] })).get(member.id) ?? [];
}

/** The same for several members of one app in one query (members holding no pack are left out). */
export async function packPageIdsOfMany(db: Db, args: { appId: string; memberIds: readonly string[] }): Promise<Map<string, string[]>> {
  const pageId = sql<string | null>`case ${packItems.itemType} when 'page' then ${packItems.itemId} when 'program' then ${programs.pageId} else ${events.pageId} end`;
  const rows = await db
    .selectDistinct({ memberId: packSubscriptions.memberId, pageId })
    .from(packSubscriptions)
    .innerJoin(packItems, and(eq(packItems.appId, packSubscriptions.appId), eq(packItems.packId, packSubscriptions.packId)))
    .leftJoin(programs, and(eq(packItems.itemType, 'program'), eq(programs.id, packItems.itemId), eq(programs.appId, packItems.appId)))
    .leftJoin(events, and(eq(packItems.itemType, 'event'), eq(events.id, packItems.itemId), eq(events.appId, packItems.appId)))
    .where(and(eq(packSubscriptions.appId, args.appId), inArray(packSubscriptions.memberId, [...args.memberIds])));
  const opened = new Map<string, string[]>();
  for (const row of rows) if (row.pageId) opened.set(row.memberId, [...(opened.get(row.memberId) ?? []), row.pageId]);
  return opened;
}

export async function mySubscriptions(ctx: AppContext) {
  const { member } = await ctx.requireMember();
  const [subscriptions, pageIds] = await Promise.all([subscriptionsOf(ctx.db, member), packPageIdsOf(ctx.db, member)]);
  return { pack_subscriptions: subscriptions.map((s) => s.pack_id), subscriptions, page_ids: pageIds };
}

/** `POST /packages/{id}/subscribe`: 404 unknown, 403 pack_locked with the reason, 401 for a guest; starting again keeps the first start. */
export async function startPack(ctx: AppContext, packId: string): Promise<PackSubscription> {
  const { pack, access } = await openPack(ctx, packId);
  if (!access.granted) throw appError('pack_locked', { details: access });
  const { member } = await ctx.requireMember();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(packSubscriptions).values({ appId: member.appId, memberId: member.id, packId: pack.id, startedAt: now }).onConflictDoNothing();
    await tx.insert(pageSubscriptions).values({ appId: member.appId, memberId: member.id, pageId: pack.pageId, startedAt: now }).onConflictDoNothing();
  });
  const [row] = await ctx.db
    .select({ startedAt: packSubscriptions.startedAt })
    .from(packSubscriptions)
    .where(and(eq(packSubscriptions.memberId, member.id), eq(packSubscriptions.packId, pack.id)))
    .limit(1);
  return subscriptionView({ packId: pack.id, pageId: pack.pageId, startedAt: row?.startedAt ?? now });
}
