import { z } from 'zod';
import { MESSAGING_LIMITS, reportReasons } from '../constants';
import { defineContract } from '../contract';
import { messageSchema, messageThreadSchema, messagingSettingsSchema } from '../entities/messaging';
import { memberProfileSchema } from '../entities/user';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { messageInputSchema } from './messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's messaging calls: the app's messaging switches, the app messaging profile (the
 * owner answers members as the app, SPEC §1), the feeds the owner posts into, and the moderation
 * queue of reports (hide, delete, block the author from messaging). Another app's thread or report
 * answers 404 like a missing one.
 */
const tags = ['studio'];
const L = MESSAGING_LIMITS;
const threadParams = studioAppParams.extend({ threadId: z.uuid('Invalid thread id') });
const reportParams = studioAppParams.extend({ reportId: z.uuid('Invalid report id') });
const titleField = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(L.titleLength, maxLength(L.titleLength));

export const studioMessagingSettingsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/messaging/settings',
  summary: "The app's messaging switches",
  tags,
  params: studioAppParams,
  response: z.object({ settings: messagingSettingsSchema }),
});

export const updateStudioMessagingSettingsContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/messaging/settings',
  summary: 'Change messaging switches (only the fields sent)',
  tags,
  params: studioAppParams,
  body: messagingSettingsSchema.partial(),
  response: z.object({ settings: messagingSettingsSchema }),
});

/** The member row members write to when they write to "the app" (created on first use). */
export const studioMessagingProfileContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/messaging/profile',
  summary: "The app's messaging profile (its name and avatar as members see them)",
  tags,
  params: studioAppParams,
  response: z.object({ profile: memberProfileSchema }),
});

export const updateStudioMessagingProfileContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/messaging/profile',
  summary: "Rename the app's messaging profile",
  tags,
  params: studioAppParams,
  body: z.object({ name: titleField }),
  response: z.object({ profile: memberProfileSchema }),
});

/** The app profile's inbox: threads members started with the app, and the app's feeds. */
export const studioThreadsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/messaging/threads',
  summary: "The app messaging profile's threads (chats with members, feeds), newest activity first",
  tags,
  params: studioAppParams,
  query: z.object({
    type: z.enum(['chats', 'feeds']).default('chats'),
    before: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  response: z.object({ threads: z.array(messageThreadSchema), has_more: z.boolean() }),
});

export const createStudioFeedContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/messaging/feeds',
  summary: 'Create a feed members can read and comment on',
  tags,
  params: studioAppParams,
  body: z.object({ title: titleField }),
  successStatus: 201,
  response: z.object({ thread: messageThreadSchema }),
});

export const studioThreadMessagesContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/messaging/threads/:threadId/messages',
  summary: "A thread's messages, newest first (before: a message_ts cursor)",
  tags,
  params: threadParams,
  query: z.object({ before: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional() }),
  response: z.object({ messages: z.array(messageSchema), has_more: z.boolean() }),
});

/** The owner writes as the app messaging profile: a post in a feed, or an answer in a chat. */
export const studioSendMessageContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/messaging/threads/:threadId/messages',
  summary: 'Post into a feed or answer a chat as the app',
  tags,
  params: threadParams,
  body: z.object({ messages: z.array(messageInputSchema).min(1).max(L.messagesPerSend) }),
  successStatus: 201,
  response: z.object({ messages: z.array(messageSchema) }),
});

export const reportStatuses = ['open', 'resolved'] as const;
export const reportResolutions = ['dismissed', 'hidden', 'deleted', 'author_blocked'] as const;

export const messageReportSchema = z.object({
  id: z.string(),
  status: z.enum(reportStatuses),
  reason: z.enum(reportReasons as [string, ...string[]]),
  details: z.string().nullable(),
  created_at: z.string(),
  reporter: memberProfileSchema,
  /** How many members reported the same message. */
  report_count: z.number().int(),
  /** Null when the message has since been deleted. */
  message: messageSchema.nullable(),
  thread_title: z.string(),
  resolution: z.enum(reportResolutions).nullable(),
  resolved_at: z.string().nullable(),
});
export type MessageReport = z.infer<typeof messageReportSchema>;

export const studioReportsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/messaging/reports',
  summary: 'Reported messages, newest first (status open by default)',
  tags,
  params: studioAppParams,
  query: z.object({ status: z.enum(reportStatuses).default('open') }),
  response: z.object({ reports: z.array(messageReportSchema) }),
});

/**
 * Act on a report: dismiss it, hide the message from members, delete it, or block its author
 * from messaging in this app (their messages are hidden too). Every open report of the same
 * message is resolved with it.
 */
export const resolveReportContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/messaging/reports/:reportId/resolve',
  summary: 'Dismiss a report, or hide or delete its message, or block its author from messaging',
  tags,
  params: reportParams,
  body: z.object({ action: z.enum(['dismiss', 'hide', 'delete', 'block_author']) }),
  response: z.object({ report: messageReportSchema }),
});
