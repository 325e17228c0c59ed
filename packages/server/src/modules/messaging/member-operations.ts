import type * as api from '@tessera/core/api/messages';
import type { ContractBody, ContractQuery, ContractResponse } from '@tessera/core/contract';
import type { Message, MessageThread } from '@tessera/core/entities/messaging';
import type { MemberProfile } from '@tessera/core/entities/user';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { canDeleteMessage, canReportMessage, whyCannotMessage } from '@tessera/core/messaging/rules';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { storeRecordedImage } from '../../integrations/storage/images';
import { members, type MemberRow } from '../members/schema';
import { mayStillRead, openThread, participantOf, requireMessagingMember, speaksForApp, type OpenThread } from './access';
import { blockedBetween, membersByIds, messagingProfiles, personOf, requireMessageable } from './people';
import { publishAll, toMember, toThread, type MessagingCtx, type Outgoing } from './publish';
import { messageImages, messageReactions, messageReports, messages, messageThreads, threadParticipants, type MessageRow, type ThreadRow } from './schema';
import { storeMessages } from './send';
import { appProfileOf } from './settings';
import { activeParticipant, hasUnread, hiddenAuthorsFor, latestVisible, messageViews, participantViews, profileOf, threadListViews, threadView, titleFor, visibleIn } from './views';

/**
 * SPEC §7 Messages for members. Every call needs a signed-in member on an app with messaging on,
 * and a thread they may read (access.ts). Changes happen in one transaction; live events go to the
 * bus after commit.
 */

type Res<C> = ContractResponse<C>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

async function viewOf(ctx: AppContext, open: Pick<OpenThread, 'thread' | 'root' | 'me'>, participantLimit = 50): Promise<MessageThread> {
  return threadView(ctx.db, open.thread, open.me, { participantLimit });
}

// ---------------------------------------------------------------------------------------------
// Threads

const kindsOf = { chats: ['direct', 'group'], feeds: ['feed'], comments: ['comments'], replies: ['replies'] } as const;

export async function listThreads(ctx: AppContext, query: ContractQuery<typeof api.listThreadsContract>): Promise<Res<typeof api.listThreadsContract>> {
  const { me } = await requireMessagingMember(ctx);
  const kinds = [...kindsOf[query.type]];
  const conditions: (SQL | undefined)[] = [eq(messageThreads.appId, ctx.app.id), inArray(messageThreads.kind, kinds)];
  if (query.before !== undefined) conditions.push(lt(messageThreads.activityTs, query.before));
  if (query.after !== undefined) conditions.push(gt(messageThreads.activityTs, query.after));
  const except = (query.except_ids ?? []).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (except.length) conditions.push(notInArray(messageThreads.id, except));
  if (query.type !== 'feeds') {
    conditions.push(
      sql`exists (select 1 from ${threadParticipants} p where p.thread_id = ${messageThreads.id} and p.member_id = ${me.id} and p.removed_at is null)`,
    );
  }
  const batch = query.limit + 1;
  const fetchBatch = (offset: number) =>
    ctx.db
      .select()
      .from(messageThreads)
      .where(and(...conditions))
      .orderBy(query.after !== undefined ? asc(messageThreads.activityTs) : desc(messageThreads.activityTs), desc(messageThreads.id))
      .limit(batch)
      .offset(offset);
  // Membership is not enough for page comments (and replies under them): the page's access is
  // checked again, so threads are read in batches until a page of readable ones is found.
  const rows: ThreadRow[] = [];
  const roots = new Map<string, ThreadRow | null>();
  for (let offset = 0, rounds = 0; rows.length < batch && rounds < MAX_LIST_ROUNDS; offset += batch, rounds++) {
    const found = await fetchBatch(offset);
    for (const row of found) if (rows.length < batch && (await mayStillRead(ctx, row, me, roots))) rows.push(row);
    if (found.length < batch) break;
  }
  const page = rows.slice(0, query.limit);
  if (query.after !== undefined) page.reverse();
  const hiddenAuthors = await hiddenAuthorsFor(ctx.db, ctx.app.id, me.id);
  return { threads: await threadListViews(ctx.db, page, me, hiddenAuthors), has_more: rows.length > query.limit };
}

