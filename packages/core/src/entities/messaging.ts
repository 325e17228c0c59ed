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
  /** The message's own id: what a reply thread names as its parent (`parent_message_id`). */
  id: z.string(),
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
  /** When the server stored it (ISO); `message_ts` is the ordering key. */
  created_at: z.iso.datetime({ offset: true }).nullable().default(null),
  /** The sender's own id for this message (idempotent retries), echoed so a client can match its optimistic copy. */
  client_id: z.string().nullable().default(null),
  /** Number of replies in its reply thread. */
  reply_count: z.number().int().nonnegative().default(0),
  /** Whether the viewer likes it (their `liked_messages` holds its ts). */
  is_liked: z.boolean().default(false),
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

/**
 * What kind of conversation a thread is. `direct`: two people; `group`: a private group; `feed`: the
 * app's owner posts, members comment (in reply threads); `comments`: a page's comments (pages with
 * is_commentable); `replies`: the reply thread under one message.
 */
export const threadKinds = ['direct', 'group', 'feed', 'comments', 'replies'] as const;
export const threadKindSchema = z.enum(threadKinds);
export type ThreadKind = z.infer<typeof threadKindSchema>;

/** SPEC §3 Message thread: a private chat, a group, a page's comments or a feed. */
export const messageThreadSchema = z.object({
  kind: threadKindSchema.default('direct'),
  /** For page comments: the page the thread belongs to. */
  page_id: z.string().nullable().default(null),
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

/**
 * A person as the messaging screens show them (`GET /threads/profiles`, the `#profile` panel):
 * the public profile plus whether the viewer may message them and has blocked them.
 */
export const messagingProfileSchema = memberProfileSchema.extend({
  can_message: z.boolean().default(false),
  is_blocked: z.boolean().default(false),
});
export type MessagingProfile = z.infer<typeof messagingProfileSchema>;

/**
 * An app's messaging switches (studio settings; SPEC §6 Messaging). `groups_enabled` off answers
 * 'Group Chat is available on the Pro Plan'; `admins_can_delete` is the stricter delete option
 * under which account admins may delete other people's messages.
 */
export const messagingSettingsSchema = z.object({
  enabled: z.boolean().default(true),
  member_to_member: z.boolean().default(true),
  member_to_admin: z.boolean().default(true),
  groups_enabled: z.boolean().default(true),
  admins_can_delete: z.boolean().default(false),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;
