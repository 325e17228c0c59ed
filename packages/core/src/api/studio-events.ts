import { z } from 'zod';
import { defineContract } from '../contract';
import { EVENT_LIMITS, eventOccurrenceSchema, eventSchema, bookingStatusSchema } from '../entities/event';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's event calls: an event is shown by a page of the event occurrence template, starts at
 * a wall-clock time in its time zone and repeats by an optional RFC 5545 rule (checked by the
 * server: day or coarser). Saving re-plans future occurrences; ones with bookings that the rule no
 * longer has are cancelled, never deleted. Another app's event or page answers 404.
 */
const tags = ['studio'];
const eventParams = studioAppParams.extend({ eventId: z.uuid('Invalid event id') });
const text = (max: number) => z.string().trim().max(max, maxLength(max));

const eventParts = {
  title: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(EVENT_LIMITS.titleLength, maxLength(EVENT_LIMITS.titleLength)),
  description: text(EVENT_LIMITS.descriptionLength).default(''),
  page_id: z.uuid('Invalid page id'),
  timezone: z.string().min(1, FIELD_REQUIRED).max(64, maxLength(64)),
  starts_at_local: z.string().max(16, maxLength(16)).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use YYYY-MM-DDTHH:mm'),
  duration_minutes: z.number().int().min(1).max(EVENT_LIMITS.maxDurationMinutes),
  rrule: z.string().max(500, maxLength(500)).nullable().default(null),
  capacity: z.number().int().min(1).max(EVENT_LIMITS.maxCapacity).nullable().default(null),
  location: text(EVENT_LIMITS.locationLength).nullable().default(null),
  livestream_url: z.url('Must be a web address').max(EVENT_LIMITS.urlLength, maxLength(EVENT_LIMITS.urlLength)).nullable().default(null),
};
export const eventInputSchema = z.object(eventParts);

/** A change names only what changes: no defaults, or a new title would clear the rule and the capacity. */
const eventChangeParts = {
  ...eventParts,
  description: text(EVENT_LIMITS.descriptionLength),
  rrule: z.string().max(500, maxLength(500)).nullable(),
  capacity: z.number().int().min(1).max(EVENT_LIMITS.maxCapacity).nullable(),
  location: text(EVENT_LIMITS.locationLength).nullable(),
  livestream_url: z.url('Must be a web address').max(EVENT_LIMITS.urlLength, maxLength(EVENT_LIMITS.urlLength)).nullable(),
};
export type EventInput = z.input<typeof eventInputSchema>;

export const studioEventSchema = eventSchema.extend({
  livestream_url: z.string().nullable(),
  upcoming: z.array(
    z.object({
      id: z.string(),
      starts_at: z.string(),
      status: z.string(),
      booked_count: z.number().int(),
      waitlist_count: z.number().int(),
    }),
  ),
});
export type StudioEvent = z.infer<typeof studioEventSchema>;

export const studioEventsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/events',
  summary: "The app's events with their next occurrences",
  tags,
  params: studioAppParams,
  response: z.object({ events: z.array(studioEventSchema) }),
});

export const createEventContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/events',
  summary: 'Create an event on an event occurrence page',
  tags,
  params: studioAppParams,
  body: eventInputSchema,
  successStatus: 201,
  response: z.object({ event: studioEventSchema }),
});

export const updateEventContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/events/:eventId',
  summary: 'Change an event; future occurrences follow the new timing',
  tags,
  params: eventParams,
  body: z.object(eventChangeParts).partial(),
  response: z.object({ event: studioEventSchema }),
});

export const deleteEventContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/events/:eventId',
  summary: 'Delete an event with its occurrences and bookings',
  tags,
  params: eventParams,
  response: z.object({ deleted_id: z.string() }),
});

export const occurrenceBookingsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/event_occurrences/:occurrenceId/bookings',
  summary: "An occurrence's bookings and waitlist in order",
  tags,
  params: studioAppParams.extend({ occurrenceId: z.uuid('Invalid occurrence id') }),
  response: z.object({
    bookings: z.array(
      z.object({
        member_id: z.string(),
        name: z.string(),
        email: z.string(),
        status: bookingStatusSchema,
        waitlist_position: z.number().int().nullable(),
        booked_at: z.string(),
        updated_at: z.string(),
      }),
    ),
  }),
});

/** The same list as CSV (text/csv): name, email, status, waitlist position, booked at (when the member asked). */
export const occurrenceBookingsCsvContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/event_occurrences/:occurrenceId/bookings.csv',
  summary: "An occurrence's attendee list as CSV",
  tags,
  params: studioAppParams.extend({ occurrenceId: z.uuid('Invalid occurrence id') }),
  response: z.string(),
});

/**
 * Cancels one date of an event (RFC 5545 EXDATE): the date is marked cancelled, every booking and
 * waiting spot on it is cancelled (members see the date as cancelled by the host), and re-planning
 * never brings the day back. Cancelling again changes nothing; a date that has begun is 409.
 */
export const cancelOccurrenceContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/event_occurrences/:occurrenceId/cancel',
  summary: 'Cancel one date of an event; its bookings are cancelled and it is never planned again',
  tags,
  params: studioAppParams.extend({ occurrenceId: z.uuid('Invalid occurrence id') }),
  response: z.object({ occurrence: eventOccurrenceSchema, cancelled_bookings: z.number().int().nonnegative() }),
});
