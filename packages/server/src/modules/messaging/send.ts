import type { MessageInput } from '@tessera/core/api/messages';
import type { Message } from '@tessera/core/entities/messaging';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { escapeMessageText, mentionedNames, splitMessageText } from '@tessera/core/messaging/rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks } from '../members/subscriber-schema';
import { members, type MemberRow } from '../members/schema';
import {
  messageImages,
  messageNotifications,
  messages,
  messageThreads,
  threadParticipants,
  type MessageRow,
  type MessageTypeColumn,
  type ThreadRow,
} from './schema';
import { toMember, toThread, type MessagingCtx, type Outgoing } from './publish';
import { hasUnread, messageViews } from './views';
import { isBanned } from './settings';

type Part = {
  clientId: string | null;
  type: MessageTypeColumn;
  text: string;
  imageIds: string[];
  imageUrls: string[];
  videoUrl: string | null;
  attachmentUrl: string | null;
};

/**
 * One input → the messages it becomes (SPEC §5): text escaped; a text message's leading and
 * trailing links become attachment messages of their own; an image or video message keeps its text
 * as a caption. Each part's client id derives from the input's, so a retry finds them all.
 */
async function partsOf(db: Db, appId: string, me: MemberRow, inputs: readonly MessageInput[]): Promise<Part[][]> {
  const imageIds = [...new Set(inputs.flatMap((i) => i.image_ids ?? []))];
  const images = imageIds.length
    ? await db
        .select()
        .from(messageImages)
        .where(and(eq(messageImages.appId, appId), eq(messageImages.memberId, me.id), inArray(messageImages.id, imageIds)))
    : [];
  const urlOf = new Map(images.map((image) => [image.id, image.url]));
  return inputs.map((input, index) => {
    const base = input.client_id ?? (input.message_ts !== undefined ? `ts:${input.message_ts}` : null);
    const id = (n: number) => (base === null ? null : n === 0 ? base : `${base}#${n}`);
    const raw = input.message ?? '';
    const ids = input.image_ids ?? [];
    const missing = ids.find((imageId) => !urlOf.has(imageId));
    if (missing) throw fieldError(`body.messages.${index}.image_ids`, 'unknown_image');
    const type = input.message_type ?? 'message';
    const blank = { imageIds: [] as string[], imageUrls: [] as string[], videoUrl: null, attachmentUrl: null };
    if (ids.length > 0 || type === 'image') {
      if (ids.length === 0) throw fieldError(`body.messages.${index}.image_ids`, 'required');
      return [{ ...blank, clientId: id(0), type: 'image', text: escapeMessageText(raw.trim()), imageIds: ids, imageUrls: ids.map((i) => urlOf.get(i)!) }];
    }
    if (type === 'video' || input.video_url) {
      if (!input.video_url) throw fieldError(`body.messages.${index}.video_url`, 'required');
      return [{ ...blank, clientId: id(0), type: 'video', text: escapeMessageText(raw.trim()), videoUrl: input.video_url }];
    }
    const split = splitMessageText(raw);
    if (split.length === 0) throw fieldError(`body.messages.${index}.message`, 'empty_message');
    return split.map((part, n): Part =>
      part.type === 'attachment'
        ? { ...blank, clientId: id(n), type: 'attachment', text: '', attachmentUrl: part.url }
        : { ...blank, clientId: id(n), type: 'message', text: escapeMessageText(part.text) },
    );
  });
}

/** Who hears about a message (the notifications seam): participants with notifications on, and anyone mentioned. */
async function notificationRows(tx: Db, thread: ThreadRow, root: ThreadRow, author: MemberRow, rows: readonly MessageRow[], rawTexts: readonly string[]) {
  const threadIds = [...new Set([thread.id, root.id])];
  const people = await tx
    .select({ id: threadParticipants.memberId, threadId: threadParticipants.threadId, enabled: threadParticipants.notificationsEnabled, name: members.name })
    .from(threadParticipants)
    .innerJoin(members, eq(members.id, threadParticipants.memberId))
    .where(and(inArray(threadParticipants.threadId, threadIds), isNull(threadParticipants.removedAt)));
  const blockers = new Set(
    (await tx.select({ id: memberBlocks.memberId }).from(memberBlocks).where(and(eq(memberBlocks.appId, author.appId), eq(memberBlocks.blockedMemberId, author.id)))).map((r) => r.id),
  );
  const names = new Set(rawTexts.flatMap(mentionedNames).map((n) => n.toLowerCase()));
  const last = rows.at(-1);
  if (!last) return [];
  const reasons = new Map<string, 'message' | 'mention'>();
  for (const person of people) {
    if (person.id === author.id || blockers.has(person.id)) continue;
    if (names.has(person.name.toLowerCase())) reasons.set(person.id, 'mention');
    else if (person.threadId === thread.id && person.enabled && !reasons.has(person.id)) reasons.set(person.id, 'message');
  }
  return [...reasons].map(([recipientId, reason]) => ({ appId: author.appId, recipientId, threadId: thread.id, messageId: last.id, reason }));
}

export type SendResult = { messages: Message[]; outgoing: Outgoing[] };