/** How many batches one listing reads at most while skipping threads no longer readable. */
const MAX_LIST_ROUNDS = 10;

export async function getThread(ctx: AppContext, threadId: string): Promise<MessageThread> {
  return viewOf(ctx, await openThread(ctx, threadId));
}

/** The reply thread of a message (made on first use), with the parent's author in it to hear replies. */
async function replyThreadOf(ctx: AppContext, parentMessageId: string): Promise<OpenThread> {
  const [parent] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.appId, ctx.app.id), eq(messages.id, parentMessageId), isNull(messages.hiddenAt)))
    .limit(1);
  if (!parent) throw appError('message_not_found');
  const parentOpen = await openThread(ctx, parent.threadId);
  if (parentOpen.thread.kind === 'replies') throw appError('message_not_found', { message: 'Replies cannot be replied to' });
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(messageThreads)
      .values({
        appId: ctx.app.id,
        kind: 'replies',
        title: parentOpen.thread.kind === 'feed' || parentOpen.thread.kind === 'comments' ? parentOpen.thread.title : '',
        parentThreadId: parent.threadId,
        parentMessageId: parent.id,
        createdBy: parentOpen.me.id,
        activityTs: ctx.now().getTime(),
      })
      .onConflictDoNothing();
    const [thread] = await tx.select().from(messageThreads).where(eq(messageThreads.parentMessageId, parent.id)).limit(1);
    await tx.insert(threadParticipants).values({ appId: ctx.app.id, threadId: thread!.id, memberId: parent.authorId }).onConflictDoNothing();
  });
  const [thread] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.parentMessageId, parent.id)).limit(1);
  return openThread(ctx, thread!.id);
}

/** The direct thread of two people, made on first use (one per pair: `direct_key`). */
async function directThreadWith(ctx: AppContext, me: MemberRow, other: MemberRow): Promise<ThreadRow> {
  const directKey = [me.id, other.id].sort().join(':');
  return ctx.db.transaction(async (tx) => {
    await tx.insert(messageThreads).values({ appId: ctx.app.id, kind: 'direct', directKey, createdBy: me.id, activityTs: ctx.now().getTime() }).onConflictDoNothing();
    const [thread] = await tx
      .select()
      .from(messageThreads)
      .where(and(eq(messageThreads.appId, ctx.app.id), eq(messageThreads.directKey, directKey)))
      .limit(1);
    for (const person of [me, other]) {
      await tx
        .insert(threadParticipants)
        .values({ appId: ctx.app.id, threadId: thread!.id, memberId: person.id })
        .onConflictDoUpdate({ target: [threadParticipants.threadId, threadParticipants.memberId], set: { removedAt: null } });
    }
    return thread!;
  });
}

export async function createThread(ctx: AppContext, body: ContractBody<typeof api.createThreadContract>): Promise<Res<typeof api.createThreadContract>> {
  const { me, settings } = await requireMessagingMember(ctx);
  let open: OpenThread;
  if (body.parent_message_id) {
    open = await replyThreadOf(ctx, body.parent_message_id);
  } else {
    const ids = body.subscriber_ids?.length ? body.subscriber_ids : body.subscriber_id ? [body.subscriber_id] : [];
    if (ids.length === 0) throw fieldError('body.subscriber_id', 'required');
    const people = await requireMessageable(ctx.db, me, settings, ids);
    let thread: ThreadRow;
    if (people.length === 1 && !body.title) {
      thread = await directThreadWith(ctx, me, people[0]!);
    } else {
      if (!settings.groups_enabled) throw appError('group_chat_unavailable');
      thread = await ctx.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(messageThreads)
          .values({ appId: ctx.app.id, kind: 'group', title: body.title ?? '', hasBeenRenamed: Boolean(body.title), createdBy: me.id, activityTs: ctx.now().getTime() })
          .returning();
        await tx.insert(threadParticipants).values([me, ...people].map((p) => ({ appId: ctx.app.id, threadId: made!.id, memberId: p.id })));
        return made!;
      });
    }
    open = await openThread(ctx, thread.id);
  }
  let sent: Message[] = [];
  if (body.messages.length) {
    if (!open.canPost) throw appError('only_owner_posts');
    const result = await storeMessages(ctx, { thread: open.thread, root: open.root, me, inputs: body.messages });
    await publishAll(ctx, result.outgoing);
    sent = result.messages;
  }
  const [thread] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, open.thread.id));
  return { thread: await threadView(ctx.db, thread!, me), messages: sent };
}

