import { z } from 'zod';
import { defineContract } from '../contract';
import { pageContentTypes } from '../entities/page';
import { scheduledItemSchema } from '../entities/schedule';
import { isoDateField } from '../fields';
import { OWNER_ITEM_ID } from '../schedule/owner-items';
import { maxLength } from '../messages';

/**
 * SPEC §7 Schedule: the signed-in member's own plan. Days are YYYY-MM-DD on the member's calendar
 * (their profile's time zone says which day today is); a day before today is refused with
 * 'Cannot schedule in the past'. An item is a page (any content type) or a program, and may only be
 * scheduled when the access engine lets the member see it. Another member's or another app's item
 * answers 404 like a missing one.
 *
 * `GET /schedule` also lists what the app itself scheduled (SPEC §3 Scheduled item scopes): each
 * published page the member may see whose own schedule is scoped `page` or `account_app` and has a
 * `starts_at`, on the member's day(s) it falls on. Such an item is read-only (scope_type is not
 * `subscriber`): moving, duplicating or removing it answers 403 `scheduled_item_read_only`. A
 * window with `is_multiday` comes once per day it spans, each with `item.data.span_day` and
 * `span_days` ("day 2 of 3"); any other window comes once, on the day it starts. Without `from`, the
 * app's items come from today (the member's zone) and the member's own from their first.
 */
const tags = ['schedule'];

/** What can be put on the schedule: a page, a program (its page) or an event's occurrence (its event page). */
export const scheduleItemTypes = ['page', 'program', 'event_occurrence'] as const;
export type ScheduleItemType = (typeof scheduleItemTypes)[number];

/** How many items one `GET /schedule` page carries. */
export const SCHEDULE_PAGE_SIZE = 200;

export const scheduleDayField = z.string().max(10, maxLength(10)).pipe(isoDateField);
const itemTypeField = z.enum(scheduleItemTypes, { error: 'Choose page, program or event occurrence' });
/** A member's own item (uuid) or an app-scheduled one: the latter are refused as read-only (403), not as malformed. */
const idParams = z.object({
  id: z
    .string()
    .max(64, maxLength(64))
    .refine((id) => z.uuid().safeParse(id).success || OWNER_ITEM_ID.test(id), 'Invalid scheduled item id'),
});

/** A filter of `GET /schedule`: `program:<id>` (a program's days) or `type:<content type>`. */
export const scheduleFilterField = z
  .string()
  .max(64, maxLength(64))
  .regex(new RegExp(`^(program:[0-9a-fA-F-]{36}|type:(${pageContentTypes.join('|')}))$`), 'Unknown filter');

export const scheduleEntrySchema = scheduledItemSchema.extend({ date: z.string() });
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

const itemAnswer = z.object({ scheduled_item: scheduleEntrySchema });

export const scheduleContract = defineContract({
  method: 'GET',
  path: '/schedule',
  summary: 'My scheduled items by day (optionally of one item, one context, one filter, between two days)',
  tags,
  query: z
    .object({
      item_id: z.uuid('Invalid item id').optional(),
      item_type: itemTypeField.optional(),
      /** A context's id: the program an item was scheduled from. */
      context: z.uuid('Invalid context id').optional(),
      filter: scheduleFilterField.optional(),
      page: z.coerce.number().int().min(1).max(10_000).optional(),
      from: scheduleDayField.optional(),
      to: scheduleDayField.optional(),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '`from` must not be after `to`', path: ['from'] }),
  response: z.object({ items: z.array(scheduleEntrySchema), next_page: z.number().int().nullable() }),
});

export const scheduleFiltersContract = defineContract({
  method: 'GET',
  path: '/schedule/filters',
  summary: 'The filters my schedule offers: each program I scheduled days of, and each kind of page on it',
  tags,
  response: z.object({
    filters: z.array(
      z.object({
        value: z.string(),
        kind: z.enum(['program', 'content_type']),
        label: z.string(),
        count: z.number().int(),
      }),
    ),
  }),
});

export const addToScheduleContract = defineContract({
  method: 'POST',
  path: '/schedule',
  summary: "Put a page or a program on one of my days ('Cannot schedule in the past')",
  tags,
  body: z.object({ item_id: z.uuid('Invalid item id'), item_type: itemTypeField, date: scheduleDayField }),
  response: itemAnswer,
});

export const rescheduleContract = defineContract({
  method: 'PUT',
  path: '/schedule/:id',
  summary: "Move a scheduled item to another day; with shift_subsequent, its program's later days move by as many days",
  tags,
  params: idParams,
  body: z.object({ date: scheduleDayField, shift_subsequent: z.boolean().optional() }),
  response: z.object({ rescheduled_item: scheduleEntrySchema, rescheduled_siblings: z.array(scheduleEntrySchema) }),
});

export const duplicateScheduledContract = defineContract({
  method: 'POST',
  path: '/schedule/:id/duplicate',
  summary: 'Put a copy of a scheduled item on another day',
  tags,
  params: idParams,
  body: z.object({ date: scheduleDayField }),
  response: itemAnswer,
});

export const removeScheduledContract = defineContract({
  method: 'DELETE',
  path: '/schedule/:id',
  summary: 'Take an item off my schedule',
  tags,
  params: idParams,
  response: z.object({ deleted_id: z.string() }),
});
