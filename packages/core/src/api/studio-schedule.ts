import { z } from 'zod';
import { defineContract } from '../contract';
import { occurrenceStatusSchema } from '../entities/event';
import { pageContentTypeSchema } from '../entities/page';
import { maxLength } from '../messages';
import { scheduleDayField } from './schedule';
import { studioAppParams } from './studio-apps';

/**
 * The studio's calendar: everything the app puts on a date, for one period of days in the owner's
 * zone — its events' dates (cancelled ones too, with bookings against capacity), the windows its
 * published pages hold for everyone (scopes `page` and `account_app`, SPEC §3 Scheduled item: what
 * members see on their schedule, on each day a multi-day window spans), and the pages whose access
 * opens on a fixed date (`unlocks_at`, SPEC §6 rule 3: a program's stage locked until a day is one).
 * Programs' own drip counts from each member's start, so it has no date of its own to show.
 */
const tags = ['studio', 'schedule'];

/** A period is a screenful, not an export: the studio asks for a month (a list of the same month). */
export const STUDIO_CALENDAR_MAX_DAYS = 92;

const common = {
  /** Unique in the answer (a multi-day window is one entry per day, each with its own id). */
  id: z.string(),
  /** The day it is on, in the zone asked. */
  date: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  page_id: z.string().nullable(),
  /** The member app's path of its page (null when the page has none). */
  path: z.string().nullable(),
};

export const studioCalendarEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event_occurrence'),
    ...common,
    event_id: z.string(),
    status: occurrenceStatusSchema,
    capacity: z.number().int().nullable(),
    booked_count: z.number().int(),
    waitlist_count: z.number().int(),
  }),
  z.object({
    kind: z.literal('page_window'),
    ...common,
    page_id: z.string(),
    scope_type: z.enum(['page', 'account_app']),
    content_type: pageContentTypeSchema,
    /** "Day 2 of 3" of a multi-day window (1 of 1 otherwise). */
    span_day: z.number().int(),
    span_days: z.number().int(),
  }),
  z.object({
    kind: z.literal('page_unlock'),
    ...common,
    page_id: z.string(),
    content_type: pageContentTypeSchema,
  }),
]);
export type StudioCalendarEntry = z.infer<typeof studioCalendarEntrySchema>;
export type StudioCalendarKind = StudioCalendarEntry['kind'];

export const studioCalendarContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/calendar',
  summary: `Everything the app schedules from day \`from\` through day \`to\` (YYYY-MM-DD, at most ${STUDIO_CALENDAR_MAX_DAYS} days) in \`timezone\` (UTC by default): event dates, page windows and fixed-date unlocks`,
  tags,
  params: studioAppParams,
  query: z.object({ from: scheduleDayField, to: scheduleDayField, timezone: z.string().max(64, maxLength(64)).optional() }),
  response: z.object({ entries: z.array(studioCalendarEntrySchema) }),
});