export async function resolveThread(ctx: AppContext, subscriberIds: readonly string[]): Promise<string | null> {
  const { me } = await requireMessagingMember(ctx);
  const wanted = [...new Set([me.id, ...subscriberIds])].sort();
  if (wanted.length === 2) {
    const [row] = await ctx.db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .innerJoin(threadParticipants, and(eq(threadParticipants.threadId, messageThreads.id), eq(threadParticipants.memberId, me.id), isNull(threadParticipants.removedAt)))
      .where(and(eq(messageThreads.appId, ctx.app.id), eq(messageThreads.directKey, wanted.join(':'))))
      .limit(1);
    if (row) return row.id;
  }
  // A group with exactly these people (newest activity first).
  const rows = await ctx.db
    .select({ id: messageThreads.id, people: sql<string[]>`array_agg(${threadParticipants.memberId}::text order by ${threadParticipants.memberId})` })
    .from(messageThreads)
    .innerJoin(threadParticipants, and(eq(threadParticipants.threadId, messageThreads.id), isNull(threadParticipants.removedAt)))
    .where(
      and(
        eq(messageThreads.appId, ctx.app.id),
        inArray(messageThreads.kind, ['direct', 'group']),
        sql`exists (select 1 from ${threadParticipants} mine where mine.thread_id = ${messageThreads.id} and mine.member_id = ${me.id} and mine.removed_at is null)`,
      ),
    )
    .groupBy(messageThreads.id, messageThreads.activityTs)
    .orderBy(desc(messageThreads.activityTs))
    .limit(500);
  const key = wanted.join(',');
  return rows.find((r) => [...r.people].sort().join(',') === key)?.id ?? null;
}

export async function threadProfiles(ctx: AppContext, userIds: readonly string[]): Promise<Res<typeof api.threadProfilesContract>> {
  const { me, settings } = await requireMessagingMember(ctx);
  const found = await membersByIds(ctx.db, ctx.app.id, userIds);
  const appProfile = await appProfileOf(ctx.db, { id: ctx.app.id, name: ctx.app.publicConfig.name });
  return {
    profiles: await messagingProfiles(ctx.db, me, settings, found),
    app_profiles: await messagingProfiles(ctx.db, me, settings, [appProfile]),
  };
}

export async function messageableSubscribers(ctx: AppContext, query: ContractQuery<typeof api.messageableSubscribersContract>): Promise<Res<typeof api.messageableSubscribersContract>> {
  const { me, settings } = await requireMessagingMember(ctx);
  const conditions: (SQL | undefined)[] = [eq(members.appId, ctx.app.id), ne(members.id, me.id)];
  if (query.term) conditions.push(ilike(members.name, `%${escapeLike(query.term)}%`));
  if (query.ids) {
    const found = await membersByIds(ctx.db, ctx.app.id, query.ids);
    conditions.push(inArray(members.id, found.length ? found.map((m) => m.id) : ['00000000-0000-0000-0000-000000000000']));
  }
  if (query.excluded_by_thread) {
    const open = await openThread(ctx, query.excluded_by_thread);
    conditions.push(sql`not exists (select 1 from ${threadParticipants} p where p.thread_id = ${open.thread.id} and p.member_id = ${members.id} and p.removed_at is null)`);
  }
  const subscribers = [];
  let offset = 0;
  // Whom I may message is decided per person (SPEC §6), so read in pages until enough are found.
  while (subscribers.length < query.limit && offset < 2000) {
    const rows = await ctx.db.select().from(members).where(and(...conditions)).orderBy(asc(members.name), asc(members.id)).limit(100).offset(offset);
    offset += rows.length;
    const profiles = await messagingProfiles(ctx.db, me, settings, rows);
    subscribers.push(...profiles.filter((p) => p.can_message));
    if (rows.length < 100) break;
  }
  return { subscribers: subscribers.slice(0, query.limit) };
}

