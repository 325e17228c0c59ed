import type { ScheduleEntry } from '@tessera/core/api/schedule';
import { daysOfWindow, ownerScheduledItemId } from '@tessera/core/schedule/owner-items';
import type { PageAccessResult, PageSchedule } from '@tessera/core/entities/page';
import { addDays, dayBounds, daysBetween } from '@tessera/core/schedule/dates';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import type { ScheduleFilter } from './schedule-view';

/**
 * SPEC §3 Scheduled item, scopes `page` and `account_app`: what the app itself put on everyone's
 * calendar. Such an item has no row of its own: it is a published page's own schedule (the page's
 * `schedules`, as published) with a `starts_at`, shown to each member who may see the page, on the
 * member's day(s) in their time zone. Blocks' windows only show or hide part of a page and are not
 * calendar items; a `subscriber` window is the member's own clock and stays the page's visibility rule.
 *
 * - A window with `is_multiday` (and an end after its start) comes once per day it spans, each with
 *   `span_day`/`span_days` in `item.data` so the calendar can say "day 2 of 3"; the end is exclusive
 *   (ending at midnight does not touch the next day). Any other window comes once, on its start day.
 * - A member sees an app's item only when the access engine lets them see the page or only its drip
 *   holds it back: the same rule as planning a page themselves (`isPlannable`). Nothing else leaks.
 */

/** A span longer than this is listed over its first days only (an unbounded `GET /schedule` stays bounded). */
export const MAX_SPAN_DAYS = 366;

/** Whether the member may have a page on their calendar: granted, or locked only by its drip. */
export const isPlannable = (access: PageAccessResult) => access.granted || access.reason === 'is_scheduled';

/** Whose calendar the windows are laid on: the app's, in a member's (or the owner's) time zone. */
export type CalendarOf = { appId: string; timezone: string };

/** A published page's window the app scheduled for everyone, as the candidates query reads it. */
export type AppWindow = {
  page_id: string;
  root_id: string;
  title: string;
  path: string;
  content_type: string;
  image: string | null;
  schedule: PageSchedule;
  schedule_index: number;
};

/** Whether a filter of `GET /schedule` can match an app's item at all (they are pages, never a program's days). */
function canMatchOwnerItems(filter: ScheduleFilter): boolean {
  if (filter.ids) return false;
  if (filter.itemType && filter.itemType !== 'page') return false;
  return !filter.filter?.startsWith('program:');
}

/** Only a year of four digits from 1000 on is cast: a window PostgreSQL cannot read is left out, never a 500. */
const instantOf = (field: 'starts_at' | 'ends_at') =>
  sql.raw(`(case when s.elem->>'${field}' ~ '^[1-9][0-9]{3}-' then (s.elem->>'${field}')::timestamptz end)`);

/** One query: the app's published pages with an owner-scoped window that touches the days asked (in the calendar's zone). */
export async function appWindows(db: Db, member: CalendarOf, filter: ScheduleFilter & { pageId?: string }): Promise<AppWindow[]> {
  const contentType = filter.filter?.startsWith('type:') ? filter.filter.slice('type:'.length) : undefined;
  const pageId = filter.pageId ?? filter.itemId;
  const from = filter.from ? dayBounds(filter.from, member.timezone).starts_at : null;
  const to = filter.to ? dayBounds(filter.to, member.timezone).ends_at : null;
  const startsAt = instantOf('starts_at');
  const endsAt = instantOf('ends_at');
  const multiday = sql`coalesce(s.elem->>'is_multiday' = 'true', false)`;
  const result = await db.execute(sql`
    select coalesce(json_agg(json_build_object(
      'page_id', ${pages.id}, 'root_id', ${pages.rootId}, 'title', ${pages.title}, 'path', ${pages.path}, 'content_type', ${pages.contentType},
      'image', ${pages.image}, 'schedule', s.elem, 'schedule_index', s.idx - 1) order by ${startsAt}, ${pages.id}, s.idx), '[]'::json) as list
    from ${pages} cross join lateral jsonb_array_elements(${pages.schedules}) with ordinality as s(elem, idx)
    where ${and(eq(pages.appId, member.appId), eq(pages.isPublished, true))}
      and ${pages.schedules} <> '[]'::jsonb
      and coalesce(s.elem->>'scope_type', 'page') in ('page', 'account_app')
      and ${startsAt} is not null
      ${contentType ? sql`and ${pages.contentType} = ${contentType}` : sql``}
      ${pageId ? sql`and ${pages.id} = ${pageId}` : sql``}
      ${filter.contextId ? sql`and ((coalesce(s.elem->>'scope_type', 'page') = 'page' and ${pages.id} = ${filter.contextId}) or (s.elem->>'scope_type' = 'account_app' and ${pages.appId} = ${filter.contextId}))` : sql``}
      ${to ? sql`and ${startsAt} < ${to}::timestamptz` : sql``}
      ${from ? sql`and (case when ${multiday} and ${endsAt} > ${startsAt} then ${endsAt} > ${from}::timestamptz else ${startsAt} >= ${from}::timestamptz end)` : sql``}
  `);
  const [first] = (result as unknown as { rows: { list: AppWindow[] | string }[] }).rows;
  return typeof first?.list === 'string' ? (JSON.parse(first.list) as AppWindow[]) : (first?.list ?? []);
}

