import type { ContractBody, ContractQuery, ContractResponse } from '@tessera/core/contract';
import { SCHEDULE_PAGE_SIZE, type ScheduleEntry, type ScheduleItemType } from '@tessera/core/api/schedule';
import { parseOwnerScheduledItemId } from '@tessera/core/schedule/owner-items';
import type * as api from '@tessera/core/api/schedule';
import type { PageAccessResult } from '@tessera/core/entities/page';
import { appError } from '@tessera/core/error-catalogue';
import { dayAt, isInPast, shiftSubsequent } from '@tessera/core/schedule/dates';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { occurrenceAccess } from '../events/member-operations';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { programAccess } from '../programs/member-operations';
import { isPlannable, ownerScheduledEntries } from './owner-scheduled';
import { entriesByIds, scheduleEntries } from './schedule-view';
import { scheduledItems, type ScheduledItemRow } from './schema';

/**
 * SPEC §7 Schedule: a member's own plan of days. Only the member's own items, of this app; another
 * member's item is as unknown as a missing one. The list also shows what the app scheduled
 * (owner-scheduled.ts), which the member cannot change. Days are the member's calendar days: "today" is
 * read in their profile's time zone, and a day before it is refused ('Cannot schedule in the past').
 */

type Member = { appId: string; id: string; timezone: string };

async function signedIn(ctx: AppContext): Promise<{ member: Member; today: string }> {
  const { member } = await ctx.requireMember();
  return {
    member: { appId: member.appId, id: member.id, timezone: member.timezone },
    today: dayAt(ctx.now().getTime(), member.timezone),
  };
}

function refusePast(date: string, today: string) {
  if (isInPast(date, today)) throw appError('schedule_in_past');
}

/** Whether the member may plan an item: the access engine on its page (drip-locked pages may be planned ahead). */
async function requireSchedulable(ctx: AppContext, itemType: ScheduleItemType, itemId: string) {
  let access: PageAccessResult;
  if (itemType === 'program') {
    access = await programAccess(ctx, itemId);
  } else if (itemType === 'event_occurrence') {
    access = await occurrenceAccess(ctx, itemId);
  } else {
    const [page] = await ctx.db
      .select({ id: pages.id, rootId: pages.rootId })
      .from(pages)
      .where(and(eq(pages.appId, ctx.app.id), eq(pages.id, itemId), eq(pages.isPublished, true)))
      .limit(1);
    const decision = page ? await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId }) : null;
    if (!decision) throw appError('page_not_found');
    access = decision.result;
  }
  if (!isPlannable(access)) throw appError('schedule_item_locked', { details: access });
}

/**
 * An item the app scheduled is the app's to change: the member who sees it is refused (403
 * `scheduled_item_read_only`); one they cannot see, of another app or that does not exist is 404.
 */
async function refuseOwnerItem(ctx: AppContext, member: Member, id: string): Promise<void> {
  const owned = parseOwnerScheduledItemId(id);
  if (!owned) return;
  const shown = await ownerScheduledEntries(ctx, member, { pageId: owned.pageId, from: owned.day, to: owned.day });
  if (shown.some((entry) => entry.id === id)) throw appError('scheduled_item_read_only');
  throw appError('scheduled_item_not_found');
}

async function ownItem(db: Db, member: Member, id: string): Promise<ScheduledItemRow> {
  const [row] = await db
    .select()
    .from(scheduledItems)
    .where(and(eq(scheduledItems.appId, member.appId), eq(scheduledItems.memberId, member.id), eq(scheduledItems.id, id)))
    .limit(1);
  if (!row) throw appError('scheduled_item_not_found');
  return row;
}

async function viewOf(db: Db, member: Member, id: string): Promise<ScheduleEntry> {
  const [entry] = await entriesByIds(db, member, [id]);
  if (!entry) throw appError('scheduled_item_not_found');
  return entry;
}

/**
 * `GET /schedule`: my items and the app's (owner-scheduled.ts) by day, a page of SCHEDULE_PAGE_SIZE at
 * a time. Without `from`, my own items come from the first (a plan is mine to look back on) and the
 * app's from today in my zone: its windows pile up over the years and are nobody's history.
 */
export async function listSchedule(
  ctx: AppContext,
  query: ContractQuery<typeof api.scheduleContract>,
): Promise<ContractResponse<typeof api.scheduleContract>> {
  const { member, today } = await signedIn(ctx);
  const page = query.page ?? 1;
  const filter = { itemId: query.item_id, itemType: query.item_type, contextId: query.context, filter: query.filter, from: query.from, to: query.to };
  const entries = await scheduleEntries(
    ctx.db,
    member,
    filter,
    { limit: SCHEDULE_PAGE_SIZE + 1, offset: (page - 1) * SCHEDULE_PAGE_SIZE },
    await ownerScheduledEntries(ctx, member, { ...filter, from: filter.from ?? today }),
  );
  const hasMore = entries.length > SCHEDULE_PAGE_SIZE;
  return { items: entries.slice(0, SCHEDULE_PAGE_SIZE), next_page: hasMore ? page + 1 : null };
}

