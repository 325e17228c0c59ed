import type { ContractResponse } from '@tessera/core/contract';
import type * as api from '@tessera/core/api/notifications';
import { fieldError } from '@tessera/core/error-catalogue';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { inboxNotifications, type InboxNotificationRow } from './schema';

const view = (row: InboxNotificationRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  url: row.url,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

const mine = (appId: string, memberId: string) => and(eq(inboxNotifications.appId, appId), eq(inboxNotifications.memberId, memberId), eq(inboxNotifications.inCentre, true));

export async function unreadCount(db: Db, appId: string, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxNotifications).where(and(mine(appId, memberId), isNull(inboxNotifications.readAt)));
  return row?.n ?? 0;
}

type Cursor = { t: string; id: string };
const encodeCursor = (row: InboxNotificationRow) => Buffer.from(JSON.stringify({ t: row.createdAt.toISOString(), id: row.id } satisfies Cursor)).toString('base64url');
function decodeCursor(cursor: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.t === 'string' && !Number.isNaN(Date.parse(parsed.t)) && typeof parsed.id === 'string' && /^[0-9a-f-]{36}$/.test(parsed.id)) return parsed;
  } catch {
    // falls through to the refusal
  }
  throw fieldError('query.cursor', 'invalid_cursor');
}

/** The notification centre: newest first, keyset paged. */
export async function inbox(ctx: AppContext, query: { cursor?: string | undefined; limit: number; unread_only?: 'true' | 'false' | undefined }): Promise<ContractResponse<typeof api.inboxContract>> {
  const { member } = await ctx.requireMember();
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await ctx.db
    .select()
    .from(inboxNotifications)
    .where(
      and(
        mine(ctx.app.id, member.id),
        query.unread_only === 'true' ? isNull(inboxNotifications.readAt) : undefined,
        after
          ? or(lt(inboxNotifications.createdAt, new Date(after.t)), and(eq(inboxNotifications.createdAt, new Date(after.t)), sql`${inboxNotifications.id} < ${after.id}::uuid`))
          : undefined,
      ),
    )
    .orderBy(desc(inboxNotifications.createdAt), desc(inboxNotifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    notifications: page.map(view),
    unread_count: await unreadCount(ctx.db, ctx.app.id, member.id),
    next_cursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
  };
}

export async function markRead(ctx: AppContext, body: { ids?: string[] | undefined; all?: boolean | undefined }): Promise<{ unread_count: number }> {
  const { member } = await ctx.requireMember();
  await ctx.db
    .update(inboxNotifications)
    .set({ readAt: ctx.now() })
    .where(and(mine(ctx.app.id, member.id), isNull(inboxNotifications.readAt), body.all ? undefined : inArray(inboxNotifications.id, body.ids ?? [])));
  return { unread_count: await unreadCount(ctx.db, ctx.app.id, member.id) };
}
