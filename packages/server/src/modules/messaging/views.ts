import type { Message, MessageThread, Participant } from '@tessera/core/entities/messaging';
import type { MemberProfile } from '@tessera/core/entities/user';
import { privateThreadTitle } from '@tessera/core/messaging/rules';
import { threadChannel } from '@tessera/core/realtime';
import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks } from '../members/subscriber-schema';
import { members, type MemberRow } from '../members/schema';
import { messageReactions, messages, messageThreads, messagingBans, threadParticipants, type MessageRow, type ParticipantRow, type ThreadRow } from './schema';

/** What other people see of a member (never an email). */
export const profileOf = (row: Pick<MemberRow, 'id' | 'name' | 'avatarUrls' | 'isAppMessagingProfile'>): MemberProfile => ({
  id: row.id,
  name: row.name,
  avatar_urls: row.avatarUrls ?? null,
  is_app_messaging_profile: row.isAppMessagingProfile,
});

const profileColumns = { id: members.id, name: members.name, avatarUrls: members.avatarUrls, isAppMessagingProfile: members.isAppMessagingProfile };
const DELETED_PERSON: MemberProfile = { id: '', name: 'Deleted member', avatar_urls: null, is_app_messaging_profile: false };

export async function profilesById(db: Db, appId: string, ids: readonly string[]): Promise<Map<string, MemberProfile>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db.select(profileColumns).from(members).where(and(eq(members.appId, appId), inArray(members.id, unique)));
  return new Map(rows.map((row) => [row.id, profileOf(row)]));
}

/**
 * The authors whose messages a member does not see: those they blocked (SPEC §4: blocking hides
 * their messages everywhere) and those the owner blocked from messaging.
 */
export async function hiddenAuthorsFor(db: Db, appId: string, memberId: string | null): Promise<string[]> {
  const banned = await db.select({ id: messagingBans.memberId }).from(messagingBans).where(eq(messagingBans.appId, appId));
  const blocked = memberId
    ? await db.select({ id: memberBlocks.blockedMemberId }).from(memberBlocks).where(and(eq(memberBlocks.appId, appId), eq(memberBlocks.memberId, memberId)))
    : [];
  return [...new Set([...banned, ...blocked].map((r) => r.id))];
}

/** Messages a viewer may see in a thread: not hidden by moderation, not by someone they hide. */
export const visibleIn = (threadId: string, hiddenAuthors: readonly string[]) =>
  and(eq(messages.threadId, threadId), isNull(messages.hiddenAt), hiddenAuthors.length ? notInArray(messages.authorId, [...hiddenAuthors]) : undefined);

/** Message rows as SPEC §3 Messages, with their authors and whether the viewer likes each. */
export async function messageViews(db: Db, appId: string, rows: readonly MessageRow[], viewerId: string | null): Promise<Message[]> {
  if (rows.length === 0) return [];
  const authors = await profilesById(db, appId, rows.map((r) => r.authorId));
  const liked = viewerId
    ? new Set(
        (
          await db
            .select({ id: messageReactions.messageId })
            .from(messageReactions)
            .where(and(eq(messageReactions.memberId, viewerId), inArray(messageReactions.messageId, rows.map((r) => r.id))))
        ).map((r) => r.id),
      )
    : new Set<string>();
  return rows.map((row) => messageView(row, authors.get(row.authorId) ?? DELETED_PERSON, liked.has(row.id)));
}

export function messageView(row: MessageRow, user: MemberProfile, isLiked: boolean): Message {
  return {
    id: row.id,
    message_thread_id: row.threadId,
    message_ts: row.ts,
    message_type: row.messageType,
    message: row.text,
    user,
    image_urls: row.imageUrls,
    image_ids: row.imageIds,
    video_url: row.videoUrl,
    attachment_data: row.attachmentData ?? null,
    reply_thread_id: row.replyThreadId,
    reaction_count: row.reactionCount,
    is_root: true,
    pinned_at: row.pinnedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    client_id: row.clientId,
    reply_count: row.replyCount,
    is_liked: isLiked,
  };
}

/** The newest message of a thread a viewer may see. */
export async function latestVisible(db: Db, threadId: string, hiddenAuthors: readonly string[]): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(visibleIn(threadId, hiddenAuthors)).orderBy(desc(messages.ts)).limit(1);
  return row ?? null;
}

export const activeParticipant = (threadId: string) => and(eq(threadParticipants.threadId, threadId), isNull(threadParticipants.removedAt));

