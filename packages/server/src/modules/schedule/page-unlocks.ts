import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';

/**
 * Pages that open on a fixed date (SPEC §6 rule 3: a scheduled page with `unlocks_at` is locked
 * until that instant): a date the app set for everyone, so the owner's calendar shows it. Only a
 * page whose own rule counts (it does not inherit, or it is a root) is the one that opens; its
 * children open with it and are not listed again. Published pages only: the rule as members meet it.
 */
export type PageUnlock = { pageId: string; title: string; path: string; contentType: string; unlocksAt: string };

// A string PostgreSQL cannot read as an instant is left out rather than failing the whole call.
const unlocksAt = sql`(case when ${pages.access}->>'unlocks_at' ~ '^[1-9][0-9]{3}-' then (${pages.access}->>'unlocks_at')::timestamptz end)`;

/** The app's pages opening in [from, to). */
export async function pageUnlocksBetween(db: Db, appId: string, range: { from: string; to: string }): Promise<PageUnlock[]> {
  const rows = await db
    .select({
      pageId: pages.id,
      title: pages.title,
      path: pages.path,
      contentType: pages.contentType,
      unlocksAt: sql<string>`to_char(${unlocksAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(pages)
    .where(
      and(
        eq(pages.appId, appId),
        eq(pages.isPublished, true),
        sql`${pages.access}->>'is_scheduled' = 'true'`,
        or(sql`${pages.access}->>'inherit' = 'false'`, isNull(pages.parentId)),
        sql`${unlocksAt} >= ${range.from}::timestamptz`,
        sql`${unlocksAt} < ${range.to}::timestamptz`,
      ),
    )
    .orderBy(asc(unlocksAt), asc(pages.id))
    .limit(1000);
  return rows;
}
