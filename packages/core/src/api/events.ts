import { z } from 'zod';
import { defineContract } from '../contract';
import { pageAccessResultSchema } from '../entities/page';
import { eventOccurrenceSchema, eventSchema, eventSubscriptionSchema } from '../entities/event';
import { isoDateField } from '../fields';
import { maxLength } from '../messages';

/**
 * SPEC §7 Events for members. An occurrence is open to whoever its event page is open to (the
 * access engine decides, SPEC §6); booking a locked one answers 403 `event_locked` with the engine's
 * reason and changes nothing. Another app's occurrence answers 404 like a missing one.
 */
const tags = ['events'];
const occurrenceParams = z.object({ id: z.uuid('Invalid occurrence id') });
export const dayField = z.string().max(10, maxLength(10)).pipe(isoDateField);

export const eventsContract = defineContract({
  method: 'GET',
  path: '/events',
  summary: 'The events of this app (optionally only the one a page shows)',
  tags,
  query: z.object({ page_id: z.uuid('Invalid page id').optional() }),
  response: z.object({ events: z.array(eventSchema) }),
});

export const occurrencesPerPeriodContract = defineContract({
  method: 'GET',
  path: '/event_occurrences/per_period',
  summary:
    "Occurrences starting from day `start` through day `end` (YYYY-MM-DD, the member's time zone), optionally of one event",
  tags,
  query: z.object({
    start: dayField,
    end: dayField,
    event_id: z.uuid('Invalid event id').optional(),
    /** A guest's zone (members use their own). */
    timezone: z.string().max(64, maxLength(64)).optional(),
  }),
  response: z.object({ occurrences: z.array(eventOccurrenceSchema) }),
});

export const occurrenceContract = defineContract({
  method: 'GET',
  path: '/event_occurrences/:id',
  summary: 'One occurrence with its spots, and the viewer’s booking',
  tags,
  params: occurrenceParams,
  response: z.object({ occurrence: eventOccurrenceSchema }),
});

export const occurrenceAccessContract = defineContract({
  method: 'GET',
  path: '/event_occurrences/:id/access',
  summary: 'Whether the viewer may book an occurrence, and if not why (the access engine on its event page)',
  tags,
  params: occurrenceParams,
  response: z.object({ access: pageAccessResultSchema }),
});

export const eventSubscriptionsContract = defineContract({
  method: 'GET',
  path: '/event_occurrences/subscriptions',
  summary: "The signed-in member's bookings: booked occurrence ids, and every booking with its occurrence",
  tags,
  response: z.object({
    event_subscriptions: z.array(z.string()),
    subscriptions: z.array(eventSubscriptionSchema),
  }),
});

/** Books (waitlisted when full, and said so) or, with `subscribe: false`, cancels; a cancelled spot goes to the first waiting. */
export const subscribeOccurrenceContract = defineContract({
  method: 'POST',
  path: '/event_occurrences/:id/subscribe',
  summary: 'Book an occurrence (the waitlist when full) or cancel the booking',
  tags,
  params: occurrenceParams,
  body: z.object({ subscribe: z.boolean().default(true) }).nullish(),
  response: z.object({ event_subscription: eventSubscriptionSchema }),
});

const feedAnswer = z.object({
  /** The feed's address (text/calendar), or null when the member has none. */
  url: z.string().nullable(),
});

export const calendarFeedContract = defineContract({
  method: 'GET',
  path: '/event_occurrences/calendar_feed',
  summary: "The signed-in member's calendar feed address, if any",
  tags,
  response: feedAnswer,
});

export const rotateCalendarFeedContract = defineContract({
  method: 'POST',
  path: '/event_occurrences/calendar_feed',
  summary: 'Make a new calendar feed address (the old one stops working)',
  tags,
  response: feedAnswer,
});

export const revokeCalendarFeedContract = defineContract({
  method: 'DELETE',
  path: '/event_occurrences/calendar_feed',
  summary: 'Stop the calendar feed',
  tags,
  response: feedAnswer,
});