/** The pages among the candidates the member may see, each decided once (access trees come from the publish cache). */
async function visibleTo(ctx: AppContext, found: AppWindow[]): Promise<AppWindow[]> {
  const decided = new Map<string, boolean>();
  for (const candidate of found) {
    if (decided.has(candidate.page_id)) continue;
    const decision = await decidePageAccess(ctx, { pageId: candidate.page_id, rootId: candidate.root_id });
    decided.set(candidate.page_id, decision !== null && isPlannable(decision.result));
  }
  return found.filter((candidate) => decided.get(candidate.page_id));
}

function entriesOfWindow(candidate: AppWindow, member: CalendarOf, from: string | undefined, to: string | undefined): ScheduleEntry[] {
  const days = daysOfWindow(candidate.schedule, member.timezone);
  if (!days) return [];
  const spanDays = daysBetween(days.first, days.last) + 1;
  const firstShown = from && from > days.first ? from : days.first;
  const lastShown = to && to < days.last ? to : days.last;
  const scope = candidate.schedule.scope_type === 'account_app' ? 'account_app' : 'page';
  const entries: ScheduleEntry[] = [];
  for (let day = firstShown; day <= lastShown && entries.length < MAX_SPAN_DAYS; day = addDays(day, 1)) {
    entries.push({
      id: ownerScheduledItemId(candidate.page_id, candidate.schedule_index, day),
      item_id: candidate.page_id,
      item_type: 'page',
      date: day,
      scope_type: scope,
      context_type: scope,
      context_id: scope === 'page' ? candidate.page_id : member.appId,
      item: {
        data: {
          page_id: candidate.page_id,
          title: candidate.title,
          path: candidate.path,
          page_content_type: candidate.content_type,
          image: candidate.image,
          context_title: null,
          span_day: daysBetween(days.first, day) + 1,
          span_days: spanDays,
        },
      },
      schedule: { starts_at: candidate.schedule.starts_at, ends_at: candidate.schedule.ends_at, scope_type: scope, is_multiday: candidate.schedule.is_multiday === true },
    });
  }
  return entries;
}

/**
 * The app's items a member sees on their calendar for a `GET /schedule` filter, by day: one query for
 * the pages, one access decision per page. Empty when the filter can only match the member's own items.
 */
export async function ownerScheduledEntries(ctx: AppContext, member: CalendarOf, filter: ScheduleFilter & { pageId?: string }): Promise<ScheduleEntry[]> {
  if (!canMatchOwnerItems(filter)) return [];
  const visible = await visibleTo(ctx, await appWindows(ctx.db, member, filter));
  return visible.flatMap((candidate) => entriesOfWindow(candidate, member, filter.from, filter.to));
}

/**
 * Every window the app scheduled for everyone between two days, by day in `calendar.timezone`,
 * whoever may see its page: what the owner's calendar shows (the studio's, schedule/studio-calendar.ts).
 */
export async function appScheduledEntries(db: Db, calendar: CalendarOf, days: { from: string; to: string }): Promise<ScheduleEntry[]> {
  const found = await appWindows(db, calendar, days);
  return found.flatMap((candidate) => entriesOfWindow(candidate, calendar, days.from, days.to));
}
