import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from './schema';

/**
 * One row per signed-in device. Only the SHA-256 of the token is stored: a database leak does not
 * leak sessions. `revoked_at` ends a session without losing its history.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    tokenHash: text('token_hash').notNull(),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_sessions_token_key').on(t.tokenHash), index('member_sessions_member_idx').on(t.memberId)],
);

/** Single-use tokens sent by email: passwordless sign-in and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    purpose: text('purpose').$type<'passwordless' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('one_time_tokens_token_key').on(t.tokenHash)],
);

/** Google/Apple identities linked to a member: (provider, subject) is unique within an app. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    memberId: memberIdColumn(),
    provider: text('provider').$type<'google' | 'apple'>().notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('member_identities_app_provider_subject_key').on(t.appId, t.provider, t.subject)],
);
