import type { ScheduleEntry } from '@tessera/core/api/schedule';
import { STUDIO_CALENDAR_MAX_DAYS, type StudioCalendarEntry } from '@tessera/core/api/studio-schedule';
import { resolveTimeZone } from '@tessera/core/access/zoned-time';
import type { PageContentType } from '@tessera/core/entities/page';
import { dayAt, dayBounds } from '@tessera/core/schedule/dates';
import { assertPeriod } from '@tessera/core/schedule/period';
import type { OwnedAppContext } from '../apps/owned-app';
import { occurrencesInPeriod } from '../events/member-operations';
import type { OccurrenceWithEvent } from '../events/occurrence-view';
import { appScheduledEntries } from './owner-scheduled';
import { pageUnlocksBetween, type PageUnlock } from './page-unlocks';

/**
 * The studio's calendar (`GET /studio/apps/{app}/calendar`): everything the app puts on a date in
 * the days asked, in the owner's zone — event dates, the page windows members see on their
 * schedule (owner-scheduled.ts, the same windows on the same days, whoever may see them) and the
 * pages that open on a fixed date (page-unlocks.ts). Three queries, merged by day and start.
 */

function occurrenceEntry({ occurrence, event, path }: OccurrenceWithEvent, zone: string): StudioCalendarEntry {
  return {
    kind: 'event_occurrence',
    id: occurrence.id,
    date: dayAt(occurrence.startsAt.getTime(), zone),
    title: event.title,
    starts_at: occurrence.startsAt.toISOString(),
    ends_at: occurrence.endsAt.toISOString(),
    page_id: event.pageId,
    path,
    event_id: event.id,
    status: occurrence.status,
    capacity: event.capacity,
    booked_count: occurrence.bookedCount,
    waitlist_count: occurrence.waitlistCount,
  };
}

function windowEntry(entry: ScheduleEntry): StudioCalendarEntry {
  const data = entry.item.data as { title: string; path: string; page_content_type: PageContentType; span_day: number; span_days: number };
  return {
    kind: 'page_window',
    id: entry.id,
    date: entry.date,
    title: data.title,
    starts_at: entry.schedule.starts_at!,
    ends_at: entry.schedule.ends_at,
    page_id: entry.item_id,
    path: data.path,
    scope_type: entry.scope_type === 'account_app' ? 'account_app' : 'page',
    content_type: data.page_content_type,
    span_day: data.span_day,
    span_days: data.span_days,
  };
}

function unlockEntry(unlock: PageUnlock, zone: string): StudioCalendarEntry {
  return {
    kind: 'page_unlock',
    id: `unlock:${unlock.pageId}`,
    date: dayAt(Date.parse(unlock.unlocksAt), zone),
    title: unlock.title,
    starts_at: unlock.unlocksAt,
    ends_at: null,
    page_id: unlock.pageId,
    path: unlock.path,
    content_type: unlock.contentType as PageContentType,
  };
}

/** By day, then by the instant it starts (a multi-day window's later days by its own start, so first on their day). */
const byDayAndStart = (a: StudioCalendarEntry, b: StudioCalendarEntry) =>
  a.date.localeCompare(b.date) || a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id);

export async function studioCalendar(ctx: OwnedAppContext, query: { from: string; to: string; timezone?: string | undefined }): Promise<StudioCalendarEntry[]> {
  assertPeriod('query.to', query.from, query.to, STUDIO_CALENDAR_MAX_DAYS);
  const zone = resolveTimeZone(query.timezone ?? 'UTC');
  const range = { from: dayBounds(query.from, zone).starts_at, to: dayBounds(query.to, zone).ends_at };
  const [occurrences, windows, unlocks] = await Promise.all([
    occurrencesInPeriod(ctx.db, ctx.app.id, { start: query.from, end: query.to }, zone),
    appScheduledEntries(ctx.db, { appId: ctx.app.id, timezone: zone }, { from: query.from, to: query.to }),
    pageUnlocksBetween(ctx.db, ctx.app.id, range),
  ]);
  return [
    ...occurrences.map((item) => occurrenceEntry(item, zone)),
    ...windows.map(windowEntry),
    ...unlocks.map((unlock) => unlockEntry(unlock, zone)),
  ].sort(byDayAndStart);
}
