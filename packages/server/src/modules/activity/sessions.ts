import type { myActivityContract, recordActivityContract, SessionBeacon } from '@tessera/core/api/activity';
import { MY_ACTIVITY_PAGE_SIZE } from '@tessera/core/api/activity';
import type { ContractBody, ContractResponse } from '@tessera/core/contract';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import type { DomainEvent } from '../../context/domain-events';
import { pages } from '../pages/schema';
import { pageCompletions } from '../progress/schema';
import { activities, activitySessions } from './schema';

/** One open segment counts at most this long (a tab left visible overnight is not twelve hours of use). */
export const MAX_SEGMENT_MS = 4 * 60 * 60_000;
/** A client clock further than this from the server's is not believed. */
const CLOCK_SKEW_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session headers every member-app call carries (SPEC §7); absent from other clients. */
export type SessionHeaders = { sessionKey: string | null; deviceId: string | null };

const clean = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null);
export const sessionHeadersOf = (headers: Record<string, unknown>): SessionHeaders => ({ sessionKey: clean(headers['x-session-id']), deviceId: clean(headers['x-device-id']) });

/** The open segment's length in SQL, capped. */
const openSegmentMs = (at: Date) =>
  sql<number>`least(${MAX_SEGMENT_MS}, greatest(0, floor(extract(epoch from (${at.toISOString()}::timestamptz - ${activitySessions.segmentStartedAt})) * 1000)))::bigint`;

/**
 * The session row of this load: made on first sight (the session started with the load), seen now,
 * and tied to the member once one is signed in. A different device naming the same session id is
 * not believed: null, and the activity is kept without a session.
 */
async function touchSession(db: Db, appId: string, headers: SessionHeaders, memberId: string | null, at: Date): Promise<string | null> {
  if (!headers.sessionKey || !headers.deviceId) return null;
  const [row] = await db
    .insert(activitySessions)
    .values({ appId, sessionKey: headers.sessionKey, deviceId: headers.deviceId, memberId, startedAt: at, segmentStartedAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [activitySessions.appId, activitySessions.sessionKey],
      set: {
        lastSeenAt: sql`greatest(${activitySessions.lastSeenAt}, excluded.last_seen_at)`,
        memberId: sql`coalesce(${activitySessions.memberId}, excluded.member_id)`,
      },
      setWhere: eq(activitySessions.deviceId, headers.deviceId),
    })
    .returning({ id: activitySessions.id });
  return row?.id ?? null;
}

/** When the client says it happened, unless its clock is far off. */
function occurredAt(ts: number | string | undefined, now: Date): Date {
  if (ts === undefined) return now;
  const at = new Date(ts);
  return Number.isNaN(at.getTime()) || Math.abs(at.getTime() - now.getTime()) > CLOCK_SKEW_MS ? now : at;
}

/** `PUT /activity`: one activity of this browser (and member), in its session. */
export async function recordActivity(ctx: AppContext, headers: SessionHeaders, body: ContractBody<typeof recordActivityContract>): Promise<ContractResponse<typeof recordActivityContract>> {
  const auth = await ctx.member();
  const now = ctx.now();
  const at = occurredAt(body.ts, now);
  const memberId = auth?.member.id ?? null;
  const pageId = typeof body.data.page_id === 'string' && UUID.test(body.data.page_id) ? body.data.page_id : null;
  await ctx.db.transaction(async (tx) => {
    const sessionId = await touchSession(tx, ctx.app.id, headers, memberId, now);
    await tx.insert(activities).values({ appId: ctx.app.id, sessionId, memberId, activityType: body.activity_type, pageId, data: body.data, occurredAt: at });
  });
  return { recorded: true };
}

/** `POST /activity/end_session`: closes the open segment; a second end (or a stranger's) changes nothing. */
export async function endSession(db: Db, appId: string, beacon: SessionBeacon, now: Date): Promise<void> {
  await db
    .update(activitySessions)
    .set({ activeMs: sql`${activitySessions.activeMs} + ${openSegmentMs(now)}`, endedAt: now, lastSeenAt: now })
    .where(and(eq(activitySessions.appId, appId), eq(activitySessions.sessionKey, beacon.session_id), eq(activitySessions.deviceId, beacon.device_id), sql`${activitySessions.endedAt} is null`));
}

