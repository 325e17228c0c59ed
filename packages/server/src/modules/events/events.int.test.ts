import type { StudioEvent } from '@tessera/core/api/studio-events';
import type { EventOccurrence } from '@tessera/core/entities/event';
import { localStartOf } from '@tessera/core/events/recurrence';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBookings, eventOccurrences, memberProducts, members } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let classPageId: string;
let premiumPageId: string;
let rivalOccurrenceId: string;
let live: StudioEvent;
let premium: StudioEvent;
let contestedId: string;
const tokens: Record<string, string> = {};
const client = () => memberClient(t, 'pulse');
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) =>
  client().call(method, `/api${url}`, { token, body });
const DAY = 86_400_000;
const tomorrowAt = (hour: number, zone: string) => `${localStartOf(Date.now() + DAY, zone).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const firstOccurrence = async (event: StudioEvent, token?: string): Promise<EventOccurrence> =>
  (await call('GET', `/event_occurrences/per_period?start=${today()}&end=${inDays(20)}&event_id=${event.id}&timezone=UTC`, token)).json().occurrences[0];
const book = (id: string, who: string, subscribe = true) => call('POST', `/event_occurrences/${id}/subscribe`, tokens[who], { subscribe });

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@pulse.test' });
  owner = mine.call;
  const theirs = await signedInOwner(t, { email: 'rival@rival.test', accountName: 'Rival' });
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'pulse', name: 'Pulse' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  classPageId = (await createPage(t.db, { appId, path: '/live', title: 'Live class', contentType: 'event_occurrence' })).id;
  premiumPageId = (
    await createPage(t.db, {
      appId,
      path: '/vip',
      title: 'VIP class',
      contentType: 'event_occurrence',
      access: { inherit: false, require_purchase: true, products: [{ id: 'vip' }] },
    })
  ).id;
  await rebuildPublishCache(t.db, appId);
  const rivalApp = await createApp(t.db, { accountId: theirs.accountId, slug: 'rival', name: 'Rival' });
  const rivalPage = await createPage(t.db, { appId: rivalApp.id, path: '/secret', title: 'Secret', contentType: 'event_occurrence' });
  await rebuildPublishCache(t.db, rivalApp.id);
  const rivalEvent = (
    await rival('POST', `/apps/${rivalApp.id}/events`, {
      title: 'Rival secret class',
      page_id: rivalPage.id,
      timezone: 'UTC',
      starts_at_local: tomorrowAt(9, 'UTC'),
      duration_minutes: 30,
    })
  ).json().event as StudioEvent;
  rivalOccurrenceId = rivalEvent.upcoming[0]!.id;
  for (const name of ['ana', 'ben', 'cam', 'dee']) {
    tokens[name] = (await client().signUp({ email: `${name}@pulse.test`, name })).authentication_token;
  }
});
afterAll(async () => t.close());

describe('events in the studio', () => {
  it('creates a weekly event, plans its occurrences at the same wall time, and refuses bad timing', async () => {
    const res = await owner('POST', `/apps/${appId}/events`, {
      title: 'Live HIIT; 45, min',
      description: 'Bring water',
      page_id: classPageId,
      timezone: 'Europe/Berlin',
      starts_at_local: tomorrowAt(7, 'Europe/Berlin'),
      duration_minutes: 45,
      rrule: 'FREQ=WEEKLY',
      capacity: 2,
      livestream_url: 'https://stream.example.test/hiit',
    });
    expect(res.statusCode, res.body).toBe(201);
    live = res.json().event;
    expect(live.upcoming.length).toBe(8);
    for (const o of live.upcoming) expect(localStartOf(Date.parse(o.starts_at), 'Europe/Berlin').slice(11)).toBe('07:00');
    const [{ n }] = (await t.db.select({ n: count() }).from(eventOccurrences).where(eq(eventOccurrences.eventId, live.id))) as [{ n: number }];
    expect(n).toBeGreaterThan(50);

    const base = { title: 'X', page_id: premiumPageId, timezone: 'UTC', starts_at_local: tomorrowAt(8, 'UTC'), duration_minutes: 30 };
    expect((await owner('POST', `/apps/${appId}/events`, { ...base, rrule: 'FREQ=HOURLY' })).json().error.details[0].code).toBe('rule_too_frequent');
    expect((await owner('POST', `/apps/${appId}/events`, { ...base, rrule: 'bogus' })).json().error.details[0].code).toBe('rule_invalid');
    expect((await owner('POST', `/apps/${appId}/events`, { ...base, timezone: 'Mars/Base' })).json().error.details[0].code).toBe('unknown_timezone');
    expect((await owner('POST', `/apps/${appId}/events`, { ...base, page_id: classPageId })).json().error.code).toBe('event_page_taken');
    expect((await owner('POST', `/apps/${appId}/events`, { ...base, page_id: rivalOccurrenceId })).statusCode).toBe(404);
    premium = (await owner('POST', `/apps/${appId}/events`, { ...base, capacity: null })).json().event;
    expect(premium.upcoming).toHaveLength(1);
  });

  it('keeps booked occurrences when the rule drops them (cancelled), and only the owner sees the studio', async () => {
    expect((await rival('GET', `/apps/${appId}/events`)).statusCode).toBe(404);
    expect((await rival('PATCH', `/apps/${appId}/events/${live.id}`, { title: 'Hijack' })).statusCode).toBe(404);
    expect((await owner('GET', `/apps/${appId}/event_occurrences/${rivalOccurrenceId}/bookings`)).statusCode).toBe(404);
  });
});

describe('booking', () => {
  it('books while spots last, waitlists after, and promotes the waiting in order when a booked member cancels', async () => {
    const occurrence = await firstOccurrence(live);
    expect(occurrence).toMatchObject({ spots_left: 2, my_status: null, has_livestream: true, livestream_url: null });
    expect((await book(occurrence.id, 'ana')).json().event_subscription).toMatchObject({ status: 'booked' });
    expect((await book(occurrence.id, 'ben')).json().event_subscription).toMatchObject({ status: 'booked' });
    const cam = (await book(occurrence.id, 'cam')).json().event_subscription;
    expect(cam).toMatchObject({ status: 'waitlisted', waitlist_position: 1, occurrence: { spots_left: 0, waitlist_count: 1 } });
    expect((await book(occurrence.id, 'dee')).json().event_subscription).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
    // Booking again changes nothing.
    expect((await book(occurrence.id, 'dee')).json().event_subscription).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });

    const cancelled = (await book(occurrence.id, 'ben', false)).json().event_subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', occurrence: { booked_count: 2, waitlist_count: 1 } });
    expect((await call('GET', `/event_occurrences/${occurrence.id}`, tokens.cam)).json().occurrence).toMatchObject({ my_status: 'booked' });
    expect((await call('GET', `/event_occurrences/${occurrence.id}`, tokens.dee)).json().occurrence).toMatchObject({ my_status: 'waitlisted', waitlist_position: 1 });

    const bookings = (await owner('GET', `/apps/${appId}/event_occurrences/${occurrence.id}/bookings`)).json().bookings;
    expect(bookings.map((b: { name: string; status: string }) => [b.name, b.status])).toEqual([
      ['ana', 'booked'],
      ['cam', 'booked'],
      ['dee', 'waitlisted'],
      ['ben', 'cancelled'],
    ]);

    // The attendee list as CSV: same order, escaped, a formula-like name defused; owner only.
    await t.db.update(members).set({ name: '=HYPERLINK("x"), ana' }).where(eq(members.email, 'ana@pulse.test'));
    const csv = await owner('GET', `/apps/${appId}/event_occurrences/${occurrence.id}/bookings.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attendees.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('name,email,status,position,booked_at');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\), ana",ana@pulse\.test,booked,,\d{4}-\d{2}-\d{2}T/);
    expect(lines.slice(2).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      'cam,cam@pulse.test,booked,',
      'dee,dee@pulse.test,waitlisted,1',
      'ben,ben@pulse.test,cancelled,',
    ]);
    await t.db.update(members).set({ name: 'ana' }).where(eq(members.email, 'ana@pulse.test'));
    expect((await rival('GET', `/apps/${appId}/event_occurrences/${occurrence.id}/bookings.csv`)).statusCode).toBe(404);
    expect((await owner('GET', `/apps/${appId}/event_occurrences/${rivalOccurrenceId}/bookings.csv`)).statusCode).toBe(404);

    const mine = (await call('GET', '/event_occurrences/subscriptions', tokens.cam)).json();
    expect(mine.event_subscriptions).toEqual([occurrence.id]);
    const signIn = (await client().login('cam@pulse.test', 'secret-password')).json();
    expect(signIn.event_subscriptions).toEqual([occurrence.id]);
    const myContent = (await call('GET', '/my-content', tokens.cam)).json();
    expect(myContent.events.map((p: { page_id: string }) => p.page_id)).toEqual([classPageId]);
  });

  it('gives the last spot to exactly one of three members asking at once, and queues the others in order', async () => {
    const second = (await call('GET', `/event_occurrences/per_period?start=${today()}&end=${inDays(20)}&event_id=${live.id}&timezone=UTC`)).json().occurrences[1] as EventOccurrence;
    contestedId = second.id;
    await book(second.id, 'ana');
    // Three members at once for the one spot left (on PostgreSQL these run on separate connections).
    const answers = await Promise.all(['ben', 'cam', 'dee'].map((who) => book(second.id, who)));
    const statuses = answers.map((a) => a.json().event_subscription.status as string);
    expect([...statuses].sort()).toEqual(['booked', 'waitlisted', 'waitlisted']);
    const positions = answers.map((a) => a.json().event_subscription.waitlist_position as number | null).filter((p) => p !== null);
    expect([...positions].sort()).toEqual([1, 2]);
    const [row] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.id, second.id));
    expect([row!.bookedCount, row!.waitlistCount]).toEqual([2, 2]);
    const [{ n }] = (await t.db.select({ n: count() }).from(eventBookings).where(eq(eventBookings.occurrenceId, second.id))) as [{ n: number }];
    expect(n).toBe(4);
  });

  it('shows the livestream link only to a booked member while the occurrence is live, and refuses ended and cancelled ones', async () => {
    const [nowRow] = await t.db
      .insert(eventOccurrences)
      .values({ appId, eventId: live.id, startsAt: new Date(Date.now() - 5 * 60_000), endsAt: new Date(Date.now() + 40 * 60_000) })
      .returning();
    await book(nowRow!.id, 'ana');
    expect((await call('GET', `/event_occurrences/${nowRow!.id}`, tokens.ana)).json().occurrence).toMatchObject({ phase: 'live', livestream_url: 'https://stream.example.test/hiit' });
    expect((await call('GET', `/event_occurrences/${nowRow!.id}`, tokens.ben)).json().occurrence.livestream_url).toBeNull();
    const [past] = await t.db
      .insert(eventOccurrences)
      .values({ appId, eventId: live.id, startsAt: new Date(Date.now() - 3 * DAY), endsAt: new Date(Date.now() - 3 * DAY + 60_000) })
      .returning();
    const [gone] = await t.db
      .insert(eventOccurrences)
      .values({ appId, eventId: live.id, status: 'cancelled', startsAt: new Date(Date.now() + 3 * 3_600_000), endsAt: new Date(Date.now() + 4 * 3_600_000) })
      .returning();
    expect((await book(past!.id, 'ana')).json().error.code).toBe('occurrence_over');
    expect((await book(gone!.id, 'ana')).json().error.code).toBe('occurrence_cancelled');
  });

  it('asks the access engine: a locked event answers 403 with the reason, a guest 401, foreign and unknown ids 404', async () => {
    const vip = await firstOccurrence(premium);
    expect((await call('GET', `/event_occurrences/${vip.id}/access`)).json().access).toMatchObject({ granted: false });
    const locked = await book(vip.id, 'ana');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'event_locked', details: { reason: 'require_purchase' } });
    const buyer = await createMember(t.db, { appId, email: 'buyer@pulse.test', password: 'buyer-password' });
    await t.db.insert(memberProducts).values({ appId, memberId: buyer.id, productId: 'vip' });
    const token = (await client().login('buyer@pulse.test', 'buyer-password')).json().authentication_token;
    expect((await call('POST', `/event_occurrences/${vip.id}/subscribe`, token)).json().event_subscription.status).toBe('booked');

    expect((await call('POST', `/event_occurrences/${(await firstOccurrence(live)).id}/subscribe`)).statusCode).toBe(401);
    expect((await call('GET', '/event_occurrences/subscriptions')).statusCode).toBe(401);
    expect((await book(rivalOccurrenceId, 'ana')).statusCode).toBe(404);
    expect((await call('GET', `/event_occurrences/${rivalOccurrenceId}/access`)).statusCode).toBe(404);
    expect((await call('GET', `/event_occurrences/${rivalOccurrenceId}/ics`)).statusCode).toBe(404);
    expect((await call('GET', '/event_occurrences/not-an-id/access')).statusCode).toBe(400);
  });
});