export async function mentionable(ctx: AppContext, threadId: string, term: string | undefined): Promise<MemberProfile[]> {
  const open = await openThread(ctx, threadId);
  const threadIds = [...new Set([open.thread.id, open.root.id])];
  const rows = await ctx.db
    .selectDistinct({ id: members.id, name: members.name, avatarUrls: members.avatarUrls, isAppMessagingProfile: members.isAppMessagingProfile })
    .from(threadParticipants)
    .innerJoin(members, eq(members.id, threadParticipants.memberId))
    .where(
      and(
        inArray(threadParticipants.threadId, threadIds),
        isNull(threadParticipants.removedAt),
        ne(members.id, open.me.id),
        term ? ilike(members.name, `%${escapeLike(term)}%`) : undefined,
      ),
    )
    .orderBy(asc(members.name))
    .limit(20);
  const blocked = await blockedBetween(ctx.db, ctx.app.id, open.me.id, rows.map((r) => r.id));
  return rows.filter((r) => !blocked.has(r.id)).map(profileOf);
}

export async function unreadStatus(ctx: AppContext): Promise<boolean> {
  const { me } = await requireMessagingMember(ctx);
  return hasUnread(ctx.db, ctx.app.id, me.id);
}

// ---------------------------------------------------------------------------------------------
// Messages

async function messageAt(ctx: AppContext, thread: ThreadRow, ts: number, viewer: MemberRow): Promise<MessageRow> {
  const hidden = await hiddenAuthorsFor(ctx.db, ctx.app.id, viewer.id);
  const [row] = await ctx.db.select().from(messages).where(and(visibleIn(thread.id, hidden), eq(messages.ts, ts))).limit(1);
  if (!row) throw appError('message_not_found');
  return row;
}

export async function listMessages(ctx: AppContext, threadId: string, query: ContractQuery<typeof api.listMessagesContract>): Promise<Res<typeof api.listMessagesContract>> {
  const open = await openThread(ctx, threadId);
  let thread = open.thread;
  if (query.parent_ts !== undefined) {
    const parent = await messageAt(ctx, open.thread, query.parent_ts, open.me);
    if (!parent.replyThreadId) return { messages: [], has_more: false };
    const [replies] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, parent.replyThreadId)).limit(1);
    if (!replies) return { messages: [], has_more: false };
    thread = replies;
  }
  const hidden = await hiddenAuthorsFor(ctx.db, ctx.app.id, open.me.id);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        visibleIn(thread.id, hidden),
        query.before !== undefined ? lt(messages.ts, query.before) : undefined,
        query.after !== undefined ? gt(messages.ts, query.after) : undefined,
      ),
    )
    .orderBy(query.order === 'asc' ? asc(messages.ts) : desc(messages.ts))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const views = await messageViews(ctx.db, ctx.app.id, page, open.me.id);
  const isReplies = thread.kind === 'replies';
  return { messages: views.map((m) => ({ ...m, is_root: !isReplies })), has_more: rows.length > query.limit };
}

export async function getMessage(ctx: AppContext, threadId: string, ts: number): Promise<Message> {
  const open = await openThread(ctx, threadId);
  const row = await messageAt(ctx, open.thread, ts, open.me);
  const [view] = await messageViews(ctx.db, ctx.app.id, [row], open.me.id);
  return { ...view!, is_root: open.thread.kind !== 'replies' };
}

