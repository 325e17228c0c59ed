import type * as api from '@tessera/core/api/studio-messaging';
import type { MessageReport } from '@tessera/core/api/studio-messaging';
import type { ContractBody, ContractQuery, ContractResponse } from '@tessera/core/contract';
import type { MemberProfile } from '@tessera/core/entities/user';
import { appError } from '@tessera/core/error-catalogue';
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { OwnedAppContext } from '../apps/owned-app';
import { members } from '../members/schema';
import { removeMessage } from './member-operations';
import { publishAll, toThread, type Outgoing } from './publish';
import { messageReports, messages, messageThreads, messagingBans, threadParticipants, type ThreadKindColumn, type ThreadRow } from './schema';
import { storeMessages } from './send';
import { appProfileOf, saveSettings, settingsOf } from './settings';
import { hiddenAuthorsFor, latestVisible, messageViews, profileOf, threadListViews, threadView } from './views';

/**
 * The studio's side of messaging: switches, the app messaging profile (the owner writes as it),
 * feeds, and the moderation queue. Another app's thread or report answers 404.
 */
type Res<C> = ContractResponse<C>;

export const getSettings = (ctx: OwnedAppContext) => settingsOf(ctx.db, ctx.app.id);
export const updateSettings = (ctx: OwnedAppContext, change: ContractBody<typeof api.updateStudioMessagingSettingsContract>) => saveSettings(ctx.db, ctx.app.id, change);

export async function getProfile(ctx: OwnedAppContext): Promise<MemberProfile> {
  return profileOf(await appProfileOf(ctx.db, ctx.app));
}

export async function renameProfile(ctx: OwnedAppContext, name: string): Promise<MemberProfile> {
  const profile = await appProfileOf(ctx.db, ctx.app);
  const [row] = await ctx.db.update(members).set({ name, updatedAt: new Date() }).where(eq(members.id, profile.id)).returning();
  return profileOf(row!);
}

export async function listThreads(ctx: OwnedAppContext, query: ContractQuery<typeof api.studioThreadsContract>): Promise<Res<typeof api.studioThreadsContract>> {
  const profile = await appProfileOf(ctx.db, ctx.app);
  const kinds: ThreadKindColumn[] = query.type === 'feeds' ? ['feed'] : ['direct', 'group'];
  const limit = 30;
  const rows = await ctx.db
    .select()
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.appId, ctx.app.id),
        inArray(messageThreads.kind, kinds),
        query.before !== undefined ? lt(messageThreads.activityTs, query.before) : undefined,
        query.type === 'feeds'
          ? undefined
          : sql`exists (select 1 from ${threadParticipants} p where p.thread_id = ${messageThreads.id} and p.member_id = ${profile.id} and p.removed_at is null)`,
      ),
    )
    .orderBy(desc(messageThreads.activityTs))
    .limit(limit + 1);
  return { threads: await threadListViews(ctx.db, rows.slice(0, limit), profile, []), has_more: rows.length > limit };
}

async function studioThread(ctx: OwnedAppContext, threadId: string): Promise<ThreadRow> {
  const [thread] = await ctx.db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.appId, ctx.app.id), eq(messageThreads.id, threadId)))
    .limit(1);
  if (!thread) throw appError('thread_not_found');
  return thread;
}

export async function createFeed(ctx: OwnedAppContext, title: string) {
  const profile = await appProfileOf(ctx.db, ctx.app);
  const [thread] = await ctx.db.insert(messageThreads).values({ appId: ctx.app.id, kind: 'feed', title, createdBy: profile.id, activityTs: ctx.now().getTime() }).returning();
  await ctx.db.insert(threadParticipants).values({ appId: ctx.app.id, threadId: thread!.id, memberId: profile.id }).onConflictDoNothing();
  return threadView(ctx.db, thread!, profile, { hiddenAuthors: [] });
}

export async function threadMessages(ctx: OwnedAppContext, threadId: string, before: number | undefined): Promise<Res<typeof api.studioThreadMessagesContract>> {
  const thread = await studioThread(ctx, threadId);
  const limit = 50;
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, thread.id), isNull(messages.hiddenAt), before !== undefined ? lt(messages.ts, before) : undefined))
    .orderBy(desc(messages.ts))
    .limit(limit + 1);
  return { messages: await messageViews(ctx.db, ctx.app.id, rows.slice(0, limit), null), has_more: rows.length > limit };
}

/** The owner writes as the app: in a feed, or in a chat the app's profile is in. */
export async function sendAsApp(ctx: OwnedAppContext, threadId: string, body: ContractBody<typeof api.studioSendMessageContract>) {
  const thread = await studioThread(ctx, threadId);
  const profile = await appProfileOf(ctx.db, ctx.app);
  if (thread.kind !== 'feed') {
    const [mine] = await ctx.db
      .select()
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, thread.id), eq(threadParticipants.memberId, profile.id), isNull(threadParticipants.removedAt)));
    if (!mine) throw appError('thread_not_found');
  }
  const result = await storeMessages(ctx, { thread, root: thread, me: profile, inputs: body.messages });
  await publishAll(ctx, result.outgoing);
  return result.messages;
}

// ---------------------------------------------------------------------------------------------
// Moderation