describe('per_period', () => {
  it('lists occurrences of the days asked in the member’s zone, and refuses bad periods', async () => {
    const listed = (await call('GET', `/event_occurrences/per_period?start=${today()}&end=${inDays(60)}&event_id=${live.id}`, tokens.ana)).json().occurrences;
    expect(listed.length).toBeGreaterThanOrEqual(8);
    expect(listed.every((o: EventOccurrence) => o.event_id === live.id)).toBe(true);
    const all = (await call('GET', `/event_occurrences/per_period?start=${today()}&end=${inDays(60)}`)).json().occurrences;
    expect(all.some((o: EventOccurrence) => o.event_id === premium.id)).toBe(true);
    expect(JSON.stringify(all)).not.toContain('Rival');
    const backwards = await call('GET', `/event_occurrences/per_period?start=${inDays(5)}&end=${today()}`);
    expect([backwards.statusCode, backwards.json().error.details[0].code]).toEqual([400, 'period_order']);
    expect((await call('GET', `/event_occurrences/per_period?start=${today()}&end=${inDays(500)}`)).json().error.details[0].code).toBe('period_too_long');
    expect((await call('GET', `/event_occurrences/per_period?start=2026-02-30&end=${today()}`)).statusCode).toBe(400);
    expect((await call('GET', '/event_occurrences/per_period?start=tomorrow&end=later')).statusCode).toBe(400);
  });
});

