import type { ScheduleEntry } from '@tessera/core/api/schedule';
import { dayBounds } from '@tessera/core/schedule/dates';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventOccurrences, events } from '../events/schema';
import { pages } from '../pages/schema';
import { programs } from '../programs/schema';
import { scheduledItems, type ScheduledItemRow } from './schema';

/**
 * Scheduled items as members see them, each with what the calendar shows of its page (a program's
 * item shows its program page). Items whose page or program is gone or unpublished are left out in
 * SQL (so pages of the list stay full); what they show is then read once per distinct page,
 * program and context, not once per item: a plan repeats the same few pages many times.
 */

export type ScheduleFilter = {
  itemId?: string | undefined;
  itemType?: string | undefined;
  contextId?: string | undefined;
  /** `program:<id>` or `type:<content type>`. */
  filter?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  ids?: readonly string[] | undefined;
};

type Member = { appId: string; id: string; timezone: string };
type Shown = { pageId: string; title: string; path: string; contentType: string; image: string | null };

/** Published pages of the app (optionally of one content type), as a subquery. */
const visiblePages = (appId: string, contentType?: string) =>
  sql`(select ${pages.id} from ${pages} where ${pages.appId} = ${appId} and ${pages.isPublished} = true${contentType ? sql` and ${pages.contentType} = ${contentType}` : sql``})`;

/** Programs of the app whose page is published (optionally of one content type), as a subquery. */
const visiblePrograms = (appId: string, contentType?: string) =>
  sql`(select ${programs.id} from ${programs} inner join ${pages} on ${pages.id} = ${programs.pageId} where ${programs.appId} = ${appId} and ${pages.isPublished} = true${contentType ? sql` and ${pages.contentType} = ${contentType}` : sql``})`;

/** Occurrences (not cancelled) of the app's events whose page is published, as a subquery. */
const visibleOccurrences = (appId: string, contentType?: string) =>
  sql`(select ${eventOccurrences.id} from ${eventOccurrences} inner join ${events} on ${events.id} = ${eventOccurrences.eventId} inner join ${pages} on ${pages.id} = ${events.pageId} where ${eventOccurrences.appId} = ${appId} and ${eventOccurrences.status} = 'scheduled' and ${pages.isPublished} = true${contentType ? sql` and ${pages.contentType} = ${contentType}` : sql``})`;

function visibleItems(appId: string, contentType?: string): SQL {
  return or(
    and(eq(scheduledItems.itemType, 'page'), sql`${scheduledItems.itemId} in ${visiblePages(appId, contentType)}`),
    and(eq(scheduledItems.itemType, 'program'), sql`${scheduledItems.itemId} in ${visiblePrograms(appId, contentType)}`),
    and(eq(scheduledItems.itemType, 'event_occurrence'), sql`${scheduledItems.itemId} in ${visibleOccurrences(appId, contentType)}`),
  )!;
}

/**
 * The member's visible items matching `filter`, by day then by when they were planned. `owner` are
 * the app's items for the same filter (owner-scheduled.ts): they are merged into the same ordered,
 * paged select (first on their day, by start), so pages stay full and numbered across both kinds.
 */
export async function scheduleEntries(
  db: Db,
  member: Member,
  filter: ScheduleFilter,
  page: { limit: number; offset: number } | null = null,
  owner: readonly ScheduleEntry[] = [],
): Promise<ScheduleEntry[]> {
  const [filterKind, filterValue] = filter.filter ? (filter.filter.split(':') as [string, string]) : [null, null];
  const where = and(
    eq(scheduledItems.appId, member.appId),
    eq(scheduledItems.memberId, member.id),
    visibleItems(member.appId, filterKind === 'type' ? filterValue! : undefined),
    filter.ids ? inArray(scheduledItems.id, [...filter.ids]) : undefined,
    filter.itemId ? eq(scheduledItems.itemId, filter.itemId) : undefined,
    filter.itemType ? eq(scheduledItems.itemType, filter.itemType) : undefined,
    filter.contextId ? eq(scheduledItems.contextId, filter.contextId) : undefined,
    filterKind === 'program' ? or(eq(scheduledItems.contextId, filterValue!), and(eq(scheduledItems.itemType, 'program'), eq(scheduledItems.itemId, filterValue!))) : undefined,
    filter.from ? sql`${scheduledItems.date} >= ${filter.from}` : undefined,
    filter.to ? sql`${scheduledItems.date} <= ${filter.to}` : undefined,
  );
  const ownItems = sql`select ${scheduledItems.id}::text as id, ${scheduledItems.itemType} as item_type, ${scheduledItems.itemId}::text as item_id, ${scheduledItems.date}::text as date, ${scheduledItems.contextType} as context_type, ${scheduledItems.contextId}::text as context_id, 1 as rank, ${scheduledItems.createdAt} as sort_at from ${scheduledItems} where ${where}`;
  // The app's items travel as one JSON parameter: no table, and no query per item.
  const ownerRows = JSON.stringify(owner.map((e) => ({ id: e.id, item_type: e.item_type, item_id: e.item_id, date: e.date, context_type: e.context_type, context_id: e.context_id, sort_at: e.schedule.starts_at })));
  const merged = owner.length
    ? sql`${ownItems} union all select o.id, o.item_type, o.item_id, o.date, o.context_type, o.context_id, 0, o.sort_at::timestamptz from json_to_recordset(${ownerRows}::json) as o(id text, item_type text, item_id text, date text, context_type text, context_id text, sort_at text)`
    : ownItems;
  const paged = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  // One row holding a JSON array of arrays: on PGlite reading rows one by one cost several times the query.
  const result = await db.execute(
    sql`select coalesce(json_agg(json_build_array(d.id, d.item_type, d.item_id, d.date, d.context_type, d.context_id) order by d.date, d.rank, d.sort_at, d.id collate "C"), '[]'::json) as list from (select * from (${merged}) u order by u.date, u.rank, u.sort_at, u.id collate "C"${paged}) d`,
  );
  const [first] = (result as unknown as { rows: { list: PackedItem[] | string }[] }).rows;
  const packed: PackedItem[] = typeof first?.list === 'string' ? (JSON.parse(first.list) as PackedItem[]) : (first?.list ?? []);
  const ownerById = new Map(owner.map((e) => [e.id, e]));
  const own = await entriesOf(
    db,
    member,
    packed.filter(([id]) => !ownerById.has(id)).map(([id, itemType, itemId, date, contextType, contextId]) => ({ id, itemType, itemId, date, contextType, contextId })),
  );
  if (ownerById.size === 0) return own;
  const ownById = new Map(own.map((e) => [e.id, e]));
  return packed.flatMap(([id]) => {
    const entry = ownerById.get(id) ?? ownById.get(id);
    return entry ? [entry] : [];
  });
}

