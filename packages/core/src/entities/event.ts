import { z } from 'zod';

/**
 * SPEC §7 Events: an event is shown by a page of the event occurrence template and happens once or
 * repeatedly (an RFC 5545 rule, expanded on the event's own clock). Its occurrences are what members
 * book: booked while spots are free, then on a waitlist that is promoted in joining order.
 */
export const EVENT_LIMITS = {
  titleLength: 200,
  descriptionLength: 5000,
  locationLength: 500,
  urlLength: 2048,
  maxCapacity: 100_000,
  maxDurationMinutes: 24 * 60 * 7,
  /** A period asked of `per_period` spans at most this many days. */
  periodDays: 400,
} as const;

export const occurrenceStatusSchema = z.enum(['scheduled', 'cancelled']);
export const occurrencePhaseSchema = z.enum(['upcoming', 'live', 'ended']);
/** SPEC §4 calendar statuses (booked, cancelled, ended), and waitlisted while waiting for a spot. */
export const bookingStatusSchema = z.enum(['booked', 'waitlisted', 'cancelled', 'ended']);
export type ShownBookingStatusValue = z.infer<typeof bookingStatusSchema>;

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  page_id: z.string(),
  path: z.string().nullable(),
  timezone: z.string(),
  /** `YYYY-MM-DDTHH:mm` on the event's clock. */
  starts_at_local: z.string(),
  duration_minutes: z.number().int(),
  rrule: z.string().nullable(),
  capacity: z.number().int().nullable(),
  location: z.string().nullable(),
  /** Only for members who booked (a livestream link is what they booked). */
  has_livestream: z.boolean(),
});
export type EventView = z.infer<typeof eventSchema>;

export const eventOccurrenceSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  title: z.string(),
  page_id: z.string(),
  path: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  timezone: z.string(),
  status: occurrenceStatusSchema,
  phase: occurrencePhaseSchema,
  capacity: z.number().int().nullable(),
  booked_count: z.number().int(),
  waitlist_count: z.number().int(),
  /** Null when the capacity is unlimited. */
  spots_left: z.number().int().nullable(),
  location: z.string().nullable(),
  has_livestream: z.boolean(),
  /** The link, for a member who booked, while the occurrence is live. */
  livestream_url: z.string().nullable(),
  my_status: bookingStatusSchema.nullable(),
  /** 1 for the first in line; null when not waiting. */
  waitlist_position: z.number().int().nullable(),
});
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;

export const eventSubscriptionSchema = z.object({
  occurrence_id: z.string(),
  event_id: z.string(),
  status: bookingStatusSchema,
  waitlist_position: z.number().int().nullable(),
  updated_at: z.string(),
  occurrence: eventOccurrenceSchema,
});
export type EventSubscription = z.infer<typeof eventSubscriptionSchema>;