describe('calendars', () => {
  it('serves an occurrence as an escaped .ics file', async () => {
    const occurrence = await firstOccurrence(live);
    const res = await call('GET', `/event_occurrences/${occurrence.id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('SUMMARY:Live HIIT\\; 45\\, min');
    expect(res.body).toContain(`DTSTART:${occurrence.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(res.body).not.toContain('stream.example.test');
  });

  it('gives a member a secret feed of booked occurrences, rotatable and revocable', async () => {
    expect((await call('GET', '/event_occurrences/calendar_feed', tokens.ana)).json().url).toBeNull();
    const url = (await call('POST', '/event_occurrences/calendar_feed', tokens.ana)).json().url as string;
    const path = new URL(url).pathname;
    const feed = await client().call('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.body.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/event_occurrences/calendar_feed', tokens.ana)).json().url).toBe(url);
    const rotated = (await call('POST', '/event_occurrences/calendar_feed', tokens.ana)).json().url as string;
    expect(rotated).not.toBe(url);
    expect((await client().call('GET', path)).statusCode).toBe(404);
    expect((await memberClient(t, 'rival').call('GET', new URL(rotated).pathname)).statusCode).toBe(404);
    await call('DELETE', '/event_occurrences/calendar_feed', tokens.ana);
    expect((await client().call('GET', new URL(rotated).pathname)).statusCode).toBe(404);
    expect((await call('POST', '/event_occurrences/calendar_feed')).statusCode).toBe(401);
  });
});

