import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../../modules/apps/schema';

/**
 * The local gateway's own ledger (a built-in test-mode processor): its intents as Stripe shapes
 * them, and its events waiting for delivery to its webhook route. Commerce never reads these.
 */
export const localIntents = pgTable(
  'local_payment_intents',
  {
    id: text('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'payment_intent' | 'setup_intent'>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    customerEmail: text('customer_email').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The card it was confirmed with, as brand and last four (never the number). */
    paymentMethod: jsonb('payment_method').$type<{ brand: string; last4: string; ref: string } | null>(),
    challengeId: text('challenge_id'),
    lastError: jsonb('last_error').$type<{ code: string; decline_code: string | null; message: string } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('local_payment_intents_idempotency_key').on(t.appId, t.idempotencyKey)],
);

/** Signed events the local gateway has emitted, kept until its webhook route took them. */
export const localEvents = pgTable(
  'local_payment_events',
  {
    id: text('id').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('local_payment_events_pending_idx').on(t.deliveredAt)],
);
