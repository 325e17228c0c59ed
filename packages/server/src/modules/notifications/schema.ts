import type { PushProviderName, PushStatus } from '@tessera/core/notifications/push-token';
import type { NotificationKind, NotificationSettingKey } from '@tessera/core/notifications/settings';
import type { BlastSegment } from '@tessera/core/api/studio-notifications';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';

/**
 * SPEC §3 Notification settings: only what a member changed is stored (a missing key is the
 * default of core's `DEFAULT_NOTIFICATION_SETTINGS`), so new defaults reach everyone who never chose.
 */
export const notificationSettings = pgTable('notification_settings', {
  memberId: memberIdColumn().primaryKey(),
  appId: appIdColumn(),
  values: jsonb('values').$type<Partial<Record<NotificationSettingKey, boolean>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type WebPushKeys = { p256dh: string; auth: string };

/** SPEC §3 Push registration, one per device: a token is unique per app and provider. */
export const pushRegistrations = pgTable(
  'push_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    provider: text('provider').$type<PushProviderName>().notNull(),
    token: text('token').notNull(),
    webPushKeys: jsonb('web_push_keys').$type<WebPushKeys>(),
    status: text('status').$type<PushStatus>().notNull().default('enabled'),
    pusherDeviceId: text('pusher_device_id'),
    /** Why the server disabled it (the provider said the token is gone). */
    disabledReason: text('disabled_reason'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_registrations_token_key').on(t.appId, t.provider, t.token), index('push_registrations_member_idx').on(t.memberId, t.status)],
);
export type PushRegistrationRow = typeof pushRegistrations.$inferSelect;

/** The in-app notification centre. `dedupe_key` makes a redelivered notification one row. */
export const inboxNotifications = pgTable(
  'inbox_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    dedupeKey: text('dedupe_key'),
    /** False for a push-only notification (a message): the row only records that it was delivered. */
    inCentre: boolean('in_centre').notNull().default(true),
    createdAt: createdAtColumn(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('inbox_notifications_dedupe_key').on(t.memberId, t.dedupeKey), index('inbox_notifications_member_idx').on(t.memberId, t.createdAt)],
);
export type InboxNotificationRow = typeof inboxNotifications.$inferSelect;

/** Owner blasts: what was sent to whom (segment) and how (channels); deliveries count the report. */
export const blasts = pgTable(
  'blasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url'),
    sendPush: boolean('send_push').notNull(),
    sendEmail: boolean('send_email').notNull(),
    segment: jsonb('segment').$type<BlastSegment>().notNull(),
    status: text('status').$type<'queued' | 'sending' | 'sent'>().notNull().default('queued'),
    recipients: integer('recipients').notNull().default(0),
    optedOut: integer('opted_out').notNull().default(0),
    noDevice: integer('no_device').notNull().default(0),
    createdAt: createdAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('blasts_app_idx').on(t.appId, t.createdAt)],
);
export type BlastRow = typeof blasts.$inferSelect;

/** One message of a blast to one member on one channel (push: one per device). */
export const blastDeliveries = pgTable(
  'blast_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    blastId: uuid('blast_id')
      .notNull()
      .references(() => blasts.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    channel: text('channel').$type<'push' | 'email'>().notNull(),
    /** Push: the registration sent to; email: the outbox row whose status is this delivery's. */
    registrationId: uuid('registration_id'),
    emailId: uuid('email_id'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('blast_deliveries_blast_idx').on(t.blastId, t.channel, t.status)],
);

/** Install-wide secrets made once (the VAPID key pair): the first instance to insert wins. */
export const installKeys = pgTable('install_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAtColumn(),
});
