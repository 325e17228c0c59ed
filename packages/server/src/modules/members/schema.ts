import type { Locale } from '@tessera/core/entities/app';
import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { apps } from '../apps/schema';

export type AvatarUrls = { small: string; medium: string; large: string };

/**
 * Members belong to one app: the same email in two apps is two members (SPEC §3 User).
 * `subscriber_id` is the short numeric id SPEC uses in thread and directory calls.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    subscriberId: bigint('subscriber_id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    subscriberUuid: uuid('subscriber_uuid').notNull().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isAccountAdmin: boolean('is_account_admin').notNull().default(false),
    isAppMessagingProfile: boolean('is_app_messaging_profile').notNull().default(false),
    language: text('language').$type<Locale>(),
    passwordless: boolean('passwordless').notNull().default(false),
    authProvider: text('auth_provider').notNull().default('default'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    avatarUrls: jsonb('avatar_urls').$type<AvatarUrls>(),
    canReceiveMessagesFromMembers: boolean('can_receive_messages_from_members').notNull().default(true),
    isProfilePublic: boolean('is_profile_public').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_app_email_key').on(t.appId, sql`lower(${t.email})`),
    uniqueIndex('members_subscriber_uuid_key').on(t.subscriberUuid),
  ],
);

export type MemberRow = typeof members.$inferSelect;

/**
 * Members who are people. The app's messaging profile (SPEC §2) is a member row that speaks for
 * the app in messages: it never signs up, and news sent to every member is not sent to it.
 */
export const isPersonMember = () => eq(members.isAppMessagingProfile, false);

/** The column of rows that belong to a member, deleted with them. */
export const memberIdColumn = (name = 'member_id') =>
  uuid(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
