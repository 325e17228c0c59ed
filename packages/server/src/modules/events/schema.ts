import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';
import { memberIdColumn } from '../members/schema';
import { pages } from '../pages/schema';

/**
 * SPEC §7 Events: an event is shown by one page of the event occurrence template (deleting that
 * page deletes the event) and happens at `starts_at_local` on its own clock, once or by an RFC 5545
 * rule. Occurrences are rows, planned ahead for a rolling horizon (decision 026), so that bookings
 * hang off a stable id and counts are kept under the occurrence's row lock.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    timezone: text('timezone').notNull(),
    /** `YYYY-MM-DDTHH:mm` on the event's clock. */
    startsAtLocal: text('starts_at_local').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    rrule: text('rrule'),
    /**
     * Days (`YYYY-MM-DD` on the event's clock) the owner cancelled one by one (RFC 5545 EXDATE):
     * planning never brings them back, whatever the rule or the time becomes.
     */
    excludedDates: text('excluded_dates').array().notNull().default(sql`'{}'::text[]`),
    /** Null: unlimited. */
    capacity: integer('capacity'),
    location: text('location'),
    livestreamUrl: text('livestream_url'),
    /** Occurrences exist as rows up to here; the planning job moves it on. */
    plannedUntil: timestamp('planned_until', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_app_idx').on(t.appId, t.createdAt), uniqueIndex('events_page_key').on(t.pageId)],
);
export type EventRow = typeof events.$inferSelect;

/** One planned start of an event; `booked_count` and `waitlist_count` change only under this row's lock. */
export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** scheduled | cancelled (the owner cancelled the date, or the rule no longer has it and someone had booked). */
    status: text('status').$type<'scheduled' | 'cancelled'>().notNull().default('scheduled'),
    bookedCount: integer('booked_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('event_occurrences_event_start_key').on(t.eventId, t.startsAt),
    index('event_occurrences_app_start_idx').on(t.appId, t.startsAt),
  ],
);
export type EventOccurrenceRow = typeof eventOccurrences.$inferSelect;

/** A member's booking of one occurrence; the waitlist is in `queued_at` order. */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    memberId: memberIdColumn(),
    status: text('status').$type<'booked' | 'waitlisted' | 'cancelled'>().notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_bookings_occurrence_member_key').on(t.occurrenceId, t.memberId),
    index('event_bookings_occurrence_status_idx').on(t.occurrenceId, t.status, t.queuedAt),
    index('event_bookings_member_idx').on(t.appId, t.memberId, t.status),
  ],
);
export type EventBookingRow = typeof eventBookings.$inferSelect;

/** A member's calendar feed: the secret token in its address (rotating replaces it, revoking deletes it). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    appId: appIdColumn(),
    memberId: memberIdColumn().primaryKey(),
    token: text('token').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);
