import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberProducts } from './schema';

/** Product ids the member holds now (not ended): SPEC §3 active_product_ids, what purchase locks check. */
export async function activeProductIds(db: Db, member: { appId: string; memberId: string }, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: memberProducts.productId })
    .from(memberProducts)
    .where(
      and(
        eq(memberProducts.appId, member.appId),
        eq(memberProducts.memberId, member.memberId),
        or(isNull(memberProducts.endsAt), gt(memberProducts.endsAt, now)),
      ),
    );
  return rows.map((r) => r.id);
}
