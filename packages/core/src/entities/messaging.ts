import { z } from 'zod';
import { memberProfileSchema } from './user';

/** SPEC §3 message types. `grouped` is a client-side run of messages, `notification` a system line. */
export const messageTypes = [
  'message',
  'image',
  'video',
  'attachment',
  'grouped',
  'notification',
  'reaction',
] as const;
export const messageTypeSchema = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Status of a message only this client knows about yet (SPEC §4 Message sending). */
export const messageLocalStatuses = ['sending', 'error'] as const;
export const messageLocalStatusSchema = z.enum(messageLocalStatuses);
export type MessageLocalStatus = z.infer<typeof messageLocalStatusSchema>;

/**
 * A message's time stamp: milliseconds since the epoch, unique within a thread. It is the
 * message's id in URLs (`/threads/{id}/messages/{ts}`) and what the 60 s grouping compares.
 */
export const messageTsSchema = z.number().int().nonnegative();

/** A link preview: leading or trailing links become their own attachment message (SPEC §5). */
export const attachmentDataSchema = z.object({
  url: z.string(),
  title: z.string().nullable().default(null),
  description: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
});
export type AttachmentData = z.infer<typeof attachmentDataSchema>;

/** SPEC §3 Message. Mentions inside `message` are written `@<name>`. */
export const messageSchema = z.object({
  message_thread_id: z.string(),
  message_ts: messageTsSchema,
  message_type: messageTypeSchema.default('message'),
  message: z.string().default(''),
  user: memberProfileSchema,
  image_urls: z.array(z.string()).default([]),
  image_ids: z.array(z.string()).default([]),
  video_url: z.string().nullable().default(null),
  attachment_data: attachmentDataSchema.nullable().default(null),
  /** The thread of replies under this message, once someone replied. */
  reply_thread_id: z.string().nullable().default(null),
  reaction_count: z.number().int().nonnegative().default(0),
  /** False for replies shown inside a parent's reply thread. */
  is_root: z.boolean().default(true),
  pinned_at: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type Message = z.infer<typeof messageSchema>;

/** A message as the member app holds it: the server's fields plus the local send status. */
export const localMessageSchema = messageSchema.extend({
  status: messageLocalStatusSchema.optional(),
});
export type LocalMessage = z.infer<typeof localMessageSchema>;

/** SPEC §3 Participant of a thread. `liked_messages` holds the ts of messages they liked. */
export const participantSchema = z.object({
  user: memberProfileSchema,
  liked_messages: z.array(messageTsSchema).default([]),
  has_contributed: z.boolean().default(false),
  notifications_enabled: z.boolean().default(true),
});
export type Participant = z.infer<typeof participantSchema>;

/** SPEC §3 Message thread: a private chat, a group, a page's comments or a feed. */
export const messageThreadSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Realtime channel the thread's events arrive on. */
  channel_id: z.string(),
  is_private: z.boolean(),
  is_feed: z.boolean().default(false),
  participants: z.array(participantSchema).default([]),
  total_count_participants: z.number().int().nonnegative().default(0),
  message_count: z.number().int().nonnegative().default(0),
  latest_message_ts: messageTsSchema.nullable().default(null),
  latest_message: messageSchema.nullable().default(null),
  is_unread: z.boolean().default(false),
  last_message_read_ts: messageTsSchema.nullable().default(null),
  /** Once renamed, a private thread keeps its title when participants change. */
  has_been_renamed: z.boolean().default(false),
  /** Older messages not yet loaded. */
  remaining_messages: z.number().int().nonnegative().default(0),
  /** For a reply thread: the message it replies to. */
  parent_message: messageSchema.nullable().default(null),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;