describe('cancelling one date (EXDATE)', () => {
  it('cancels the date and its bookings, keeps it cancelled through re-planning, and refuses what it must', async () => {
    const runPage = await createPage(t.db, { appId, path: '/run', title: 'Morning run', contentType: 'event_occurrence' });
    await rebuildPublishCache(t.db, appId);
    const run = (
      await owner('POST', `/apps/${appId}/events`, { title: 'Morning run', page_id: runPage.id, timezone: 'Europe/Berlin', starts_at_local: tomorrowAt(7, 'Europe/Berlin'), duration_minutes: 30, rrule: 'FREQ=DAILY', capacity: 1 })
    ).json().event as StudioEvent;
    const target = run.upcoming[2]!;
    const day = localStartOf(Date.parse(target.starts_at), 'Europe/Berlin').slice(0, 10);
    expect((await book(target.id, 'ana')).json().event_subscription.status).toBe('booked');
    expect((await book(target.id, 'ben')).json().event_subscription.status).toBe('waitlisted');

    expect((await rival('POST', `/apps/${appId}/event_occurrences/${target.id}/cancel`)).statusCode).toBe(404);
    expect((await owner('POST', `/apps/${appId}/event_occurrences/${rivalOccurrenceId}/cancel`)).statusCode).toBe(404);
    expect((await owner('POST', `/apps/${appId}/event_occurrences/not-an-id/cancel`)).statusCode).toBe(400);
    const [past] = await t.db
      .insert(eventOccurrences)
      .values({ appId, eventId: run.id, startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() - DAY + 1_800_000) })
      .returning();
    expect((await owner('POST', `/apps/${appId}/event_occurrences/${past!.id}/cancel`)).json().error.code).toBe('occurrence_over');

    const res = await owner('POST', `/apps/${appId}/event_occurrences/${target.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled_bookings: 2, occurrence: { id: target.id, status: 'cancelled', booked_count: 0, waitlist_count: 0 } });
    expect((await call('GET', `/event_occurrences/${target.id}`, tokens.ana)).json().occurrence).toMatchObject({ status: 'cancelled', my_status: 'cancelled' });
    expect((await client().login('ana@pulse.test', 'secret-password')).json().event_subscriptions).not.toContain(target.id);
    expect((await book(target.id, 'cam')).json().error.code).toBe('occurrence_cancelled');
    expect((await owner('POST', `/apps/${appId}/event_occurrences/${target.id}/cancel`)).json().cancelled_bookings).toBe(0);

    // A new time re-plans every date; the cancelled day gets no new start and its row stays cancelled.
    const moved = (await owner('PATCH', `/apps/${appId}/events/${run.id}`, { starts_at_local: tomorrowAt(8, 'Europe/Berlin') })).json().event as StudioEvent;
    // A change names only what changes: the rule and the capacity stay.
    expect(moved).toMatchObject({ rrule: 'FREQ=DAILY', capacity: 1 });
    const onTheDay = (await call('GET', `/event_occurrences/per_period?start=${day}&end=${day}&event_id=${run.id}&timezone=Europe/Berlin`)).json().occurrences as EventOccurrence[];
    expect(onTheDay.map((o) => [o.id, o.status])).toEqual([[target.id, 'cancelled']]);
    const dayAfter = localStartOf(Date.parse(target.starts_at) + DAY, 'Europe/Berlin').slice(0, 10);
    const next = (await call('GET', `/event_occurrences/per_period?start=${dayAfter}&end=${dayAfter}&event_id=${run.id}&timezone=Europe/Berlin`)).json().occurrences as EventOccurrence[];
    expect(next.map((o) => [localStartOf(Date.parse(o.starts_at), 'Europe/Berlin').slice(11), o.status])).toEqual([['08:00', 'scheduled']]);
  });
});

describe('changing and deleting events', () => {
  it('promotes the waiting when the capacity grows, and cancels booked occurrences the new rule drops', async () => {
    const second = (await call('GET', `/event_occurrences/${contestedId}`)).json().occurrence as EventOccurrence;
    expect(second.waitlist_count).toBe(2);
    const grown = await owner('PATCH', `/apps/${appId}/events/${live.id}`, { capacity: 3 });
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await call('GET', `/event_occurrences/${second.id}`)).json().occurrence).toMatchObject({ booked_count: 3, waitlist_count: 1 });
    const shifted = await owner('PATCH', `/apps/${appId}/events/${live.id}`, { starts_at_local: tomorrowAt(18, 'Europe/Berlin') });
    expect(shifted.statusCode).toBe(200);
    expect((await call('GET', `/event_occurrences/${second.id}`)).json().occurrence.status).toBe('cancelled');
    expect((await owner('DELETE', `/apps/${appId}/events/${live.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/event_occurrences/${second.id}`)).statusCode).toBe(404);
  });
});
