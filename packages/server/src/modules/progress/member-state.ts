import type { PageContentType } from '@tessera/core/entities/page';
import type { PageCompletions } from '@tessera/core/entities/sign-in';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import { bookmarks, pageCompletions, pageSubscriptions } from './schema';

type MemberRef = { appId: string; memberId: string };

/** SPEC §3 page_completions: by page id, and page ids grouped by content type. */
export async function completionsOf(db: Db, member: MemberRef): Promise<PageCompletions> {
  const rows = await db
    .select({ pageId: pageCompletions.pageId, contentType: pages.contentType })
    .from(pageCompletions)
    .innerJoin(pages, eq(pages.id, pageCompletions.pageId))
    .where(and(eq(pageCompletions.appId, member.appId), eq(pageCompletions.memberId, member.memberId)));
  const result: PageCompletions = { by_uuid: {}, by_content_type: {} };
  for (const row of rows) {
    result.by_uuid[row.pageId] = true;
    const type = row.contentType as PageContentType;
    (result.by_content_type[type] ??= []).push(row.pageId);
  }
  return result;
}

export async function subscribedPageIds(db: Db, member: MemberRef): Promise<string[]> {
  const rows = await db
    .select({ id: pageSubscriptions.pageId })
    .from(pageSubscriptions)
    .where(and(eq(pageSubscriptions.appId, member.appId), eq(pageSubscriptions.memberId, member.memberId)));
  return rows.map((r) => r.id);
}

export async function bookmarkedPageIds(db: Db, member: MemberRef): Promise<string[]> {
  const rows = await db
    .select({ id: bookmarks.pageId })
    .from(bookmarks)
    .where(and(eq(bookmarks.appId, member.appId), eq(bookmarks.memberId, member.memberId)));
  return rows.map((r) => r.id);
}