async function reportViews(ctx: OwnedAppContext, rows: (typeof messageReports.$inferSelect)[]): Promise<MessageReport[]> {
  if (rows.length === 0) return [];
  const people = new Map(
    (await ctx.db.select().from(members).where(inArray(members.id, [...new Set(rows.map((r) => r.reporterId))]))).map((m) => [m.id, profileOf(m)]),
  );
  const messageIds = rows.flatMap((r) => (r.messageId ? [r.messageId] : []));
  const messageRows = messageIds.length ? await ctx.db.select().from(messages).where(inArray(messages.id, messageIds)) : [];
  const views = new Map((await messageViews(ctx.db, ctx.app.id, messageRows, null)).map((m) => [m.id, m]));
  const threads = new Map((await ctx.db.select().from(messageThreads).where(inArray(messageThreads.id, [...new Set(rows.map((r) => r.threadId))]))).map((t) => [t.id, t]));
  const counts = new Map(
    messageIds.length
      ? (await ctx.db.select({ id: messageReports.messageId, n: count() }).from(messageReports).where(inArray(messageReports.messageId, messageIds)).groupBy(messageReports.messageId)).map((r) => [r.id, Number(r.n)])
      : [],
  );
  return rows.map((row) => {
    const thread = threads.get(row.threadId);
    return {
      id: row.id,
      status: row.status,
      reason: row.reason,
      details: row.details,
      created_at: row.createdAt.toISOString(),
      reporter: people.get(row.reporterId) ?? { id: row.reporterId, name: '', avatar_urls: null, is_app_messaging_profile: false },
      report_count: (row.messageId && counts.get(row.messageId)) || 1,
      message: (row.messageId && views.get(row.messageId)) || null,
      thread_title: thread?.title || (thread?.kind === 'direct' ? 'Direct message' : thread?.kind === 'group' ? 'Group' : ''),
      resolution: row.resolution,
      resolved_at: row.resolvedAt?.toISOString() ?? null,
    };
  });
}

export async function listReports(ctx: OwnedAppContext, status: 'open' | 'resolved'): Promise<MessageReport[]> {
  const rows = await ctx.db
    .select()
    .from(messageReports)
    .where(and(eq(messageReports.appId, ctx.app.id), eq(messageReports.status, status)))
    .orderBy(desc(messageReports.createdAt))
    .limit(200);
  return reportViews(ctx, rows);
}

const resolutionOf = { dismiss: 'dismissed', hide: 'hidden', delete: 'deleted', block_author: 'author_blocked' } as const;

/**
 * Acts on a report: dismiss it; hide the message (members no longer see it; a `message.deleted`
 * event tells open clients); delete it; or block its author from messaging in the app (they can
 * no longer send; their messages are hidden from everyone). Every open report of the message closes.
 */
export async function resolveReport(ctx: OwnedAppContext, reportId: string, action: keyof typeof resolutionOf): Promise<MessageReport> {
  const [report] = await ctx.db
    .select()
    .from(messageReports)
    .where(and(eq(messageReports.appId, ctx.app.id), eq(messageReports.id, reportId)))
    .limit(1);
  if (!report) throw appError('report_not_found');
  const [message] = report.messageId ? await ctx.db.select().from(messages).where(eq(messages.id, report.messageId)).limit(1) : [];
  const outgoing: Outgoing[] = [];
  if (message && (action === 'hide' || action === 'delete')) {
    const thread = await studioThread(ctx, message.threadId);
    if (action === 'delete') outgoing.push(...(await removeMessage(ctx, thread, message)));
    else {
      await ctx.db.update(messages).set({ hiddenAt: ctx.now() }).where(eq(messages.id, message.id));
      const latest = await latestVisible(ctx.db, thread.id, await hiddenAuthorsFor(ctx.db, ctx.app.id, null));
      await ctx.db.update(messageThreads).set({ latestMessageTs: latest?.ts ?? null }).where(eq(messageThreads.id, thread.id));
      const [latestView] = latest ? await messageViews(ctx.db, ctx.app.id, [latest], null) : [];
      outgoing.push(toThread(ctx.app.id, thread.id, { type: 'message.deleted', thread_id: thread.id, message_ts: message.ts, latest_message: latestView ?? null }));
    }
  }
  if (action === 'block_author' && message) {
    await ctx.db.insert(messagingBans).values({ appId: ctx.app.id, memberId: message.authorId }).onConflictDoNothing();
  }
  const resolution = resolutionOf[action];
  const where = report.messageId
    ? and(eq(messageReports.appId, ctx.app.id), eq(messageReports.messageId, report.messageId), eq(messageReports.status, 'open'))
    : eq(messageReports.id, report.id);
  await ctx.db.update(messageReports).set({ status: 'resolved', resolution, resolvedAt: ctx.now() }).where(where);
  await ctx.db.update(messageReports).set({ status: 'resolved', resolution, resolvedAt: ctx.now() }).where(eq(messageReports.id, report.id));
  await publishAll(ctx, outgoing);
  const [fresh] = await ctx.db.select().from(messageReports).where(eq(messageReports.id, report.id));
  return (await reportViews(ctx, [fresh!]))[0]!;
}
