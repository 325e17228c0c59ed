import type { analyticsContract, AnalyticsPoint, TopPage } from '@tessera/core/api/studio-insights';
import { addDays, dayOf, daysBetween, periodStart, periodsOf } from '@tessera/core/analytics/periods';
import type { ContractQuery, ContractResponse } from '@tessera/core/contract';
import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { OwnedAppContext } from '../apps/owned-app';
import { apps } from '../apps/schema';
import { orders } from '../commerce/schema';
import { paymentSettingsOf } from '../commerce/settings';
import { isPersonMember, members } from '../members/schema';
import { pages } from '../pages/schema';
import { pageCompletions } from '../progress/schema';
import { activities, activityDaily, activityMemberDays, activityPageDays, activityRollups, activitySessions } from './schema';
import { sessionDurationSql } from './sessions';

/**
 * Analytics (issue 16): raw sessions and activities are rolled up per app and UTC day by a job;
 * the studio reads rolled-up days and computes the rest (yesterday, today, any day the job has not
 * reached) from the raw rows with the same function, so today's numbers are live.
 */
export const ROLLUP_JOB = 'activity-rollup';
/** Days younger than this stay live: a late end-of-session beacon can still change them. */
const LIVE_DAYS = 2;
/** Days one app rolls up per transaction. */
const DAYS_PER_CHUNK = 31;

type DayNumbers = Omit<AnalyticsPoint, 'period' | 'active_members' | 'revenue'>;
export type ComputedDays = {
  days: Map<string, DayNumbers>;
  /** Who was active on which day. */
  memberDays: { day: string; memberId: string }[];
  pageDays: { day: string; pageId: string; views: number; completions: number }[];
};

const emptyDay = (): DayNumbers => ({ sessions: 0, time_in_app_ms: 0, page_views: 0, completions: 0, sign_ups: 0, installs: 0 });
const dayText = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const inDays = (column: PgColumn, from: string, to: string): SQL => and(gte(column, new Date(`${from}T00:00:00Z`)), lt(column, new Date(`${addDays(to, 1)}T00:00:00Z`)))!;