/** A direct thread's other person must still be someone I may message (blocks, their setting). */
async function requireStillMessageable(ctx: AppContext, open: OpenThread) {
  if (open.thread.kind !== 'direct') return;
  const [other] = await ctx.db
    .select({ member: members })
    .from(threadParticipants)
    .innerJoin(members, eq(members.id, threadParticipants.memberId))
    .where(and(activeParticipant(open.thread.id), ne(threadParticipants.memberId, open.me.id)))
    .limit(1);
  if (!other) return;
  const blocked = await blockedBetween(ctx.db, ctx.app.id, open.me.id, [other.member.id]);
  if (whyCannotMessage(personOf(open.me), personOf(other.member), open.settings, blocked.has(other.member.id)) !== null) {
    throw appError('cannot_message', { details: { user_id: other.member.id } });
  }
}

export async function postMessages(ctx: AppContext, threadId: string, data: ContractBody<typeof api.postMessagesContract>['data']): Promise<Res<typeof api.postMessagesContract>> {
  const open = await openThread(ctx, threadId);
  switch (data.action) {
    case 'send': {
      if (!open.canPost) throw appError('only_owner_posts');
      await requireStillMessageable(ctx, open);
      const result = await storeMessages(ctx, { thread: open.thread, root: open.root, me: open.me, inputs: data.messages });
      await publishAll(ctx, result.outgoing);
      return { messages: result.messages, deleted_message_ts: null, latest_message: result.messages.at(-1) ?? null, liked: null };
    }
    case 'delete':
      return deleteMessage(ctx, open, data.message_ts);
    case 'react':
      return react(ctx, open, data.message_ts, data.reaction === 'like');
  }
}

/** Deletes a message and whatever replies it had; the newest remaining one becomes the thread's latest. */
export async function removeMessage(ctx: MessagingCtx, thread: ThreadRow, row: MessageRow): Promise<Outgoing[]> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(messageThreads).where(eq(messageThreads.parentMessageId, row.id));
    await tx.delete(messages).where(eq(messages.id, row.id));
    const [newest] = await tx.select({ ts: messages.ts }).from(messages).where(and(eq(messages.threadId, thread.id), isNull(messages.hiddenAt))).orderBy(desc(messages.ts)).limit(1);
    await tx
      .update(messageThreads)
      .set({ latestMessageTs: newest?.ts ?? null, messageCount: sql`greatest(${messageThreads.messageCount} - 1, 0)` })
      .where(eq(messageThreads.id, thread.id));
    if (thread.kind === 'replies' && thread.parentMessageId) {
      await tx.update(messages).set({ replyCount: sql`greatest(${messages.replyCount} - 1, 0)` }).where(eq(messages.id, thread.parentMessageId));
    }
  });
  const latest = await latestVisible(ctx.db, thread.id, await hiddenAuthorsFor(ctx.db, ctx.app.id, null));
  const [latestView] = latest ? await messageViews(ctx.db, ctx.app.id, [latest], null) : [];
  return [toThread(ctx.app.id, thread.id, { type: 'message.deleted', thread_id: thread.id, message_ts: row.ts, latest_message: latestView ?? null })];
}

async function deleteMessage(ctx: AppContext, open: OpenThread, ts: number): Promise<Res<typeof api.postMessagesContract>> {
  const row = await messageAt(ctx, open.thread, ts, open.me);
  if (!canDeleteMessage(personOf(open.me), row.authorId, open.settings)) throw appError('delete_forbidden');
  await publishAll(ctx, await removeMessage(ctx, open.thread, row));
  const latest = await latestVisible(ctx.db, open.thread.id, await hiddenAuthorsFor(ctx.db, ctx.app.id, open.me.id));
  const [latestView] = latest ? await messageViews(ctx.db, ctx.app.id, [latest], open.me.id) : [];
  return { messages: [], deleted_message_ts: ts, latest_message: latestView ?? null, liked: null };
}

