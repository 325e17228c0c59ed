import { z } from 'zod';
import { MESSAGING_LIMITS, reportReasons } from '../constants';
import { defineContract } from '../contract';
import {
  messageSchema,
  messageThreadSchema,
  messageTsSchema,
  messagingProfileSchema,
  participantSchema,
} from '../entities/messaging';
import { memberProfileSchema } from '../entities/user';
import { httpUrlField } from '../fields';
import { FIELD_REQUIRED, maxLength } from '../messages';

/**
 * SPEC §7 Messages (and `GET /subscribers`), for signed-in members. Every call answers 401 to a
 * guest, 403 'Messaging not available on this app' when the app has messaging off, and 403 'You do
 * not have permission to view this message thread' for a thread the member may not read (another
 * app's, one they are not in, a page's comments they cannot see). Messages are named by their
 * thread and `message_ts` (milliseconds, unique and increasing within a thread: the cursor).
 * People are named by member id (`user.id`).
 */
const tags = ['messages'];
const L = MESSAGING_LIMITS;

const idField = z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(64, maxLength(64));
/** Comma-separated ids in a query (`user_ids=a,b`), or repeated; at most `max`. */
const idList = (max: number) =>
  z
    .string()
    .max(max * 65, maxLength(max * 65))
    .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(idField).max(max));
const threadParams = z.object({ id: z.uuid('Invalid thread id') });
/** A message ts in a path or query: digits, as URLs carry it. */
const tsText = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const messageParams = threadParams.extend({ ts: tsText });
const titleField = z.string().trim().max(L.titleLength, maxLength(L.titleLength));

/** What listing threads can ask for (SPEC §2 messages screen: chats, feeds, comments, replies). */
export const threadListTypes = ['chats', 'feeds', 'comments', 'replies'] as const;
export type ThreadListType = (typeof threadListTypes)[number];

export const listThreadsContract = defineContract({
  method: 'GET',
  path: '/threads',
  summary:
    'My threads of one type, newest activity first; `before`/`after` are latest_message_ts cursors, except_ids skips threads already shown',
  tags,
  query: z.object({
    type: z.enum(threadListTypes).default('chats'),
    before: tsText.optional(),
    after: tsText.optional(),
    except_ids: idList(200).optional(),
    limit: z.coerce.number().int().min(1).max(L.threadsPageSize).default(L.threadsPageSize),
  }),
  response: z.object({ threads: z.array(messageThreadSchema), has_more: z.boolean() }),
});

export const getThreadContract = defineContract({
  method: 'GET',
  path: '/threads/:id',
  summary: 'One thread with its participants (the first 50), latest message and my read state',
  tags,
  params: threadParams,
  response: z.object({ thread: messageThreadSchema }),
});

/**
 * One message as a client sends it (SPEC §7 POST /threads messages[]). `message_ts` and
 * `created_at` are the client's own: the server stores its own ts (returned) and uses `client_id`
 * (or, without one, the client's `message_ts`) to answer a retry with the message already stored.
 * Text is escaped and leading/trailing links become attachment messages on the server (core's
 * `splitMessageText`), so one input may store several messages.
 */
