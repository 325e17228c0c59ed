import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductItemsPart, SignInPart, ViewerFact } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { pages } from '../pages/schema';
import { packPageIdsOfMany, subscriptionsOf } from './member-operations';
import { registerPackRoutes } from './member-routes';
import { packs } from './schema';
import { registerStudioPackRoutes } from './studio-routes';

/** SPEC §3: the sign-in response's pack_subscriptions, the pack ids the member holds. */
const packState: SignInPart = async (ctx, { member }) => ({
  pack_subscriptions: (await subscriptionsOf(ctx.db, member)).map((s) => s.pack_id),
});

/** The pages the member's held packs open (the access engine's "can start via pack"). */
const heldPackPages: ViewerFact = async (db, { appId, memberIds }) => {
  const opened = await packPageIdsOfMany(db, { appId, memberIds });
  return new Map([...opened].map(([memberId, pageIds]) => [memberId, { packPageIds: pageIds }]));
};

/** A product unlocks the packs whose pack page it unlocks (the page's purchase rule names it). */
const packsUnlockedBy: ProductItemsPart = async (db, { appId, productId }) => {
  const rows = await db
    .select({ id: packs.id, title: packs.title, path: pages.path })
    .from(packs)
    .innerJoin(pages, eq(pages.id, packs.pageId))
    .where(and(eq(packs.appId, appId), eq(pages.isPublished, true), sql`${pages.access} -> 'products' @> ${JSON.stringify([{ id: productId }])}::jsonb`))
    .orderBy(asc(packs.createdAt))
    .limit(100);
  return rows.map((row) => ({ type: 'pack' as const, id: row.id, title: row.title, path: row.path }));
};

/** Packs (SPEC §7 Packs): bundles of pages, programs and events that members start. */
export const packsModule: ServerModule = {
  name: 'packs',
  memberRoutes: registerPackRoutes,
  studioRoutes: registerStudioPackRoutes,
  signInParts: [packState],
  viewerFacts: [heldPackPages],
  productItems: packsUnlockedBy,
};