/** Every number of an app's days from the raw rows (what the rollup stores, and what the studio reads live). */
export async function computeDays(db: Db, appId: string, from: string, to: string): Promise<ComputedDays> {
  const days = new Map(daysBetween(from, to).map((day) => [day, emptyDay()]));
  const at = (day: string) => days.get(day);
  const byFirst = sql`1`;
  const [sessionRows, activityRows, completionRows, signUpRows, memberDayRows, pageViewRows, pageCompletionRows] = await Promise.all([
    db
      .select({ day: dayText(activitySessions.startedAt), n: count(), ms: sql<string>`coalesce(sum(${sessionDurationSql}), 0)` })
      .from(activitySessions)
      .where(and(eq(activitySessions.appId, appId), inDays(activitySessions.startedAt, from, to)))
      .groupBy(byFirst),
    db
      .select({ day: dayText(activities.occurredAt), type: activities.activityType, n: count() })
      .from(activities)
      .where(and(eq(activities.appId, appId), inArray(activities.activityType, ['page_viewed', 'app_downloaded']), inDays(activities.occurredAt, from, to)))
      .groupBy(byFirst, activities.activityType),
    db
      .select({ day: dayText(pageCompletions.completedAt), n: count() })
      .from(pageCompletions)
      .where(and(eq(pageCompletions.appId, appId), inDays(pageCompletions.completedAt, from, to)))
      .groupBy(byFirst),
    db
      .select({ day: dayText(members.createdAt), n: count() })
      .from(members)
      .where(and(eq(members.appId, appId), isPersonMember(), inDays(members.createdAt, from, to)))
      .groupBy(byFirst),
    db
      .selectDistinct({ day: dayText(activities.occurredAt), memberId: sql<string>`${activities.memberId}` })
      .from(activities)
      .where(and(eq(activities.appId, appId), isNotNull(activities.memberId), inDays(activities.occurredAt, from, to)))
      .union(
        db
          .selectDistinct({ day: dayText(activitySessions.startedAt), memberId: sql<string>`${activitySessions.memberId}` })
          .from(activitySessions)
          .where(and(eq(activitySessions.appId, appId), isNotNull(activitySessions.memberId), inDays(activitySessions.startedAt, from, to))),
      ),
    db
      .select({ day: dayText(activities.occurredAt), pageId: sql<string>`${activities.pageId}`, n: count() })
      .from(activities)
      .where(and(eq(activities.appId, appId), eq(activities.activityType, 'page_viewed'), isNotNull(activities.pageId), inDays(activities.occurredAt, from, to)))
      .groupBy(byFirst, activities.pageId),
    db
      .select({ day: dayText(pageCompletions.completedAt), pageId: pageCompletions.pageId, n: count() })
      .from(pageCompletions)
      .where(and(eq(pageCompletions.appId, appId), inDays(pageCompletions.completedAt, from, to)))
      .groupBy(byFirst, pageCompletions.pageId),
  ]);
  for (const row of sessionRows) {
    const day = at(row.day);
    if (day) {
      day.sessions = row.n;
      day.time_in_app_ms = Number(row.ms);
    }
  }
  for (const row of activityRows) {
    const day = at(row.day);
    if (day && row.type === 'page_viewed') day.page_views = row.n;
    if (day && row.type === 'app_downloaded') day.installs = row.n;
  }
  for (const row of completionRows) if (at(row.day)) at(row.day)!.completions = row.n;
  for (const row of signUpRows) if (at(row.day)) at(row.day)!.sign_ups = row.n;
  const pageDays = new Map<string, { day: string; pageId: string; views: number; completions: number }>();
  const pageDay = (day: string, pageId: string) => {
    const key = `${day} ${pageId}`;
    let entry = pageDays.get(key);
    if (!entry) pageDays.set(key, (entry = { day, pageId, views: 0, completions: 0 }));
    return entry;
  };
  for (const row of pageViewRows) pageDay(row.day, row.pageId).views = row.n;
  for (const row of pageCompletionRows) pageDay(row.day, row.pageId).completions = row.n;
  return { days, memberDays: memberDayRows, pageDays: [...pageDays.values()] };
}

/** Writes computed days over whatever was there: running it twice leaves the same rows. */
async function storeDays(tx: Db, appId: string, from: string, to: string, computed: ComputedDays) {
  const range = (column: PgColumn) => and(gte(column, from), lte(column, to));
  await tx.delete(activityDaily).where(and(eq(activityDaily.appId, appId), range(activityDaily.day)));
  await tx.delete(activityMemberDays).where(and(eq(activityMemberDays.appId, appId), range(activityMemberDays.day)));
  await tx.delete(activityPageDays).where(and(eq(activityPageDays.appId, appId), range(activityPageDays.day)));
  const activeByDay = new Map<string, number>();
  for (const { day } of computed.memberDays) activeByDay.set(day, (activeByDay.get(day) ?? 0) + 1);
  const daily = [...computed.days].map(([day, n]) => ({
    appId,
    day,
    activeMembers: activeByDay.get(day) ?? 0,
    sessions: n.sessions,
    timeInAppMs: n.time_in_app_ms,
    pageViews: n.page_views,
    completions: n.completions,
    signUps: n.sign_ups,
    installs: n.installs,
  }));
  // Only days with something in them are stored: a missing day reads as zeros.
  const busy = daily.filter((d) => d.activeMembers + d.sessions + d.pageViews + d.completions + d.signUps + d.installs > 0);
  if (busy.length) await tx.insert(activityDaily).values(busy);
  if (computed.memberDays.length) await tx.insert(activityMemberDays).values(computed.memberDays.map((m) => ({ appId, ...m })));
  if (computed.pageDays.length) await tx.insert(activityPageDays).values(computed.pageDays.map((p) => ({ appId, ...p })));
}

