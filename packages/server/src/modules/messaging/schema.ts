import type { AttachmentData } from '@tessera/core/entities/messaging';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn, members } from '../members/schema';

/** An app's messaging switches (SPEC §6); an app without a row has the defaults. */
export const messagingSettings = pgTable('messaging_settings', {
  appId: appIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  memberToMember: boolean('member_to_member').notNull().default(true),
  memberToAdmin: boolean('member_to_admin').notNull().default(true),
  groupsEnabled: boolean('groups_enabled').notNull().default(true),
  adminsCanDelete: boolean('admins_can_delete').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ThreadKindColumn = 'direct' | 'group' | 'feed' | 'comments' | 'replies';

/**
 * SPEC §3 Message thread. `direct_key` (the two member ids, sorted) makes one direct thread per
 * pair; a page's comments thread has the page's id as its own id (so page props can name it before
 * it exists); a reply thread names its parent message. `last_ts` is the newest ts ever given (ts stay
 * unique and increasing after deletes); `latest_message_ts` the newest remaining message's;
 * `activity_ts` orders thread lists (creation, then each message).
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    kind: text('kind').$type<ThreadKindColumn>().notNull(),
    title: text('title').notNull().default(''),
    hasBeenRenamed: boolean('has_been_renamed').notNull().default(false),
    directKey: text('direct_key'),
    pageId: uuid('page_id'),
    parentThreadId: uuid('parent_thread_id'),
    parentMessageId: uuid('parent_message_id'),
    createdBy: uuid('created_by').references(() => members.id, { onDelete: 'set null' }),
    lastTs: bigint('last_ts', { mode: 'number' }).notNull().default(0),
    latestMessageTs: bigint('latest_message_ts', { mode: 'number' }),
    activityTs: bigint('activity_ts', { mode: 'number' }).notNull(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('message_threads_app_kind_idx').on(t.appId, t.kind, t.activityTs),
    uniqueIndex('message_threads_direct_key').on(t.appId, t.directKey),
    uniqueIndex('message_threads_parent_message_key').on(t.parentMessageId),
  ],
);
export type ThreadRow = typeof messageThreads.$inferSelect;

/** SPEC §3 Participant: read marker, notification toggle (last toggle wins by toggle_ts), removal. */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    appId: appIdColumn(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    lastReadTs: bigint('last_read_ts', { mode: 'number' }),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    notificationsToggleTs: bigint('notifications_toggle_ts', { mode: 'number' }),
    hasContributed: boolean('has_contributed').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    joinedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.memberId] }), index('thread_participants_member_idx').on(t.appId, t.memberId)],
);
export type ParticipantRow = typeof threadParticipants.$inferSelect;

export type MessageTypeColumn = 'message' | 'image' | 'video' | 'attachment' | 'notification' | 'reaction';

/**
 * SPEC §3 Message. `text` is stored escaped (core's `escapeMessageText`). `client_id` answers a
 * retried send with the message already stored. `hidden_at`: hidden by moderation.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    authorId: memberIdColumn('author_id'),
    messageType: text('message_type').$type<MessageTypeColumn>().notNull().default('message'),
    text: text('text').notNull().default(''),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    attachmentData: jsonb('attachment_data').$type<AttachmentData>(),
    clientId: text('client_id'),
    replyThreadId: uuid('reply_thread_id'),
    replyCount: integer('reply_count').notNull().default(0),
    reactionCount: integer('reaction_count').notNull().default(0),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('messages_thread_ts_key').on(t.threadId, t.ts),
    uniqueIndex('messages_client_key').on(t.threadId, t.authorId, t.clientId).where(sql`${t.clientId} is not null`),
    index('messages_app_author_idx').on(t.appId, t.authorId),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** A like (SPEC §4: like and unlike change reaction_count by one). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    appId: appIdColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] })],
);

/** A member's report of a message (once per member and message), for the studio's queue. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    reporterId: memberIdColumn('reporter_id'),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolution: text('resolution').$type<'dismissed' | 'hidden' | 'deleted' | 'author_blocked'>(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('message_reports_once_key').on(t.messageId, t.reporterId), index('message_reports_app_idx').on(t.appId, t.status, t.createdAt)],
);

/** Images members uploaded for messages (the media pipeline), named by id in a send. */
export const messageImages = pgTable('message_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: appIdColumn(),
  memberId: memberIdColumn(),
  path: text('path').notNull(),
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAtColumn(),
});

/** Members the owner blocked from messaging in an app (moderation): they cannot send, their messages are hidden. */
export const messagingBans = pgTable(
  'messaging_bans',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.memberId] })],
);

/**
 * The notifications seam: who should hear about a message, written in the send's transaction.
 * The notifications module claims rows (`claimed_at`, FOR UPDATE SKIP LOCKED) and delivers push,
 * email or in-app notices; messaging never sends anything itself.
 */
export const messageNotifications = pgTable(
  'message_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    recipientId: memberIdColumn('recipient_id'),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<'message' | 'mention'>().notNull(),
    createdAt: createdAtColumn(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('message_notifications_once_key').on(t.messageId, t.recipientId), index('message_notifications_pending_idx').on(t.claimedAt, t.createdAt)],
);