/**
 * Stores messages in a thread the caller may post in, in one transaction: ts given by the server
 * (unique and increasing in the thread, never less than now), a retried input (same client id)
 * answered with what was stored the first time, the sender marked contributed and read, the
 * notifications seam filled. Returns the events to publish after commit.
 */
export async function storeMessages(
  ctx: MessagingCtx,
  args: { thread: ThreadRow; root: ThreadRow; me: MemberRow; inputs: readonly MessageInput[] },
): Promise<SendResult> {
  const { thread, root, me, inputs } = args;
  if (await isBanned(ctx.db, ctx.app.id, me.id)) throw appError('messaging_banned');
  const partsByInput = await partsOf(ctx.db, ctx.app.id, me, inputs);
  const result = await ctx.db.transaction(async (tx) => {
    // The row lock orders concurrent sends to one thread (and their retries).
    const [locked] = await tx.select().from(messageThreads).where(eq(messageThreads.id, thread.id)).for('update');
    if (!locked) throw appError('thread_forbidden');
    const clientIds = partsByInput.flat().flatMap((p) => (p.clientId ? [p.clientId] : []));
    const existing = clientIds.length
      ? await tx
          .select()
          .from(messages)
          .where(and(eq(messages.threadId, thread.id), eq(messages.authorId, me.id), inArray(messages.clientId, clientIds)))
      : [];
    const byClientId = new Map(existing.map((row) => [row.clientId!, row]));
    let ts = Math.max(locked.lastTs + 1, ctx.now().getTime());
    const stored: MessageRow[] = [];
    const inserted: MessageRow[] = [];
    for (const parts of partsByInput) {
      for (const part of parts) {
        const already = part.clientId ? byClientId.get(part.clientId) : undefined;
        if (already) {
          stored.push(already);
          continue;
        }
        const [row] = await tx
          .insert(messages)
          .values({
            appId: ctx.app.id,
            threadId: thread.id,
            ts: ts++,
            authorId: me.id,
            messageType: part.type,
            text: part.text,
            imageIds: part.imageIds,
            imageUrls: part.imageUrls,
            videoUrl: part.videoUrl,
            attachmentData: part.attachmentUrl ? { url: part.attachmentUrl, title: null, description: null, image_url: null } : null,
            clientId: part.clientId,
          })
          .returning();
        stored.push(row!);
        inserted.push(row!);
      }
    }
    if (inserted.length === 0) return { stored, inserted, parent: null };
    const newest = inserted.at(-1)!;
    await tx
      .update(messageThreads)
      .set({ lastTs: newest.ts, latestMessageTs: newest.ts, activityTs: newest.ts, messageCount: sql`${messageThreads.messageCount} + ${inserted.length}` })
      .where(eq(messageThreads.id, thread.id));
    await tx
      .insert(threadParticipants)
      .values({ appId: ctx.app.id, threadId: thread.id, memberId: me.id, hasContributed: true, lastReadTs: newest.ts })
      .onConflictDoUpdate({
        target: [threadParticipants.threadId, threadParticipants.memberId],
        set: { hasContributed: true, lastReadTs: newest.ts },
      });
    let parent: MessageRow | null = null;
    if (thread.kind === 'replies' && thread.parentMessageId) {
      const updated = await tx
        .update(messages)
        .set({ replyThreadId: thread.id, replyCount: sql`${messages.replyCount} + ${inserted.length}` })
        .where(eq(messages.id, thread.parentMessageId))
        .returning();
      parent = updated[0] ?? null;
    }
    const notices = await notificationRows(tx, thread, root, me, inserted, inputs.map((i) => i.message ?? ''));
    if (notices.length) await tx.insert(messageNotifications).values(notices).onConflictDoNothing();
    return { stored, inserted, parent };
  });
  const views = await messageViews(ctx.db, ctx.app.id, result.stored, me.id);
  const outgoing: Outgoing[] = [];
  const insertedIds = new Set(result.inserted.map((r) => r.id));
  for (const view of views) if (insertedIds.has(view.id)) outgoing.push(toThread(ctx.app.id, thread.id, { type: 'message.created', thread_id: thread.id, message: view }));
  if (result.parent) {
    outgoing.push(
      toThread(ctx.app.id, result.parent.threadId, {
        type: 'message.replied',
        thread_id: result.parent.threadId,
        message_ts: result.parent.ts,
        reply_thread_id: thread.id,
        reply_count: result.parent.replyCount,
      }),
    );
  }
  const latest = views.filter((v) => insertedIds.has(v.id)).at(-1);
  if (latest) {
    const people = await ctx.db
      .select({ id: threadParticipants.memberId })
      .from(threadParticipants)
      .where(and(eq(threadParticipants.threadId, thread.id), isNull(threadParticipants.removedAt)));
    const myUnread = await hasUnread(ctx.db, ctx.app.id, me.id);
    for (const person of people) {
      const mine = person.id === me.id;
      outgoing.push(
        toMember(ctx.app.id, person.id, {
          type: 'thread.unread_changed',
          thread_id: thread.id,
          is_unread: !mine,
          has_unread: mine ? myUnread : true,
          latest_message: latest,
          is_participant: true,
        }),
      );
    }
  }
  return { messages: views, outgoing };
}