/** `POST /activity/resume_session`: starts the session on load, or opens a new segment of an ended one. */
export async function resumeSession(db: Db, appId: string, beacon: SessionBeacon, now: Date): Promise<void> {
  await db
    .insert(activitySessions)
    .values({ appId, sessionKey: beacon.session_id, deviceId: beacon.device_id, startedAt: now, segmentStartedAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [activitySessions.appId, activitySessions.sessionKey],
      set: {
        segmentStartedAt: sql`case when ${activitySessions.endedAt} is null then ${activitySessions.segmentStartedAt} else excluded.segment_started_at end`,
        endedAt: null,
        lastSeenAt: sql`greatest(${activitySessions.lastSeenAt}, excluded.last_seen_at)`,
      },
      setWhere: eq(activitySessions.deviceId, beacon.device_id),
    });
}

/** How long a session lasted, as SQL over its row (closed segments plus the open one, capped). */
export const sessionDurationSql = sql<number>`(${activitySessions.activeMs} + case when ${activitySessions.endedAt} is null then least(${MAX_SEGMENT_MS}, greatest(0, floor(extract(epoch from (${activitySessions.lastSeenAt} - ${activitySessions.segmentStartedAt})) * 1000))) else 0 end)`;

/** `GET /activity`: the member's own history (SPEC §2 my content › activity) and their last 30 days. */
export async function myActivity(ctx: AppContext, before: string | undefined): Promise<ContractResponse<typeof myActivityContract>> {
  const { member } = await ctx.requireMember();
  const since = new Date(ctx.now().getTime() - 30 * 86_400_000);
  const mine = and(eq(activities.appId, ctx.app.id), eq(activities.memberId, member.id));
  const [rows, [sessions], [views], [completions]] = await Promise.all([
    ctx.db
      .select({ id: activities.id, type: activities.activityType, at: activities.occurredAt, pageId: activities.pageId, title: pages.title, path: pages.path, data: activities.data })
      .from(activities)
      .leftJoin(pages, and(eq(pages.id, activities.pageId), eq(pages.appId, ctx.app.id)))
      .where(and(mine, before ? lt(activities.occurredAt, new Date(before)) : undefined))
      .orderBy(desc(activities.occurredAt), desc(activities.id))
      .limit(MY_ACTIVITY_PAGE_SIZE + 1),
    ctx.db
      .select({ n: count(), ms: sql<string>`coalesce(sum(${sessionDurationSql}), 0)` })
      .from(activitySessions)
      .where(and(eq(activitySessions.appId, ctx.app.id), eq(activitySessions.memberId, member.id), gte(activitySessions.startedAt, since))),
    ctx.db.select({ n: count() }).from(activities).where(and(mine, eq(activities.activityType, 'page_viewed'), gte(activities.occurredAt, since))),
    ctx.db.select({ n: count() }).from(pageCompletions).where(and(eq(pageCompletions.appId, ctx.app.id), eq(pageCompletions.memberId, member.id), gte(pageCompletions.completedAt, since))),
  ]);
  const page = rows.slice(0, MY_ACTIVITY_PAGE_SIZE);
  return {
    items: page.map((row) => ({
      id: row.id,
      activity_type: row.type,
      ts: row.at.toISOString(),
      // A page since deleted keeps its id; the title the client sent is a fallback.
      page: row.pageId ? { id: row.pageId, title: row.title ?? (typeof row.data.title === 'string' ? row.data.title : null), path: row.path } : null,
    })),
    next_before: rows.length > MY_ACTIVITY_PAGE_SIZE ? page.at(-1)!.at.toISOString() : null,
    last_30_days: { sessions: sessions?.n ?? 0, time_in_app_ms: Number(sessions?.ms ?? 0), page_views: views?.n ?? 0, completions: completions?.n ?? 0 },
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A member's doings that other modules announce as domain events join their activity history: a
 * finished workout session (issue 14) is a `workout_completed` activity on its page.
 */
export const recordDomainActivity = async (tx: Db, event: DomainEvent) => {
  if (event.type !== 'workout.completed') return;
  const memberId = text(event.data.member_id);
  if (!memberId) return;
  const pageId = text(event.data.page_id);
  await tx.insert(activities).values({
    appId: event.appId,
    memberId,
    activityType: 'workout_completed',
    pageId: pageId && UUID.test(pageId) ? pageId : null,
    data: { workout_id: text(event.data.workout_id), session_id: text(event.data.session_id), title: text(event.data.title) },
    occurredAt: event.occurredAt,
  });
};
