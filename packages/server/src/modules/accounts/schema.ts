import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';

/** An account holds apps; its users are the owners who build them in the studio. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountUsers = pgTable(
  'account_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_users_email_key').on(sql`lower(${t.email})`)],
);

/** Studio sessions of account users (owners), kept apart from member sessions. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountUserId: uuid('account_user_id')
      .notNull()
      .references(() => accountUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('owner_sessions_token_key').on(t.tokenHash), index('owner_sessions_user_idx').on(t.accountUserId).where(sql`${t.revokedAt} is null`)],
);