export const messageInputSchema = z.object({
  message_type: z.enum(['message', 'image', 'video', 'attachment']).default('message'),
  created_at: z.string().max(64, maxLength(64)).pipe(z.iso.datetime({ offset: true })).optional(),
  message_ts: messageTsSchema.max(Number.MAX_SAFE_INTEGER).optional(),
  client_id: z.string().min(1).max(L.clientIdLength, maxLength(L.clientIdLength)).optional(),
  message: z.string().max(L.messageLength, maxLength(L.messageLength)).default(''),
  /** Ids answered by the image upload (`POST /threads/images`). */
  image_ids: z.array(z.uuid('Invalid image id')).max(L.imagesPerMessage).default([]),
  video_url: httpUrlField.optional(),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const createThreadContract = defineContract({
  method: 'POST',
  path: '/threads',
  summary:
    'Start (or reuse) a direct thread with subscriber_id, a group with subscriber_ids, or the reply thread of parent_message_id — and send its first messages',
  tags,
  body: z.object({
    subscriber_id: idField.optional(),
    subscriber_ids: z.array(idField).max(L.participantsPerGroup).optional(),
    title: titleField.optional(),
    parent_message_id: z.uuid('Invalid message id').optional(),
    messages: z.array(messageInputSchema).max(L.messagesPerSend).default([]),
  }),
  response: z.object({ thread: messageThreadSchema, messages: z.array(messageSchema) }),
});

export const resolveThreadContract = defineContract({
  method: 'GET',
  path: '/threads/resolve',
  summary: 'The existing private thread with exactly these people and me, if any',
  tags,
  query: z.object({ subscriber_ids: idList(L.participantsPerGroup) }),
  response: z.object({ thread_id: z.string().nullable() }),
});

export const threadProfilesContract = defineContract({
  method: 'GET',
  path: '/threads/profiles',
  summary:
    "People's messaging profiles (whether I may message them), and the app's messaging profiles anyone may write to",
  tags,
  query: z.object({ user_ids: idList(L.usersPerLookup).optional() }),
  response: z.object({
    profiles: z.array(messagingProfileSchema),
    app_profiles: z.array(messagingProfileSchema),
  }),
});

/** `GET /subscribers` (SPEC §7 Messages): whom the member may start a thread with. */
export const messageableSubscribersContract = defineContract({
  method: 'GET',
  path: '/subscribers',
  summary:
    'Members I may message, by name (term) or id (ids), leaving out those already in excluded_by_thread',
  tags,
  query: z.object({
    term: z.string().trim().max(100, maxLength(100)).optional(),
    ids: idList(L.usersPerLookup).optional(),
    excluded_by_thread: z.uuid('Invalid thread id').optional(),
    limit: z.coerce.number().int().min(1).max(L.pageSize).default(20),
  }),
  response: z.object({ subscribers: z.array(messagingProfileSchema) }),
});

export const mentionableContract = defineContract({
  method: 'GET',
  path: '/threads/:id/mentionable',
  summary: 'People one may mention in this thread (its participants and contributors), by name',
  tags,
  params: threadParams,
  query: z.object({ term: z.string().trim().max(100, maxLength(100)).optional() }),
  response: z.object({ profiles: z.array(memberProfileSchema) }),
});

export const unreadStatusContract = defineContract({
  method: 'GET',
  path: '/threads/unread_status',
  summary: 'Whether any of my threads has a message I have not read (the unread dot)',
  tags,
  response: z.object({ has_unread: z.boolean() }),
});

export const listMessagesContract = defineContract({
  method: 'GET',
  path: '/threads/:id/messages',
  summary:
    'Messages by message_ts: before/after cursors, order desc (default, newest first) or asc; parent_ts lists the replies to that message',
  tags,
  params: threadParams,
  query: z.object({
    before: tsText.optional(),
    after: tsText.optional(),
    order: z.enum(['desc', 'asc']).default('desc'),
    parent_ts: tsText.optional(),
    limit: z.coerce.number().int().min(1).max(L.pageSize).default(L.pageSize),
  }),
  response: z.object({ messages: z.array(messageSchema), has_more: z.boolean() }),
});

export const getMessageContract = defineContract({
  method: 'GET',
  path: '/threads/:id/messages/:ts',
  summary: 'One message',
  tags,
  params: messageParams,
  response: z.object({ message: messageSchema }),
});

/** SPEC §7: one call sends, deletes and reacts, told apart by `data.action`. */
export const messageActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('send'), messages: z.array(messageInputSchema).min(1).max(L.messagesPerSend) }),
  z.object({ action: z.literal('delete'), message_ts: messageTsSchema.max(Number.MAX_SAFE_INTEGER) }),
  z.object({
    action: z.literal('react'),
    message_ts: messageTsSchema.max(Number.MAX_SAFE_INTEGER),
    /** like adds the member's like, unlike removes it (both idempotent). */
    reaction: z.enum(['like', 'unlike']),
  }),
]);
export type MessageAction = z.input<typeof messageActionSchema>;

export const postMessagesContract = defineContract({
  method: 'POST',
  path: '/threads/:id/messages',
  summary: 'Send messages, delete one (author, or account admin under the stricter option) or like/unlike one',
  tags,
  params: threadParams,
  body: z.object({ data: messageActionSchema }),
  response: z.object({
    /** send: the stored messages (a text may become several); react: the message as it is now. */
    messages: z.array(messageSchema),
    /** delete: the ts removed. */
    deleted_message_ts: messageTsSchema.nullable(),
    /** The thread's latest message after the change (the newest remaining one after a delete). */
    latest_message: messageSchema.nullable(),
    /** react: whether I like it now. */
    liked: z.boolean().nullable(),
  }),
});

