import type { StudioCalendarEntry } from '@tessera/core/api/studio-schedule';
import type { StudioEvent } from '@tessera/core/api/studio-events';
import type { PageSchedule } from '@tessera/core/entities/page';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';

/**
 * The studio's calendar: one call for everything the app schedules in a period — event dates with
 * their bookings, the page windows members see on their schedule, pages opening on a fixed date —
 * for the app's owner only.
 */

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;
let event: StudioEvent;
let memberToken: string;
const today = dayAt(Date.now(), 'UTC');
const day = (offset: number) => addDays(today, offset);
const at = (offset: number, time: string) => `${day(offset)}T${time}:00.000Z`;
const window = (scope: PageSchedule['scope_type'], starts: string, ends: string | null, isMultiday = false): PageSchedule => ({
  starts_at: starts,
  ends_at: ends,
  scope_type: scope,
  is_multiday: isMultiday,
});
const calendar = (caller: StudioCaller, query: string, app = appId) => caller('GET', `/apps/${app}/calendar?${query}`);
const entriesOf = async (query: string): Promise<StudioCalendarEntry[]> => {
  const res = await calendar(owner, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries;
};
const line = (e: StudioCalendarEntry) =>
  `${e.date} ${e.kind} ${e.title}${e.kind === 'page_window' ? ` ${e.scope_type} ${e.span_day}/${e.span_days}` : ''}${e.kind === 'event_occurrence' ? ` ${e.status} ${e.booked_count}/${String(e.capacity)}` : ''}`;

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@calendar.test' });
  owner = mine.call;
  const theirs = await signedInOwner(t, { email: 'rival@calendar-rival.test', accountName: 'Rival' });
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'calendar', name: 'Calendar' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  const classPage = await createPage(t.db, { appId, path: '/class', title: 'Class page', contentType: 'event_occurrence' });
  await createPage(t.db, { appId, path: '/live', title: 'Live Q&A', contentType: 'stream', schedules: [window('page', at(2, '18:00'), at(2, '19:00'))] });
  // Two UTC days from the start of day 3.
  await createPage(t.db, { appId, path: '/challenge', title: 'Challenge', schedules: [window('account_app', at(3, '00:00'), at(5, '00:00'), true)] });
  // Members who may not open it still have it on the owner's calendar: the owner scheduled it.
  await createPage(t.db, { appId, path: '/vip', title: 'VIP night', access: { inherit: false, is_private: true }, schedules: [window('page', at(4, '20:00'), null)] });
  const stage = await createPage(t.db, {
    appId,
    path: '/week-3',
    title: 'Week 3',
    access: { inherit: false, is_scheduled: true, unlocks_at: at(6, '06:00') },
  });
  // Opens with its parent: not a date of its own.
  await createPage(t.db, { appId, path: '/week-3/day-1', title: 'Week 3 day 1', parentId: stage.id });
  await createPage(t.db, { appId, path: '/own-clock', title: 'Own clock', schedules: [window('subscriber', at(2, '08:00'), null)] });
  await createPage(t.db, { appId, path: '/draft', title: 'Draft session', isPublished: false, schedules: [window('page', at(2, '09:00'), null)] });
  await createPage(t.db, { appId, path: '/later', title: 'Later', schedules: [window('page', at(40, '09:00'), null)] });
  await rebuildPublishCache(t.db, appId);

  rivalAppId = (await createApp(t.db, { accountId: theirs.accountId, slug: 'calendar-rival', name: 'Rival' })).id;
  await createPage(t.db, { appId: rivalAppId, path: '/', title: 'Rival home', isHome: true });
  await createPage(t.db, { appId: rivalAppId, path: '/rival-live', title: 'Rival live', schedules: [window('account_app', at(2, '09:00'), null)] });
  await rebuildPublishCache(t.db, rivalAppId);

  const created = await owner('POST', `/apps/${appId}/events`, {
    title: 'Morning run',
    page_id: classPage.id,
    timezone: 'UTC',
    starts_at_local: `${day(1)}T07:00`,
    duration_minutes: 45,
    rrule: 'FREQ=DAILY;COUNT=3',
    capacity: 8,
  });
  expect(created.statusCode, created.body).toBe(201);
  event = created.json().event;
  memberToken = (await memberClient(t, 'calendar').signUp({ email: 'ada@calendar.test' })).authentication_token;
  const booked = await memberClient(t, 'calendar').call('POST', `/api/event_occurrences/${event.upcoming[0]!.id}/subscribe`, { token: memberToken, body: { subscribe: true } });
  expect(booked.statusCode, booked.body).toBe(200);
  expect((await owner('POST', `/apps/${appId}/event_occurrences/${event.upcoming[2]!.id}/cancel`)).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('GET /studio/apps/{app}/calendar', () => {
  it('lists event dates, page windows (each day of a multi-day one) and fixed-date openings, by day and start', async () => {
    const entries = await entriesOf(`from=${day(1)}&to=${day(7)}&timezone=UTC`);
    expect(entries.map(line)).toEqual([
      `${day(1)} event_occurrence Morning run scheduled 1/8`,
      `${day(2)} event_occurrence Morning run scheduled 0/8`,
      `${day(2)} page_window Live Q&A page 1/1`,
      `${day(3)} page_window Challenge account_app 1/2`,
      `${day(3)} event_occurrence Morning run cancelled 0/8`,
      `${day(4)} page_window Challenge account_app 2/2`,
      `${day(4)} page_window VIP night page 1/1`,
      `${day(6)} page_unlock Week 3`,
    ]);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const [run] = entries;
    expect(run).toMatchObject({ kind: 'event_occurrence', event_id: event.id, path: '/class', starts_at: at(1, '07:00'), ends_at: at(1, '07:45'), waitlist_count: 0 });
    expect(entries.find((e) => e.kind === 'page_window')).toMatchObject({ path: '/live', content_type: 'stream', starts_at: at(2, '18:00'), ends_at: at(2, '19:00') });
    expect(entries.find((e) => e.kind === 'page_unlock')).toMatchObject({ path: '/week-3', content_type: 'generic', starts_at: at(6, '06:00'), ends_at: null });
    // Never a member's own clock, a draft, a child opening with its parent, or another app's window.
    const all = JSON.stringify(entries);
    for (const hidden of ['Own clock', 'Draft session', 'Week 3 day 1', 'Rival live', 'Later']) expect(all).not.toContain(hidden);
  });

  it("lays everything on the owner's days in the zone asked", async () => {
    // Tokyo is nine hours ahead: the 18:00 UTC session is the next morning there.
    const entries = await entriesOf(`from=${day(3)}&to=${day(3)}&timezone=Asia/Tokyo`);
    expect(entries.map(line)).toEqual([
      `${day(3)} page_window Live Q&A page 1/1`,
      `${day(3)} page_window Challenge account_app 1/3`,
      `${day(3)} event_occurrence Morning run cancelled 0/8`,
    ]);
  });

  it('answers 400 for a day that is no day, an end before the start and a period over the most days', async () => {
    for (const query of [`from=${day(1)}`, `from=2026-02-30&to=${day(1)}`, 'from=tomorrow&to=later', `from=${day(1)}&to=${day(1)}&timezone=${'x'.repeat(65)}`]) {
      const res = await calendar(owner, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
    const backwards = await calendar(owner, `from=${day(5)}&to=${day(1)}`);
    expect([backwards.statusCode, backwards.json().error.details[0]]).toEqual([400, expect.objectContaining({ field: 'query.to', code: 'period_order' })]);
    const long = await calendar(owner, `from=${day(0)}&to=${day(92)}`);
    expect([long.statusCode, long.json().error.details[0]]).toEqual([400, expect.objectContaining({ field: 'query.to', code: 'period_too_long' })]);
    expect((await calendar(owner, `from=${day(0)}&to=${day(91)}`)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its query', () => {
    const document = t.server.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string }[] }>> };
    const operation = document.paths['/api/studio/apps/{appId}/calendar']?.get;
    expect(operation?.tags).toEqual(['studio', 'schedule']);
    expect(operation?.parameters?.map((p) => p.name).sort()).toEqual(['appId', 'from', 'timezone', 'to']);
  });

  it("is the owner's alone: another account's owner gets 404, a member or a visitor 401, and the owner sees nothing of other apps", async () => {
    const query = `from=${day(1)}&to=${day(7)}`;
    for (const res of [await calendar(rival, query), await calendar(owner, query, rivalAppId)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('app_not_found');
    }
    const url = `/api/studio/apps/${appId}/calendar?${query}`;
    const asMember = await t.server.inject({ method: 'GET', url, headers: { 'x-tessera-studio': '1', 'x-app-slug': 'calendar', 'x-user-token': memberToken } });
    const asVisitor = await t.server.inject({ method: 'GET', url, headers: { 'x-tessera-studio': '1' } });
    for (const res of [asMember, asVisitor]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('studio_sign_in_required');
    }
    const rivalOwn = await calendar(rival, query, rivalAppId);
    expect(rivalOwn.statusCode).toBe(200);
    expect(rivalOwn.json().entries.map((e: StudioCalendarEntry) => e.title)).toEqual(['Rival live']);
  });
});
