import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../../modules/apps/schema';

/**
 * Every email the product sends, written in the same transaction as the change that causes it
 * (the outbox). A sender delivers pending rows over SMTP when configured; without SMTP they stay
 * here and the dev mailbox shows them.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /** Extra headers sent with it (RFC 8058 List-Unsubscribe and List-Unsubscribe-Post on notification emails). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_status_idx').on(t.status, t.createdAt), index('emails_app_idx').on(t.appId, t.createdAt)],
);