/** Participants (first `limit`, earliest first) with their profiles and the ts of messages they liked here. */
export async function participantViews(db: Db, thread: ThreadRow, limit: number): Promise<{ participants: Participant[]; rows: (ParticipantRow & { name: string })[]; total: number }> {
  const rows = await db
    .select({ participant: threadParticipants, profile: profileColumns })
    .from(threadParticipants)
    .innerJoin(members, eq(members.id, threadParticipants.memberId))
    .where(activeParticipant(thread.id))
    .orderBy(asc(threadParticipants.joinedAt), asc(members.name))
    .limit(limit);
  const [{ n }] = (await db.select({ n: count() }).from(threadParticipants).where(activeParticipant(thread.id))) as [{ n: number }];
  const ids = rows.map((r) => r.participant.memberId);
  const likes = ids.length
    ? await db
        .select({ memberId: messageReactions.memberId, ts: messages.ts })
        .from(messageReactions)
        .innerJoin(messages, eq(messages.id, messageReactions.messageId))
        .where(and(eq(messages.threadId, thread.id), inArray(messageReactions.memberId, ids)))
    : [];
  const likedBy = new Map<string, number[]>();
  for (const like of likes) likedBy.set(like.memberId, [...(likedBy.get(like.memberId) ?? []), like.ts]);
  return {
    total: Number(n),
    rows: rows.map((r) => ({ ...r.participant, name: r.profile.name })),
    participants: rows.map((r) => ({
      user: profileOf(r.profile),
      liked_messages: (likedBy.get(r.participant.memberId) ?? []).sort((a, b) => a - b),
      has_contributed: r.participant.hasContributed,
      notifications_enabled: r.participant.notificationsEnabled,
    })),
  };
}

/** A thread's title as one viewer sees it (SPEC §4: a private thread is titled by its people). */
export function titleFor(thread: ThreadRow, people: readonly { id: string; name: string }[], viewerId: string | null): string {
  if (thread.kind === 'direct' || thread.kind === 'group') {
    return privateThreadTitle({ participants: people, viewerId, storedTitle: thread.title, hasBeenRenamed: thread.hasBeenRenamed });
  }
  return thread.title;
}

/** SPEC §3 Message thread as `viewer` sees it. */
export async function threadView(
  db: Db,
  thread: ThreadRow,
  viewer: { id: string } | null,
  options: { participantLimit?: number; hiddenAuthors?: readonly string[]; parentThreadTitle?: string } = {},
): Promise<MessageThread> {
  const hiddenAuthors = options.hiddenAuthors ?? (await hiddenAuthorsFor(db, thread.appId, viewer?.id ?? null));
  const { participants, rows, total } = await participantViews(db, thread, options.participantLimit ?? 50);
  let me = viewer ? rows.find((r) => r.memberId === viewer.id) : undefined;
  if (viewer && !me) {
    const [row] = await db
      .select()
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, thread.id), eq(threadParticipants.memberId, viewer.id), isNull(threadParticipants.removedAt)))
      .limit(1);
    if (row) me = { ...row, name: '' };
  }
  const latest = await latestVisible(db, thread.id, hiddenAuthors);
  const [latestView] = latest ? await messageViews(db, thread.appId, [latest], viewer?.id ?? null) : [];
  let parentMessage: Message | null = null;
  if (thread.parentMessageId) {
    const [parent] = await db.select().from(messages).where(eq(messages.id, thread.parentMessageId)).limit(1);
    if (parent) parentMessage = (await messageViews(db, thread.appId, [parent], viewer?.id ?? null))[0] ?? null;
  }
  const people = participants.map((p) => ({ id: p.user.id, name: p.user.name }));
  const lastRead = me?.lastReadTs ?? null;
  const latestTs = latest?.ts ?? null;
  return {
    id: thread.id,
    kind: thread.kind,
    page_id: thread.pageId,
    title: thread.kind === 'replies' && options.parentThreadTitle !== undefined ? options.parentThreadTitle : titleFor(thread, people, viewer?.id ?? null),
    channel_id: threadChannel(thread.appId, thread.id),
    is_private: thread.kind === 'direct' || thread.kind === 'group',
    is_feed: thread.kind === 'feed',
    participants,
    total_count_participants: total,
    message_count: thread.messageCount,
    latest_message_ts: latestTs,
    latest_message: latestView ?? null,
    is_unread: Boolean(me && latest && latest.authorId !== viewer?.id && latest.ts > (lastRead ?? 0)),
    last_message_read_ts: lastRead,
    has_been_renamed: thread.hasBeenRenamed,
    remaining_messages: thread.messageCount,
    parent_message: parentMessage,
  };
}