async function react(ctx: AppContext, open: OpenThread, ts: number, like: boolean): Promise<Res<typeof api.postMessagesContract>> {
  const row = await messageAt(ctx, open.thread, ts, open.me);
  const count = await ctx.db.transaction(async (tx) => {
    if (open.thread.kind !== 'direct' && open.thread.kind !== 'group') {
      await tx.insert(threadParticipants).values({ appId: ctx.app.id, threadId: open.thread.id, memberId: open.me.id }).onConflictDoNothing();
    }
    const changed = like
      ? await tx.insert(messageReactions).values({ appId: ctx.app.id, messageId: row.id, memberId: open.me.id }).onConflictDoNothing().returning()
      : await tx.delete(messageReactions).where(and(eq(messageReactions.messageId, row.id), eq(messageReactions.memberId, open.me.id))).returning();
    if (changed.length === 0) return null;
    const [updated] = await tx
      .update(messages)
      .set({ reactionCount: sql`greatest(${messages.reactionCount} + ${like ? 1 : -1}, 0)` })
      .where(eq(messages.id, row.id))
      .returning({ n: messages.reactionCount });
    return updated!.n;
  });
  const [fresh] = await ctx.db.select().from(messages).where(eq(messages.id, row.id));
  const [view] = await messageViews(ctx.db, ctx.app.id, [fresh!], open.me.id);
  if (count !== null) {
    await publishAll(ctx, [
      toThread(ctx.app.id, open.thread.id, { type: 'message.reacted', thread_id: open.thread.id, message_ts: ts, user_id: open.me.id, liked: like, reaction_count: count }),
    ]);
  }
  return { messages: [view!], deleted_message_ts: null, latest_message: null, liked: like };
}

export async function messageReactionsOf(ctx: AppContext, threadId: string, ts: number): Promise<Res<typeof api.messageReactionsContract>> {
  const open = await openThread(ctx, threadId);
  const row = await messageAt(ctx, open.thread, ts, open.me);
  const rows = await ctx.db
    .select({ id: members.id, name: members.name, avatarUrls: members.avatarUrls, isAppMessagingProfile: members.isAppMessagingProfile })
    .from(messageReactions)
    .innerJoin(members, eq(members.id, messageReactions.memberId))
    .where(eq(messageReactions.messageId, row.id))
    .orderBy(asc(messageReactions.createdAt))
    .limit(200);
  return { users: rows.map(profileOf), reaction_count: row.reactionCount };
}

export async function reportMessage(ctx: AppContext, threadId: string, ts: number, body: ContractBody<typeof api.reportMessageContract>): Promise<void> {
  const open = await openThread(ctx, threadId);
  const row = await messageAt(ctx, open.thread, ts, open.me);
  if (!canReportMessage(personOf(open.me), row.authorId)) throw appError('cannot_report_own');
  const inserted = await ctx.db
    .insert(messageReports)
    .values({ appId: ctx.app.id, messageId: row.id, threadId: open.thread.id, reporterId: open.me.id, reason: body.reason, details: body.details ?? null })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (inserted.length === 0) throw appError('already_reported');
}

// ---------------------------------------------------------------------------------------------
// Participation

export async function totalParticipants(ctx: AppContext, threadId: string): Promise<number> {
  const open = await openThread(ctx, threadId);
  const [{ n }] = (await ctx.db.select({ n: count() }).from(threadParticipants).where(activeParticipant(open.thread.id))) as [{ n: number }];
  return Number(n);
}

/** My participation, made on first use in a public thread (feeds, comments, replies). */
async function requireParticipation(ctx: AppContext, open: OpenThread) {
  if (open.participant) return open.participant;
  if (open.thread.kind === 'direct' || open.thread.kind === 'group') throw appError('thread_forbidden');
  await ctx.db.insert(threadParticipants).values({ appId: ctx.app.id, threadId: open.thread.id, memberId: open.me.id }).onConflictDoNothing();
  return (await participantOf(ctx.db, open.thread.id, open.me.id))!;
}

