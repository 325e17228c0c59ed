import { z } from 'zod';
import { messageSchema, messageTsSchema, participantSchema } from './entities/messaging';

/**
 * The one union of live events (ARCHITECTURE: Realtime). Server modules publish these to the bus
 * on a channel; the websocket hub delivers them to the sockets subscribed to that channel, and the
 * clients switch on `type`. Each capability adds its events here so both sides share one definition.
 *
 * Messaging publishes on two kinds of channel: a thread's (`thread.channel_id`: what happened in
 * it) and each participant's member channel (`user.global_events_channel`: the chats list, the
 * unread dot, my other devices).
 */
const ts = messageTsSchema;
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** Something about the app members see changed (a publish): refetch page data. */
  z.object({ type: z.literal('app.published'), app_id: z.string(), published_at: z.string() }),
  /** A message was stored (also a reply: then `thread_id` is the reply thread's). */
  z.object({ type: z.literal('message.created'), thread_id: z.string(), message: messageSchema }),
  /** A message was deleted (or hidden by moderation); `latest_message` is the newest remaining one. */
  z.object({
    type: z.literal('message.deleted'),
    thread_id: z.string(),
    message_ts: ts,
    latest_message: messageSchema.nullable(),
  }),
  /** Someone liked or unliked a message. */
  z.object({
    type: z.literal('message.reacted'),
    thread_id: z.string(),
    message_ts: ts,
    user_id: z.string(),
    liked: z.boolean(),
    reaction_count: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('message.pinned'),
    thread_id: z.string(),
    message_ts: ts,
    pinned_at: z.string().nullable(),
  }),
  /** A reply thread under a message gained a reply (the parent's reply_count and reply_thread_id). */
  z.object({
    type: z.literal('message.replied'),
    thread_id: z.string(),
    message_ts: ts,
    reply_thread_id: z.string(),
    reply_count: z.number().int().nonnegative(),
  }),
  /** A participant read the thread up to `last_message_read_ts`. */
  z.object({
    type: z.literal('thread.read'),
    thread_id: z.string(),
    user_id: z.string(),
    last_message_read_ts: ts.nullable(),
  }),
  /** People were added or removed; the title may have followed (SPEC §4). */
  z.object({
    type: z.literal('thread.participants_changed'),
    thread_id: z.string(),
    added_user_ids: z.array(z.string()),
    removed_user_ids: z.array(z.string()),
    participants: z.array(participantSchema),
    total_count_participants: z.number().int().nonnegative(),
    title: z.string(),
  }),
  z.object({
    type: z.literal('thread.renamed'),
    thread_id: z.string(),
    title: z.string(),
    has_been_renamed: z.boolean(),
  }),
  /**
   * On a member channel: one of my threads changed for me (a new message, I read it elsewhere, I
   * was added or removed). Carries what the chats list shows; `has_unread` is the unread dot.
   */
  z.object({
    type: z.literal('thread.unread_changed'),
    thread_id: z.string(),
    is_unread: z.boolean(),
    has_unread: z.boolean(),
    latest_message: messageSchema.nullable(),
    /** False when I was removed from the thread (drop it from the list). */
    is_participant: z.boolean(),
  }),
  /** On a member channel: a session signed out; sockets opened with it close. */
  z.object({ type: z.literal('session.ended'), session_id: z.string() }),
  /** A new notification reached the member's notification centre (on their member channel): refresh the bell. */
  z.object({ type: z.literal('notification.created'), notification_id: z.string(), unread_count: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];

/** A member's private channel (SPEC §3 `global_events_channel`); only their own socket may join it. */
export const memberChannel = (appId: string, memberId: string) => `app.${appId}.member.${memberId}`;
/** Everyone in one app. */
export const appChannel = (appId: string) => `app.${appId}`;
/** A thread's channel (SPEC §3 `channel_id`); only those who may read the thread may join it. */
export const threadChannel = (appId: string, threadId: string) => `app.${appId}.thread.${threadId}`;

/** What a channel name names, or null for one that is not ours. */
export type ParsedChannel =
  | { kind: 'app'; appId: string }
  | { kind: 'member'; appId: string; memberId: string }
  | { kind: 'thread'; appId: string; threadId: string };
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHANNEL = new RegExp(`^app\\.(${UUID})(?:\\.(member|thread)\\.(${UUID}))?$`, 'i');
export function parseChannel(channel: string): ParsedChannel | null {
  const match = CHANNEL.exec(channel);
  if (!match) return null;
  const [, appId, kind, id] = match as unknown as [string, string, string | undefined, string | undefined];
  if (!kind || !id) return { kind: 'app', appId };
  return kind === 'member' ? { kind: 'member', appId, memberId: id } : { kind: 'thread', appId, threadId: id };
}