/** Whether a member has any thread with a message newer than their read marker (not their own). */
export async function hasUnread(db: Db, appId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messageThreads.id })
    .from(threadParticipants)
    .innerJoin(messageThreads, eq(messageThreads.id, threadParticipants.threadId))
    .where(
      and(
        eq(threadParticipants.appId, appId),
        eq(threadParticipants.memberId, memberId),
        isNull(threadParticipants.removedAt),
        sql`${messageThreads.latestMessageTs} is not null`,
        or(isNull(threadParticipants.lastReadTs), lt(threadParticipants.lastReadTs, messageThreads.latestMessageTs)),
        sql`exists (select 1 from ${messages} m where m.thread_id = ${messageThreads.id} and m.ts > coalesce(${threadParticipants.lastReadTs}, 0) and m.author_id <> ${memberId} and m.hidden_at is null)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Many threads as one viewer sees them in a list, in a fixed number of queries (not per thread):
 * the first `participantLimit` participants of each with the totals, my own participation, and the
 * newest message I may see. Participants carry no liked_messages here (the thread view has them).
 */
export async function threadListViews(db: Db, threads: readonly ThreadRow[], viewer: { id: string }, hiddenAuthors: readonly string[], participantLimit = 5): Promise<MessageThread[]> {
  if (threads.length === 0) return [];
  const appId = threads[0]!.appId;
  const ids = threads.map((t) => t.id);
  const ranked = db
    .select({
      threadId: threadParticipants.threadId,
      memberId: threadParticipants.memberId,
      lastReadTs: threadParticipants.lastReadTs,
      hasContributed: threadParticipants.hasContributed,
      notificationsEnabled: threadParticipants.notificationsEnabled,
      total: sql<number>`count(*) over (partition by ${threadParticipants.threadId})`.as('total'),
      rank: sql<number>`row_number() over (partition by ${threadParticipants.threadId} order by ${threadParticipants.joinedAt}, ${threadParticipants.memberId})`.as('rank'),
    })
    .from(threadParticipants)
    .where(and(inArray(threadParticipants.threadId, ids), isNull(threadParticipants.removedAt)))
    .as('ranked');
  const participantRows = await db
    .select()
    .from(ranked)
    .where(or(sql`${ranked.rank} <= ${participantLimit}`, eq(ranked.memberId, viewer.id)));
  const profiles = await profilesById(db, appId, participantRows.map((r) => r.memberId));
  const latestFull = await db
    .selectDistinctOn([messages.threadId])
    .from(messages)
    .where(and(inArray(messages.threadId, ids), isNull(messages.hiddenAt), hiddenAuthors.length ? notInArray(messages.authorId, [...hiddenAuthors]) : undefined))
    .orderBy(messages.threadId, desc(messages.ts));
  const parentIds = threads.flatMap((t) => (t.parentMessageId ? [t.parentMessageId] : []));
  const parentRows = parentIds.length ? await db.select().from(messages).where(inArray(messages.id, parentIds)) : [];
  const parents = new Map((await messageViews(db, appId, parentRows, viewer.id)).map((m) => [m.id, m]));
  const latestViews = new Map((await messageViews(db, appId, latestFull, viewer.id)).map((m) => [m.message_thread_id, m]));
  return threads.map((thread) => {
    const mine = participantRows.filter((r) => r.threadId === thread.id);
    const me = mine.find((r) => r.memberId === viewer.id);
    const shown = mine.filter((r) => Number(r.rank) <= participantLimit).sort((a, b) => Number(a.rank) - Number(b.rank));
    const participants: Participant[] = shown.map((r) => ({
      user: profiles.get(r.memberId) ?? DELETED_PERSON,
      liked_messages: [],
      has_contributed: r.hasContributed,
      notifications_enabled: r.notificationsEnabled,
    }));
    const latest = latestViews.get(thread.id) ?? null;
    const lastRead = me?.lastReadTs ?? null;
    const people = participants.map((p) => ({ id: p.user.id, name: p.user.name }));
    return {
      id: thread.id,
      kind: thread.kind,
      page_id: thread.pageId,
      title: titleFor(thread, people, viewer.id),
      channel_id: threadChannel(appId, thread.id),
      is_private: thread.kind === 'direct' || thread.kind === 'group',
      is_feed: thread.kind === 'feed',
      participants,
      total_count_participants: Number(mine[0]?.total ?? 0),
      message_count: thread.messageCount,
      latest_message_ts: latest?.message_ts ?? null,
      latest_message: latest,
      is_unread: Boolean(me && latest && latest.user.id !== viewer.id && latest.message_ts > (lastRead ?? 0)),
      last_message_read_ts: lastRead,
      has_been_renamed: thread.hasBeenRenamed,
      remaining_messages: thread.messageCount,
      parent_message: (thread.parentMessageId && parents.get(thread.parentMessageId)) || null,
    };
  });
}
