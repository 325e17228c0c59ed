import { z } from 'zod';
import { pageScheduleSchema, scheduleScopes } from './page';

/** SPEC §3 Schedule of a scheduled item: the same window shape pages and blocks use. */
export const scheduleSchema = pageScheduleSchema;
export type Schedule = z.infer<typeof scheduleSchema>;

/** SPEC §4 calendar item statuses. */
export const calendarItemStatuses = ['booked', 'cancelled', 'ended'] as const;
export type CalendarItemStatus = (typeof calendarItemStatuses)[number];

/**
 * SPEC §3 Scheduled item: something (`item_type`, `item_id`: a page, an event occurrence) placed
 * on a calendar, possibly as part of a context (a program it was scheduled from). `item.data`
 * carries what the calendar shows of the item without another request. `scope_type` says whose it
 * is: `subscriber` the member's own plan; `page` and `account_app` what the app scheduled (read-only,
 * context = that page or the app, `item.data.span_day`/`span_days` on each day of a multi-day span;
 * see schedule/owner-items.ts).
 */
export const scheduledItemSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_type: z.string().min(1),
  /** The member's own day (YYYY-MM-DD) it is planned on; `schedule` is that day's window in their zone. */
  date: z.string().optional(),
  scope_type: z.enum(scheduleScopes),
  context_id: z.string().nullable().default(null),
  context_type: z.string().nullable().default(null),
  item: z.object({ data: z.record(z.string(), z.unknown()) }),
  schedule: scheduleSchema,
});
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;