export async function toggleNotification(ctx: AppContext, threadId: string, body: ContractBody<typeof api.toggleNotificationContract>): Promise<boolean> {
  const open = await openThread(ctx, threadId);
  await requireParticipation(ctx, open);
  const toggleTs = body.toggle_ts ?? ctx.now().getTime();
  const [row] = await ctx.db
    .update(threadParticipants)
    .set({ notificationsEnabled: body.active, notificationsToggleTs: toggleTs })
    .where(
      and(
        eq(threadParticipants.threadId, open.thread.id),
        eq(threadParticipants.memberId, open.me.id),
        sql`coalesce(${threadParticipants.notificationsToggleTs}, -1) <= ${toggleTs}`,
      ),
    )
    .returning({ enabled: threadParticipants.notificationsEnabled });
  if (row) return row.enabled;
  return (await participantOf(ctx.db, open.thread.id, open.me.id))!.notificationsEnabled;
}

export async function readThread(ctx: AppContext, threadId: string): Promise<Res<typeof api.readThreadContract>> {
  const open = await openThread(ctx, threadId);
  await requireParticipation(ctx, open);
  const [updated] = await ctx.db
    .update(threadParticipants)
    .set({ lastReadTs: sql`greatest(coalesce(${threadParticipants.lastReadTs}, 0), coalesce(${open.thread.latestMessageTs ?? null}::bigint, 0))` })
    .where(and(eq(threadParticipants.threadId, open.thread.id), eq(threadParticipants.memberId, open.me.id)))
    .returning({ lastReadTs: threadParticipants.lastReadTs });
  const lastRead = updated?.lastReadTs ?? null;
  const unread = await hasUnread(ctx.db, ctx.app.id, open.me.id);
  await publishAll(ctx, [
    toThread(ctx.app.id, open.thread.id, { type: 'thread.read', thread_id: open.thread.id, user_id: open.me.id, last_message_read_ts: lastRead }),
    toMember(ctx.app.id, open.me.id, { type: 'thread.unread_changed', thread_id: open.thread.id, is_unread: false, has_unread: unread, latest_message: null, is_participant: true }),
  ]);
  return { last_message_read_ts: lastRead, is_unread: false, has_unread: unread };
}

function requireGroupMember(open: OpenThread) {
  if (open.thread.kind !== 'group') throw appError('not_a_group');
  if (!open.participant) throw appError('thread_forbidden');
}

export async function renameThread(ctx: AppContext, threadId: string, title: string): Promise<Res<typeof api.renameThreadContract>> {
  const open = await openThread(ctx, threadId);
  requireGroupMember(open);
  await ctx.db.update(messageThreads).set({ title, hasBeenRenamed: true }).where(eq(messageThreads.id, open.thread.id));
  await publishAll(ctx, [toThread(ctx.app.id, open.thread.id, { type: 'thread.renamed', thread_id: open.thread.id, title, has_been_renamed: true })]);
  return { title, has_been_renamed: true };
}

async function participantsChanged(ctx: AppContext, thread: ThreadRow, viewer: MemberRow, change: { added: string[]; removed: string[] }): Promise<{ outgoing: Outgoing[]; title: string; view: Awaited<ReturnType<typeof participantViews>> }> {
  const [fresh] = await ctx.db.select().from(messageThreads).where(eq(messageThreads.id, thread.id));
  const view = await participantViews(ctx.db, fresh!, 50);
  const people = view.participants.map((p) => ({ id: p.user.id, name: p.user.name }));
  const title = titleFor(fresh!, people, viewer.id);
  const outgoing: Outgoing[] = [
    toThread(ctx.app.id, thread.id, {
      type: 'thread.participants_changed',
      thread_id: thread.id,
      added_user_ids: change.added,
      removed_user_ids: change.removed,
      participants: view.participants,
      total_count_participants: view.total,
      // Titles of private threads depend on who looks: clients recompute with core's privateThreadTitle.
      title: fresh!.hasBeenRenamed ? fresh!.title : '',
    }),
  ];
  for (const id of change.removed) outgoing.push(toMember(ctx.app.id, id, { type: 'thread.unread_changed', thread_id: thread.id, is_unread: false, has_unread: await hasUnread(ctx.db, ctx.app.id, id), latest_message: null, is_participant: false }));
  for (const id of change.added) outgoing.push(toMember(ctx.app.id, id, { type: 'thread.unread_changed', thread_id: thread.id, is_unread: true, has_unread: true, latest_message: null, is_participant: true }));
  return { outgoing, title, view };
}

