import { plainMessageText } from '@tessera/core/messaging/rules';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/runner';
import { members } from '../members/schema';
import { messageNotifications, messages, threadParticipants } from '../messaging/schema';
import { notify } from './deliver';

/**
 * The messaging seam (decision 028): messaging writes a `message_notifications` row per recipient in
 * the send's transaction; this sweep claims a batch (`FOR UPDATE SKIP LOCKED`, so two processes never
 * take the same row), stamps `claimed_at` and, in the same transaction, hands each to `notify` — a
 * deliver job under a dedupe key per message and recipient, so a claim is delivered at most once.
 * The member's settings (receive_message_notifications) are applied by the delivery itself; the
 * thread's toggle is checked again here: a plain message to a thread muted (or left) since is
 * dropped; a mention still reaches the member, as messaging decided when it wrote the row.
 */
export const MESSAGE_NOTICES_JOB = 'message-notices';
const BATCH = 200;
const PREVIEW_CHARS = 180;

export async function sweepMessageNotices(db: Db, services: Pick<Services, 'jobs'>): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({
        id: messageNotifications.id,
        appId: messageNotifications.appId,
        recipientId: messageNotifications.recipientId,
        threadId: messageNotifications.threadId,
        messageId: messageNotifications.messageId,
        reason: messageNotifications.reason,
      })
      .from(messageNotifications)
      .where(isNull(messageNotifications.claimedAt))
      .orderBy(asc(messageNotifications.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    await tx
      .update(messageNotifications)
      .set({ claimedAt: new Date() })
      .where(inArray(messageNotifications.id, claimed.map((row) => row.id)));
    const found = await tx
      .select({ id: messages.id, text: messages.text, type: messages.messageType, author: members.name })
      .from(messages)
      .leftJoin(members, eq(members.id, messages.authorId))
      .where(inArray(messages.id, [...new Set(claimed.map((row) => row.messageId))]));
    const byId = new Map(found.map((row) => [row.id, row]));
    const participants = await tx
      .select({ threadId: threadParticipants.threadId, memberId: threadParticipants.memberId, enabled: threadParticipants.notificationsEnabled, removedAt: threadParticipants.removedAt })
      .from(threadParticipants)
      .where(inArray(threadParticipants.threadId, [...new Set(claimed.map((row) => row.threadId))]));
    const participant = new Map(participants.map((row) => [`${row.threadId}:${row.memberId}`, row]));
    let notified = 0;
    for (const row of claimed) {
      const message = byId.get(row.messageId);
      if (!message) continue;
      const seat = participant.get(`${row.threadId}:${row.recipientId}`);
      if (row.reason === 'message' && (!seat || !seat.enabled || seat.removedAt)) continue;
      const words = message.text ? plainMessageText(message.text) : '';
      const body = words.length > PREVIEW_CHARS ? `${words.slice(0, PREVIEW_CHARS - 1)}…` : words;
      await notify({ db: tx, services, app: { id: row.appId } }, row.recipientId, {
        kind: 'message',
        title: (message.author ?? '').slice(0, 200) || '…',
        body: body || '…',
        url: `/me/messages/${row.threadId}`,
        dedupeKey: `message:${row.messageId}`,
      });
      notified += 1;
    }
    return notified;
  });
}

export const messageNoticeJobs = (services: Services): JobDefinition => ({
  name: MESSAGE_NOTICES_JOB,
  everyMs: 15_000,
  run: () => sweepMessageNotices(services.database.db, services),
});
