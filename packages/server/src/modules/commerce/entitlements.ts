import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProducts } from './schema';

/** Product ids the member holds now (not ended): SPEC §3 active_product_ids, what purchase locks check. */
export async function activeProductIds(db: Db, member: { appId: string; memberId: string }, now = new Date()): Promise<string[]> {
  return (await activeProductIdsOfMany(db, { appId: member.appId, memberIds: [member.memberId] }, now)).get(member.memberId) ?? [];
}

/** The same for several members of one app in one query (the viewer of each; members holding nothing are left out). */
export async function activeProductIdsOfMany(db: Db, args: { appId: string; memberIds: readonly string[] }, now: Date): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ memberId: memberProducts.memberId, id: memberProducts.productId })
    .from(memberProducts)
    .where(
      and(
        eq(memberProducts.appId, args.appId),
        inArray(memberProducts.memberId, [...args.memberIds]),
        or(isNull(memberProducts.endsAt), gt(memberProducts.endsAt, now)),
      ),
    );
  const held = new Map<string, string[]>();
  for (const row of rows) held.set(row.memberId, [...(held.get(row.memberId) ?? []), row.id]);
  return held;
}