/**
 * The rollup job: every app's days up to the day before yesterday, a month of days per
 * transaction. An app's progress row is claimed FOR UPDATE SKIP LOCKED, so several processes roll
 * up different apps, and a rerun of a day rewrites the same numbers. Returns the chunks done.
 */
export async function rollUp(db: Db, now: Date, { maxChunks = 200 }: { maxChunks?: number } = {}): Promise<number> {
  const through = addDays(dayOf(now), -LIVE_DAYS);
  // Every app starts the day before it was made.
  await db
    .insert(activityRollups)
    .select(db.select({ appId: apps.id, rolledThrough: sql<string>`((${apps.createdAt} at time zone 'UTC')::date - 1)`.as('rolled_through'), updatedAt: sql<Date>`now()`.as('updated_at') }).from(apps))
    .onConflictDoNothing();
  let chunks = 0;
  while (chunks < maxChunks) {
    const isDone = await db.transaction(async (tx) => {
      const [state] = await tx
        .select()
        .from(activityRollups)
        .where(lt(activityRollups.rolledThrough, through))
        .orderBy(asc(activityRollups.rolledThrough))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!state) return true;
      const from = addDays(state.rolledThrough, 1);
      const to = [addDays(from, DAYS_PER_CHUNK - 1), through].sort()[0]!;
      await storeDays(tx, state.appId, from, to, await computeDays(tx, state.appId, from, to));
      await tx.update(activityRollups).set({ rolledThrough: to, updatedAt: now }).where(eq(activityRollups.appId, state.appId));
      return false;
    });
    if (isDone) break;
    chunks += 1;
  }
  return chunks;
}

/** Net revenue per UTC day in the app's currency: paid orders on the day they were paid, less refunds on the day of the refund. */
async function revenueByDay(db: Db, appId: string, currency: string, from: string, to: string): Promise<Map<string, number>> {
  const base = and(eq(orders.appId, appId), eq(orders.currency, currency), inArray(orders.status, ['paid', 'refunded']));
  const [paid, refunded] = await Promise.all([
    db.select({ day: dayText(orders.paidAt), sum: sql<string>`sum(${orders.total})` }).from(orders).where(and(base, inDays(orders.paidAt, from, to))).groupBy(sql`1`),
    db.select({ day: dayText(orders.refundedAt), sum: sql<string>`sum(${orders.total})` }).from(orders).where(and(base, inDays(orders.refundedAt, from, to))).groupBy(sql`1`),
  ]);
  const out = new Map<string, number>();
  for (const row of paid) out.set(row.day, (out.get(row.day) ?? 0) + Number(row.sum));
  for (const row of refunded) out.set(row.day, (out.get(row.day) ?? 0) - Number(row.sum));
  return out;
}

