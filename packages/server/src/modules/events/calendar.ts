import { buildCalendar, type IcsEvent } from '@tessera/core/events/ics';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { newToken } from '../../credentials/tokens';
import { occurrencesWithEvents, type OccurrenceWithEvent } from './occurrence-view';
import { calendarFeeds, eventBookings, eventOccurrences } from './schema';

/**
 * Add to calendar: one occurrence as an `.ics` file, and a member's feed of booked occurrences at an
 * address with a secret token (a capability URL, like calendar apps' private addresses: rotating
 * makes a new one and the old stops at once; revoking removes it).
 */

const FEED_PAST_DAYS = 30;

const icsOf = (item: OccurrenceWithEvent, origin: string): IcsEvent => ({
  uid: `${item.occurrence.id}@tessera`,
  startsAt: item.occurrence.startsAt,
  endsAt: item.occurrence.endsAt,
  summary: item.event.title,
  description: item.event.description || null,
  location: item.event.location ?? (item.event.livestreamUrl ? 'Online' : null),
  url: item.path ? `${origin}${item.path}` : null,
  status: item.occurrence.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
});

/** `GET /api/event_occurrences/{id}/ics`: null when unknown in this app (published event pages only). */
export async function occurrenceIcs(ctx: AppContext, occurrenceId: string, origin: string): Promise<string | null> {
  const [item] = await occurrencesWithEvents(ctx.db, ctx.app.id, eq(eventOccurrences.id, occurrenceId), 1);
  if (!item) return null;
  return buildCalendar([icsOf(item, origin)], { now: ctx.now(), name: ctx.app.name });
}

/** The feed of the member the token belongs to (in this app): their booked occurrences from a month ago on. */
export async function feedIcs(ctx: AppContext, token: string, origin: string): Promise<string | null> {
  const [feed] = await ctx.db
    .select({ memberId: calendarFeeds.memberId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.appId, ctx.app.id), eq(calendarFeeds.token, token)))
    .limit(1);
  if (!feed) return null;
  const since = new Date(ctx.now().getTime() - FEED_PAST_DAYS * 86_400_000);
  const items = await occurrencesWithEvents(
    ctx.db,
    ctx.app.id,
    and(
      gte(eventOccurrences.startsAt, since),
      sql`${eventOccurrences.id} in (select ${eventBookings.occurrenceId} from ${eventBookings} where ${eventBookings.memberId} = ${feed.memberId} and ${eventBookings.status} = 'booked')`,
    ),
  );
  return buildCalendar(
    items.map((item) => icsOf(item, origin)),
    { now: ctx.now(), name: ctx.app.name },
  );
}

const feedUrl = (origin: string, token: string) => `${origin}/api/event_occurrences/feed/${token}.ics`;

export async function calendarFeed(ctx: AppContext, origin: string): Promise<{ url: string | null }> {
  const { member } = await ctx.requireMember();
  const [feed] = await ctx.db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.appId, member.appId), eq(calendarFeeds.memberId, member.id)))
    .limit(1);
  return { url: feed ? feedUrl(origin, feed.token) : null };
}

export async function rotateCalendarFeed(ctx: AppContext, origin: string): Promise<{ url: string }> {
  const { member } = await ctx.requireMember();
  const token = newToken();
  await ctx.db
    .insert(calendarFeeds)
    .values({ appId: member.appId, memberId: member.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { token, createdAt: ctx.now() } });
  return { url: feedUrl(origin, token) };
}

export async function revokeCalendarFeed(ctx: AppContext): Promise<{ url: null }> {
  const { member } = await ctx.requireMember();
  await ctx.db.delete(calendarFeeds).where(and(eq(calendarFeeds.appId, member.appId), eq(calendarFeeds.memberId, member.id)));
  return { url: null };
}