/**
 * Leaving a group (my own id) or removing someone from it: its creator, an account admin or the
 * app's profile may remove others. Answers the thread's title as I now see it (SPEC §4).
 */
export async function removeParticipant(ctx: AppContext, threadId: string, userId: string): Promise<string> {
  const open = await openThread(ctx, threadId);
  requireGroupMember(open);
  const isSelf = userId === open.me.id;
  if (!isSelf && open.thread.createdBy !== open.me.id && !speaksForApp(open.me)) throw appError('forbidden');
  const [removed] = await ctx.db
    .update(threadParticipants)
    .set({ removedAt: ctx.now() })
    .where(and(activeParticipant(open.thread.id), eq(threadParticipants.memberId, userId)))
    .returning({ id: threadParticipants.memberId });
  if (!removed) throw appError('member_not_found');
  const { outgoing, title } = await participantsChanged(ctx, open.thread, open.me, { added: [], removed: [userId] });
  await publishAll(ctx, outgoing);
  return title;
}

export async function addParticipants(ctx: AppContext, threadId: string, userIds: readonly string[]): Promise<Res<typeof api.addParticipantsContract>> {
  const open = await openThread(ctx, threadId);
  requireGroupMember(open);
  if (!open.settings.groups_enabled) throw appError('group_chat_unavailable');
  const people = await requireMessageable(ctx.db, open.me, open.settings, userIds);
  await ctx.db.transaction(async (tx) => {
    for (const person of people) {
      await tx
        .insert(threadParticipants)
        .values({ appId: ctx.app.id, threadId: open.thread.id, memberId: person.id })
        .onConflictDoUpdate({ target: [threadParticipants.threadId, threadParticipants.memberId], set: { removedAt: null, joinedAt: ctx.now() } });
    }
  });
  const { outgoing, title, view } = await participantsChanged(ctx, open.thread, open.me, { added: people.map((p) => p.id), removed: [] });
  await publishAll(ctx, outgoing);
  return { participants: view.participants, total_count_participants: view.total, title };
}

/** Pinning: anyone in a private thread; in feeds and comments only the app's voices. */
export async function pinMessage(ctx: AppContext, threadId: string, body: ContractBody<typeof api.pinMessageContract>): Promise<Res<typeof api.pinMessageContract>> {
  const open = await openThread(ctx, threadId);
  const isPrivate = open.root.kind === 'direct' || open.root.kind === 'group';
  if (isPrivate ? !open.participant && !(await participantOf(ctx.db, open.root.id, open.me.id)) : !speaksForApp(open.me)) throw appError('thread_forbidden');
  const row = await messageAt(ctx, open.thread, body.message_ts, open.me);
  const pinnedAt = body.pinned ? ctx.now() : null;
  await ctx.db.update(messages).set({ pinnedAt }).where(eq(messages.id, row.id));
  const pinned_at = pinnedAt?.toISOString() ?? null;
  await publishAll(ctx, [toThread(ctx.app.id, open.thread.id, { type: 'message.pinned', thread_id: open.thread.id, message_ts: row.ts, pinned_at })]);
  return { message_ts: row.ts, pinned_at };
}

/**
 * An image for a message through the media pipeline (judged by its bytes, re-encoded without
 * metadata, at most 2000 px): stored under `uploads/<appId>/messages/`, named by id in a send.
 */
export async function uploadMessageImage(ctx: AppContext, bytes: Buffer): Promise<Res<typeof api.uploadMessageImageContract>> {
  const { me } = await requireMessagingMember(ctx);
  const { uploadsDir } = ctx.services.uploads;
  return storeRecordedImage({ uploadsDir, appId: ctx.app.id, folder: 'messages', bytes, field: 'body.file' }, async (stored) => {
    const [row] = await ctx.db
      .insert(messageImages)
      .values({ appId: ctx.app.id, memberId: me.id, path: stored.path, url: stored.url, width: stored.width, height: stored.height })
      .returning();
    return { image_id: row!.id, image_url: stored.url };
  });
}