/** `GET /studio/apps/{id}/analytics`: rolled-up days plus live ones, bucketed into periods. */
export async function analytics(ctx: Pick<OwnedAppContext, 'db' | 'app' | 'services' | 'now'>, query: ContractQuery<typeof analyticsContract>): Promise<ContractResponse<typeof analyticsContract>> {
  const { db, app } = ctx;
  const { from, to, granularity } = query;
  const [state] = await db.select().from(activityRollups).where(eq(activityRollups.appId, app.id)).limit(1);
  const rolledThrough = state?.rolledThrough ?? '0000-01-01';
  const settings = await paymentSettingsOf(db, ctx.services, app.id);

  const numbers = new Map<string, DayNumbers>();
  const memberDays: { day: string; memberId: string }[] = [];
  const pageTotals = new Map<string, { views: number; completions: number }>();
  const addPage = (pageId: string, views: number, completions: number) => {
    const entry = pageTotals.get(pageId) ?? { views: 0, completions: 0 };
    entry.views += views;
    entry.completions += completions;
    pageTotals.set(pageId, entry);
  };

  const rolledTo = rolledThrough < to ? rolledThrough : to;
  const rolledRange = (column: PgColumn) => and(gte(column, from), lte(column, rolledTo));
  if (from <= rolledTo) {
    const [daily, people, pagesRolled] = await Promise.all([
      db.select().from(activityDaily).where(and(eq(activityDaily.appId, app.id), rolledRange(activityDaily.day))),
      db.select({ day: activityMemberDays.day, memberId: activityMemberDays.memberId }).from(activityMemberDays).where(and(eq(activityMemberDays.appId, app.id), rolledRange(activityMemberDays.day))),
      db
        .select({ pageId: activityPageDays.pageId, views: sql<string>`sum(${activityPageDays.views})`, completions: sql<string>`sum(${activityPageDays.completions})` })
        .from(activityPageDays)
        .where(and(eq(activityPageDays.appId, app.id), rolledRange(activityPageDays.day)))
        .groupBy(activityPageDays.pageId),
    ]);
    for (const d of daily) {
      numbers.set(d.day, { sessions: d.sessions, time_in_app_ms: d.timeInAppMs, page_views: d.pageViews, completions: d.completions, sign_ups: d.signUps, installs: d.installs });
    }
    memberDays.push(...people);
    for (const p of pagesRolled) addPage(p.pageId, Number(p.views), Number(p.completions));
  }
  const liveFrom = rolledThrough >= from ? addDays(rolledThrough, 1) : from;
  if (liveFrom <= to) {
    const live = await computeDays(db, app.id, liveFrom, to);
    for (const [day, n] of live.days) numbers.set(day, n);
    memberDays.push(...live.memberDays);
    for (const p of live.pageDays) addPage(p.pageId, p.views, p.completions);
  }
  const revenue = await revenueByDay(db, app.id, settings.currency, from, to);

  const periods = periodsOf(from, to, granularity);
  const points: AnalyticsPoint[] = periods.map((period) => ({ period, active_members: 0, sessions: 0, time_in_app_ms: 0, page_views: 0, completions: 0, sign_ups: 0, installs: 0, revenue: 0 }));
  const pointOf = new Map(points.map((p) => [p.period, p]));
  for (const day of daysBetween(from, to)) {
    const point = pointOf.get(periodStart(day, granularity))!;
    const n = numbers.get(day);
    if (n) for (const key of Object.keys(n) as (keyof DayNumbers)[]) point[key] += n[key];
    point.revenue += revenue.get(day) ?? 0;
  }
  const activeIn = new Map<string, Set<string>>();
  for (const { day, memberId } of memberDays) {
    const period = periodStart(day, granularity);
    if (!activeIn.has(period)) activeIn.set(period, new Set());
    activeIn.get(period)!.add(memberId);
  }
  for (const point of points) point.active_members = activeIn.get(point.period)?.size ?? 0;
  const sum = (key: keyof Omit<AnalyticsPoint, 'period'>) => points.reduce((total, p) => total + p[key], 0);

  const top = [...pageTotals].sort((a, b) => b[1].views - a[1].views || b[1].completions - a[1].completions).slice(0, 10);
  const pageRows = top.length ? await db.select({ id: pages.id, title: pages.title, path: pages.path }).from(pages).where(and(eq(pages.appId, app.id), inArray(pages.id, top.map(([id]) => id)))) : [];
  const top_pages: TopPage[] = top.map(([pageId, n]) => {
    const page = pageRows.find((row) => row.id === pageId);
    return { page_id: pageId, title: page?.title ?? null, path: page?.path ?? null, views: n.views, completions: n.completions };
  });

  return {
    from,
    to,
    granularity,
    currency: settings.currency,
    points,
    totals: {
      active_members: new Set(memberDays.map((m) => m.memberId)).size,
      sessions: sum('sessions'),
      time_in_app_ms: sum('time_in_app_ms'),
      page_views: sum('page_views'),
      completions: sum('completions'),
      sign_ups: sum('sign_ups'),
      installs: sum('installs'),
      revenue: sum('revenue'),
    },
    top_pages,
    generated_at: ctx.now().toISOString(),
  };
}