/** `GET /schedule/filters`: each program I have days of, and each kind of page on my schedule (the app's items from today on included). */
export async function scheduleFilters(ctx: AppContext): Promise<ContractResponse<typeof api.scheduleFiltersContract>> {
  const { member, today } = await signedIn(ctx);
  const entries = [...(await scheduleEntries(ctx.db, member, {})), ...(await ownerScheduledEntries(ctx, member, { from: today }))];
  const programsSeen = new Map<string, { label: string; count: number }>();
  const types = new Map<string, number>();
  for (const entry of entries) {
    const programId = entry.context_type === 'program' ? entry.context_id : entry.item_type === 'program' ? entry.item_id : null;
    if (programId) {
      const label = String(entry.item_type === 'program' ? entry.item.data.title : (entry.item.data.context_title ?? ''));
      const seen = programsSeen.get(programId);
      programsSeen.set(programId, { label: seen?.label || label, count: (seen?.count ?? 0) + 1 });
    }
    const type = String(entry.item.data.page_content_type);
    types.set(type, (types.get(type) ?? 0) + 1);
  }
  return {
    filters: [
      ...[...programsSeen].map(([id, { label, count }]) => ({ value: `program:${id}`, kind: 'program' as const, label, count })),
      ...[...types].sort(([a], [b]) => a.localeCompare(b)).map(([type, count]) => ({ value: `type:${type}`, kind: 'content_type' as const, label: type, count })),
    ],
  };
}

/** `POST /schedule`: a page or a program on one of my days, today or later. */
export async function addToSchedule(ctx: AppContext, body: ContractBody<typeof api.addToScheduleContract>): Promise<ScheduleEntry> {
  const { member, today } = await signedIn(ctx);
  refusePast(body.date, today);
  await requireSchedulable(ctx, body.item_type, body.item_id);
  const [row] = await ctx.db
    .insert(scheduledItems)
    .values({ appId: member.appId, memberId: member.id, itemType: body.item_type, itemId: body.item_id, date: body.date })
    .returning({ id: scheduledItems.id });
  return viewOf(ctx.db, member, row!.id);
}

/**
 * `PUT /schedule/{id}`: another day, today or later. With shift_subsequent, the later days of the
 * same program (the item's context) move by as many days, all in one transaction.
 */
export async function reschedule(
  ctx: AppContext,
  id: string,
  body: ContractBody<typeof api.rescheduleContract>,
): Promise<ContractResponse<typeof api.rescheduleContract>> {
  const { member, today } = await signedIn(ctx);
  await refuseOwnerItem(ctx, member, id);
  const siblingIds = await ctx.db.transaction(async (tx) => {
    const item = await ownItem(tx, member, id);
    refusePast(body.date, today);
    let siblings: { id: string; date: string }[] = [];
    if (body.shift_subsequent && item.contextId) {
      const later = await tx
        .select({ id: scheduledItems.id, date: scheduledItems.date })
        .from(scheduledItems)
        .where(
          and(
            eq(scheduledItems.appId, member.appId),
            eq(scheduledItems.memberId, member.id),
            eq(scheduledItems.contextId, item.contextId),
            gt(scheduledItems.date, item.date),
          ),
        );
      siblings = shiftSubsequent(item, body.date, later).siblings;
    }
    await tx.update(scheduledItems).set({ date: body.date }).where(eq(scheduledItems.id, item.id));
    for (const sibling of siblings) await tx.update(scheduledItems).set({ date: sibling.date }).where(eq(scheduledItems.id, sibling.id));
    return siblings.map((s) => s.id);
  });
  return {
    rescheduled_item: await viewOf(ctx.db, member, id),
    rescheduled_siblings: await entriesByIds(ctx.db, member, siblingIds),
  };
}

/** `POST /schedule/{id}/duplicate`: a copy (same item and context) on another day, today or later. */
export async function duplicateScheduled(ctx: AppContext, id: string, body: ContractBody<typeof api.duplicateScheduledContract>): Promise<ScheduleEntry> {
  const { member, today } = await signedIn(ctx);
  await refuseOwnerItem(ctx, member, id);
  const item = await ownItem(ctx.db, member, id);
  refusePast(body.date, today);
  await requireSchedulable(ctx, item.itemType as ScheduleItemType, item.itemId);
  const [row] = await ctx.db
    .insert(scheduledItems)
    .values({ appId: member.appId, memberId: member.id, itemType: item.itemType, itemId: item.itemId, date: body.date, contextType: item.contextType, contextId: item.contextId })
    .returning({ id: scheduledItems.id });
  return viewOf(ctx.db, member, row!.id);
}

/** `DELETE /schedule/{id}`. */
export async function removeScheduled(ctx: AppContext, id: string): Promise<{ deleted_id: string }> {
  const { member } = await signedIn(ctx);
  await refuseOwnerItem(ctx, member, id);
  const item = await ownItem(ctx.db, member, id);
  await ctx.db.delete(scheduledItems).where(eq(scheduledItems.id, item.id));
  return { deleted_id: item.id };
}

/**
 * What is on my calendar from today on, mine and the app's (only the pages I may see), by day, for
 * My content's upcoming pages. The app's items come once per page, on their first day: a month-long
 * window is one upcoming page, not thirty entries crowding my own out of the first `limit`.
 */
export async function upcomingEntries(ctx: AppContext, member: Member, limit: number): Promise<ScheduleEntry[]> {
  const today = dayAt(ctx.now().getTime(), member.timezone);
  const firstDays = new Map<string, ScheduleEntry>();
  for (const entry of await ownerScheduledEntries(ctx, member, { from: today })) {
    const seen = firstDays.get(entry.item_id);
    if (!seen || entry.date < seen.date) firstDays.set(entry.item_id, entry);
  }
  return scheduleEntries(ctx.db, member, { from: today }, { limit, offset: 0 }, [...firstDays.values()]);
}