type PackedItem = [id: string, itemType: string, itemId: string, date: string, contextType: string | null, contextId: string | null];
type ScheduleRow = Pick<ScheduledItemRow, 'id' | 'itemType' | 'itemId' | 'date' | 'contextType' | 'contextId'>;

async function entriesOf(db: Db, member: Member, rows: ScheduleRow[]): Promise<ScheduleEntry[]> {
  if (rows.length === 0) return [];
  const distinct = (type: string) => [...new Set(rows.filter((r) => r.itemType === type).map((r) => r.itemId))];
  const pageIds = distinct('page');
  const programIds = distinct('program');
  const occurrenceIds = distinct('event_occurrence');
  const contextIds = [...new Set(rows.flatMap((r) => (r.contextType === 'program' && r.contextId ? [r.contextId] : [])))];
  const pageColumns = { pageId: pages.id, title: pages.title, path: pages.path, contentType: pages.contentType, image: pages.image };
  const [pageRows, programRows, contextRows, occurrenceRows] = await Promise.all([
    pageIds.length ? db.select(pageColumns).from(pages).where(and(eq(pages.appId, member.appId), inArray(pages.id, pageIds))) : [],
    programIds.length
      ? db
          .select({ id: programs.id, ...pageColumns, title: programs.title })
          .from(programs)
          .innerJoin(pages, eq(pages.id, programs.pageId))
          .where(and(eq(programs.appId, member.appId), inArray(programs.id, programIds)))
      : [],
    contextIds.length ? db.select({ id: programs.id, title: programs.title }).from(programs).where(and(eq(programs.appId, member.appId), inArray(programs.id, contextIds))) : [],
    occurrenceIds.length
      ? db
          .select({ id: eventOccurrences.id, ...pageColumns, title: events.title })
          .from(eventOccurrences)
          .innerJoin(events, eq(events.id, eventOccurrences.eventId))
          .innerJoin(pages, eq(pages.id, events.pageId))
          .where(and(eq(eventOccurrences.appId, member.appId), inArray(eventOccurrences.id, occurrenceIds)))
      : [],
  ]);
  const shownPages = new Map<string, Shown>(pageRows.map((p) => [p.pageId, p]));
  const shownPrograms = new Map<string, Shown>(programRows.map((p) => [p.id, p]));
  const shownOccurrences = new Map<string, Shown>(occurrenceRows.map((o) => [o.id, o]));
  const contextTitles = new Map(contextRows.map((c) => [c.id, c.title]));
  // Many items share a day: its window in the member's zone is worked out once.
  const windows = new Map<string, { starts_at: string; ends_at: string }>();
  const windowOf = (day: string) => windows.get(day) ?? windows.set(day, dayBounds(day, member.timezone)).get(day)!;
  return rows.flatMap((row) => {
    const shown = (row.itemType === 'program' ? shownPrograms : row.itemType === 'event_occurrence' ? shownOccurrences : shownPages).get(row.itemId);
    if (!shown) return [];
    const contextTitle = row.contextType === 'program' && row.contextId ? (contextTitles.get(row.contextId) ?? null) : null;
    return [entryOf(row, shown, contextTitle, windowOf(row.date))];
  });
}

function entryOf(row: ScheduleRow, shown: Shown, contextTitle: string | null, window: { starts_at: string; ends_at: string }): ScheduleEntry {
  return {
    id: row.id,
    item_id: row.itemId,
    item_type: row.itemType,
    date: row.date,
    scope_type: 'subscriber',
    context_id: row.contextId,
    context_type: row.contextType,
    item: {
      data: {
        page_id: shown.pageId,
        title: shown.title,
        path: shown.path,
        page_content_type: shown.contentType,
        image: shown.image,
        context_title: contextTitle,
      },
    },
    schedule: { ...window, scope_type: 'subscriber', is_multiday: false },
  };
}

/** The member's items by id (ids not theirs, or hidden, are missing from the answer). */
export async function entriesByIds(db: Db, member: Member, ids: readonly string[]): Promise<ScheduleEntry[]> {
  if (ids.length === 0) return [];
  return scheduleEntries(db, member, { ids });
}
