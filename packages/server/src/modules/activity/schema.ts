import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { members } from '../members/schema';

/**
 * One browser session of an app (SPEC §4 Session tracking): started on load, ended when the tab
 * hides or closes, resumed when it shows again. Time in app is `active_ms` (closed segments) plus
 * the open segment (`segment_started_at` to `last_seen_at`) while the session is not ended.
 */
export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    /** The client's session id (a random id per load); with the device id it names the row. */
    sessionKey: text('session_key').notNull(),
    deviceId: text('device_id').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    segmentStartedAt: timestamp('segment_started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    activeMs: bigint('active_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('activity_sessions_key').on(t.appId, t.sessionKey), index('activity_sessions_started_idx').on(t.appId, t.startedAt), index('activity_sessions_member_idx').on(t.memberId, t.startedAt)],
);
export type ActivitySessionRow = typeof activitySessions.$inferSelect;

/** One thing a member or guest did (SPEC §7 PUT /activity): compact, the page named by id. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    sessionId: uuid('session_id').references(() => activitySessions.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    pageId: uuid('page_id'),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_app_time_idx').on(t.appId, t.occurredAt), index('activities_member_time_idx').on(t.memberId, t.occurredAt)],
);

/** Rolled-up numbers of one app and one UTC day (the job in rollup.ts writes them; reruns rewrite the same row). */
export const activityDaily = pgTable(
  'activity_daily',
  {
    appId: appIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    activeMembers: integer('active_members').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    timeInAppMs: bigint('time_in_app_ms', { mode: 'number' }).notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    signUps: integer('sign_ups').notNull().default(0),
    installs: integer('installs').notNull().default(0),
    computedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day] })],
);

/** Who was active on a day: weekly and monthly active members count each member once. */
export const activityMemberDays = pgTable(
  'activity_member_days',
  {
    appId: appIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day, t.memberId] })],
);

/** Views and completions of one page on one day (top pages over rolled-up days). */
export const activityPageDays = pgTable(
  'activity_page_days',
  {
    appId: appIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    pageId: uuid('page_id').notNull(),
    views: integer('views').notNull().default(0),
    completions: integer('completions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day, t.pageId] })],
);

/** How far an app's days are rolled up: every day up to and including `rolled_through`. */
export const activityRollups = pgTable('activity_rollups', {
  appId: appIdColumn().primaryKey(),
  rolledThrough: date('rolled_through', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An owner's key for the documented API: only its SHA-256 is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    name: text('name').notNull(),
    scope: text('scope').$type<'read' | 'write'>().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash), index('api_keys_app_idx').on(t.appId, t.createdAt)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Where an app's events are posted, signed with the endpoint's secret (sealed at rest). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    url: text('url').notNull(),
    description: text('description'),
    events: jsonb('events').$type<string[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [index('webhook_endpoints_app_idx').on(t.appId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event for one endpoint: written in the transaction of the change it announces (the outbox),
 * delivered by the webhook job with retries and backoff; claimed with FOR UPDATE SKIP LOCKED.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status').$type<'pending' | 'sending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