export const messageReactionsContract = defineContract({
  method: 'GET',
  path: '/threads/:id/messages/:ts/reactions',
  summary: 'Who liked a message',
  tags,
  params: messageParams,
  response: z.object({ users: z.array(memberProfileSchema), reaction_count: z.number().int().nonnegative() }),
});

export const reportMessageContract = defineContract({
  method: 'POST',
  path: '/threads/:id/messages/:ts/report',
  summary: "Report someone else's message (once: 'You have already reported')",
  tags,
  params: messageParams,
  body: z.object({
    reason: z.enum(reportReasons as [string, ...string[]]),
    details: z.string().trim().max(L.reportDetailsLength, maxLength(L.reportDetailsLength)).optional(),
  }),
  successStatus: 201,
  response: z.object({ reported: z.literal(true) }),
});

export const totalParticipantsContract = defineContract({
  method: 'GET',
  path: '/threads/:id/total_participants',
  summary: 'How many people are in the thread',
  tags,
  params: threadParams,
  response: z.object({ total_participants: z.number().int().nonnegative() }),
});

export const toggleNotificationContract = defineContract({
  method: 'POST',
  path: '/threads/:id/toggle_notification',
  summary:
    "Turn this thread's notifications on or off for me; toggle_ts (the client's clock) makes the last toggle win",
  tags,
  params: threadParams,
  body: z.object({ active: z.boolean(), toggle_ts: messageTsSchema.max(Number.MAX_SAFE_INTEGER).optional() }),
  response: z.object({ notifications_enabled: z.boolean() }),
});

export const readThreadContract = defineContract({
  method: 'GET',
  path: '/threads/:id/read',
  summary: 'Mark the thread read up to its latest message (client_ts: when the client saw it)',
  tags,
  params: threadParams,
  query: z.object({ client_ts: tsText.optional() }),
  response: z.object({
    last_message_read_ts: messageTsSchema.nullable(),
    is_unread: z.boolean(),
    has_unread: z.boolean(),
  }),
});

export const renameThreadContract = defineContract({
  method: 'POST',
  path: '/threads/:id/rename',
  summary: 'Rename a group thread (it keeps the title when people change: has_been_renamed)',
  tags,
  params: threadParams,
  body: z.object({ title: titleField.min(1, FIELD_REQUIRED) }),
  response: z.object({ title: z.string(), has_been_renamed: z.boolean() }),
});

export const removeParticipantContract = defineContract({
  method: 'POST',
  path: '/threads/:id/remove_participant',
  summary:
    'Leave (my own id) or remove someone from a group; a private thread with one person left is titled by that person',
  tags,
  params: threadParams,
  body: z.object({ user_id: idField }),
  response: z.object({ new_thread_title: z.string() }),
});

export const addParticipantsContract = defineContract({
  method: 'POST',
  path: '/threads/:id/add_participants',
  summary: 'Add people I may message to a group thread',
  tags,
  params: threadParams,
  body: z.object({ user_ids: z.array(idField).min(1).max(L.participantsPerGroup) }),
  response: z.object({
    participants: z.array(participantSchema),
    total_count_participants: z.number().int().nonnegative(),
    title: z.string(),
  }),
});

export const pinMessageContract = defineContract({
  method: 'PUT',
  path: '/threads/:id/pin',
  summary: 'Pin or unpin a message of the thread',
  tags,
  params: threadParams,
  body: z.object({ pinned: z.boolean(), message_ts: messageTsSchema.max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({ message_ts: messageTsSchema, pinned_at: z.iso.datetime({ offset: true }).nullable() }),
});

/**
 * Images for messages go through the media pipeline first (multipart field `file`, SPEC §5 size
 * and type messages); the answer's id is then sent in a message's `image_ids`.
 */
export const uploadMessageImageContract = defineContract({
  method: 'POST',
  path: '/threads/images',
  summary: "Upload an image for a message (multipart field 'file'); answers its id and address",
  tags,
  successStatus: 201,
  response: z.object({ image_id: z.string(), image_url: z.string() }),
});
