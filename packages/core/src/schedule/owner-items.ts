import type { PageSchedule } from '../entities/page';
import { dayAt } from './dates';

/**
 * SPEC §3 Scheduled item scopes, shared by the server and the member app (no zod, so the member
 * app's schedule screen can use it without loading the contracts).
 *
 * An item the app scheduled (a published page's own window scoped `page` or `account_app`) has no
 * row of its own: its id names the page, which of the page's schedules, and the member's day it is
 * shown on, so the same window spanning three days is three items with three ids.
 */

export const OWNER_ITEM_ID = /^app:([0-9a-fA-F-]{36}):(\d{1,2}):(\d{4}-\d{2}-\d{2})$/;

export function ownerScheduledItemId(pageId: string, scheduleIndex: number, day: string): string {
  return `app:${pageId}:${scheduleIndex}:${day}`;
}

/** The page and schedule an app-scheduled item's id names, or null for any other id. */
export function parseOwnerScheduledItemId(id: string): { pageId: string; scheduleIndex: number; day: string } | null {
  const match = OWNER_ITEM_ID.exec(id);
  return match ? { pageId: match[1]!, scheduleIndex: Number(match[2]), day: match[3]! } : null;
}

/** `subscriber`: the member planned it (and may change it); `page`, `account_app`: the app did (read-only). */
export const isOwnerScheduled = (item: { scope_type: string }): boolean => item.scope_type !== 'subscriber';

/** "Day 2 of 3" of an app's multi-day item, or null for an item on one day (`item.data.span_day`, `span_days`). */
export function spanOf(item: { item: { data: Record<string, unknown> } }): { day: number; days: number } | null {
  const { span_day: day, span_days: days } = item.item.data;
  return typeof day === 'number' && typeof days === 'number' && days > 1 ? { day, days } : null;
}

/**
 * The member's days an app's window falls on: every day of a multi-day span (its end exclusive, so
 * ending at midnight does not touch the next day), else the day it starts. Null without a start.
 */
export function daysOfWindow(schedule: PageSchedule, timeZone: string): { first: string; last: string } | null {
  const start = schedule.starts_at ? Date.parse(schedule.starts_at) : Number.NaN;
  if (Number.isNaN(start)) return null;
  const first = dayAt(start, timeZone);
  const end = schedule.ends_at ? Date.parse(schedule.ends_at) : Number.NaN;
  const last = schedule.is_multiday && end > start ? dayAt(end - 1, timeZone) : first;
  return { first, last };
}
