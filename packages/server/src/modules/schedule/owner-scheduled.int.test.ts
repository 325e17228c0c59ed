import type { ScheduleEntry } from '@tessera/core/api/schedule';
import type { PageSchedule } from '@tessera/core/entities/page';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, scheduledItems } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';

/**
 * SPEC §3 Scheduled item scopes: `GET /schedule` merges what the app scheduled (a published page's
 * own window scoped `page` or `account_app`) with the member's own items, in the member's zone,
 * only for pages the member may see; the app's items are read-only.
 */

let t: TestServer;
let appId: string;
let livePageId: string;
let challengePageId: string;
let privatePageId: string;
let workoutPageId: string;
let rivalPageId: string;
let mia: string;
let nina: string;
const today = dayAt(Date.now(), 'UTC');
const at = (offset: number, time = '00:00') => `${addDays(today, offset)}T${time}:00.000Z`;
const window = (scope: PageSchedule['scope_type'], starts: string | null, ends: string | null, isMultiday = false): PageSchedule => ({
  starts_at: starts,
  ends_at: ends,
  scope_type: scope,
  is_multiday: isMultiday,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  memberClient(t, 'scoped').call(method, `/api${url}`, { token, body });
const list = async (token: string, query: string): Promise<ScheduleEntry[]> => {
  const res = await call('GET', `/schedule?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const summary = (items: ScheduleEntry[]) =>
  items.map((i) => `${i.date} ${String(i.item.data.title)} ${i.scope_type}${i.scope_type === 'subscriber' ? '' : ` ${String(i.item.data.span_day)}/${String(i.item.data.span_days)}`}`);

beforeAll(async () => {
  t = await createTestServer();
  const owner = await signedInOwner(t, { email: 'owner@scoped.test' });
  appId = (await createApp(t.db, { accountId: owner.accountId, slug: 'scoped', name: 'Scoped' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  livePageId = (await createPage(t.db, { appId, path: '/live', title: 'Live class', contentType: 'stream', schedules: [window('page', at(1, '10:00'), at(1, '11:00'))] })).id;
  // Three UTC days: from the start of day +2 until (not including) the start of day +5.
  challengePageId = (await createPage(t.db, { appId, path: '/challenge', title: 'Challenge', schedules: [window('account_app', at(2), at(5), true)] })).id;
  workoutPageId = (await createPage(t.db, { appId, path: '/legs', title: 'Leg day', contentType: 'workout' })).id;
  privatePageId = (
    await createPage(t.db, { appId, path: '/vip', title: 'VIP session', access: { inherit: false, is_private: true }, schedules: [window('page', at(1, '12:00'), at(1, '13:00'))] })
  ).id;
  await createPage(t.db, {
    appId,
    path: '/premium',
    title: 'Premium session',
    access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] },
    schedules: [window('page', at(1, '14:00'), null)],
  });
  await createPage(t.db, { appId, path: '/draft', title: 'Draft session', isPublished: false, schedules: [window('page', at(1, '15:00'), null)] });
  await createPage(t.db, { appId, path: '/own-clock', title: 'Own clock', schedules: [window('subscriber', at(1, '08:00'), null)] });
  await createPage(t.db, { appId, path: '/no-start', title: 'No start', schedules: [window('page', null, at(3))] });
  await rebuildPublishCache(t.db, appId);
  const rival = await signedInOwner(t, { email: 'rival@scoped-rival.test', accountName: 'Rival' });
  const rivalApp = await createApp(t.db, { accountId: rival.accountId, slug: 'scoped-rival', name: 'Rival' });
  await createPage(t.db, { appId: rivalApp.id, path: '/', title: 'Rival home', isHome: true });
  rivalPageId = (await createPage(t.db, { appId: rivalApp.id, path: '/rival-live', title: 'Rival live', schedules: [window('account_app', at(1, '09:00'), null)] })).id;
  await rebuildPublishCache(t.db, rivalApp.id);
  mia = (await memberClient(t, 'scoped').signUp({ email: 'mia@scoped.test' })).authentication_token;
  nina = (await memberClient(t, 'scoped').signUp({ email: 'nina@scoped.test' })).authentication_token;
  await t.db.update(members).set({ timezone: 'UTC' }).where(eq(members.email, 'mia@scoped.test'));
  await t.db.update(members).set({ timezone: 'America/New_York' }).where(eq(members.email, 'nina@scoped.test'));
  const planned = await call('POST', '/schedule', mia, { item_id: workoutPageId, item_type: 'page', date: addDays(today, 3) });
  expect(planned.statusCode, planned.body).toBe(200);
});
afterAll(async () => t.close());

describe('GET /schedule with what the app scheduled', () => {
  it('merges the app’s items the member may see with their own, by day, a multi-day window on each of its days', async () => {
    const items = await list(mia, `from=${today}&to=${addDays(today, 6)}`);
    expect(summary(items)).toEqual([
      `${addDays(today, 1)} Live class page 1/1`,
      `${addDays(today, 2)} Challenge account_app 1/3`,
      `${addDays(today, 3)} Challenge account_app 2/3`,
      `${addDays(today, 3)} Leg day subscriber`,
      `${addDays(today, 4)} Challenge account_app 3/3`,
    ]);
    const [live, challenge] = items;
    expect(live).toMatchObject({
      item_id: livePageId,
      item_type: 'page',
      context_type: 'page',
      context_id: livePageId,
      item: { data: { page_id: livePageId, path: '/live', page_content_type: 'stream' } },
      schedule: { starts_at: at(1, '10:00'), ends_at: at(1, '11:00'), scope_type: 'page', is_multiday: false },
    });
    expect(challenge).toMatchObject({ context_type: 'account_app', context_id: appId, schedule: { scope_type: 'account_app', is_multiday: true, starts_at: at(2), ends_at: at(5) } });
    // Each day of a span is its own item.
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    // Never a private, purchase-locked, unpublished, subscriber-scoped, start-less or another app's window.
    const titles = JSON.stringify(items);
    for (const hidden of ['VIP session', 'Premium session', 'Draft session', 'Own clock', 'No start', 'Rival live', privatePageId, rivalPageId]) expect(titles).not.toContain(hidden);
  });

  it('shows only the days of a span inside from–to, still counted from the span’s first day', async () => {
    expect(summary(await list(mia, `from=${addDays(today, 3)}&to=${addDays(today, 3)}`))).toEqual([
      `${addDays(today, 3)} Challenge account_app 2/3`,
      `${addDays(today, 3)} Leg day subscriber`,
    ]);
  });

  it("places the app's windows on the member's own days (New York: the challenge starts the evening before)", async () => {
    expect(summary(await list(nina, `from=${today}&to=${addDays(today, 6)}`))).toEqual([
      `${addDays(today, 1)} Live class page 1/1`,
      `${addDays(today, 1)} Challenge account_app 1/4`,
      `${addDays(today, 2)} Challenge account_app 2/4`,
      `${addDays(today, 3)} Challenge account_app 3/4`,
      `${addDays(today, 4)} Challenge account_app 4/4`,
    ]);
  });

  it('keeps filters working across both kinds', async () => {
    const range = `from=${today}&to=${addDays(today, 6)}`;
    expect(summary(await list(mia, `${range}&filter=type:stream`))).toEqual([`${addDays(today, 1)} Live class page 1/1`]);
    expect(summary(await list(mia, `${range}&filter=type:workout`))).toEqual([`${addDays(today, 3)} Leg day subscriber`]);
    expect(summary(await list(mia, `${range}&item_id=${challengePageId}&item_type=page`))).toHaveLength(3);
    expect(summary(await list(mia, `${range}&context=${appId}`))).toHaveLength(3);
    expect(await list(mia, `${range}&item_type=program`)).toEqual([]);
    const filters = (await call('GET', '/schedule/filters', mia)).json().filters as { value: string }[];
    expect(filters.map((f) => f.value)).toEqual(expect.arrayContaining(['type:stream', 'type:generic', 'type:workout']));
  });

  it('pages the merged list: every item once, in order, pages full', async () => {
    const sam = (await memberClient(t, 'scoped').signUp({ email: 'sam@scoped.test' })).authentication_token;
    const [samRow] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, 'sam@scoped.test'));
    await t.db.insert(scheduledItems).values(
      Array.from({ length: 250 }, (_, n) => ({ appId, memberId: samRow!.id, itemType: 'page', itemId: workoutPageId, date: addDays(today, n % 5) })),
    );
    const first = await call('GET', `/schedule?from=${today}&to=${addDays(today, 6)}&page=1`, sam);
    const second = await call('GET', `/schedule?from=${today}&to=${addDays(today, 6)}&page=2`, sam);
    expect(first.json().items).toHaveLength(200);
    expect(first.json().next_page).toBe(2);
    expect(second.json().next_page).toBeNull();
    const all: ScheduleEntry[] = [...first.json().items, ...second.json().items];
    expect(all).toHaveLength(254);
    expect(new Set(all.map((i) => i.id)).size).toBe(254);
    expect(all.map((i) => i.date)).toEqual([...all.map((i) => i.date)].sort());
    // On a day, the app's items come first.
    const dayTwo = all.filter((i) => i.date === addDays(today, 2));
    expect(dayTwo[0]!.scope_type).toBe('account_app');
  });
});

describe("My content's upcoming pages", () => {
  const upcoming = async (token: string) => {
    const res = await call('GET', '/my-content', token);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().upcoming_pages as { title: string }[]).map((p) => p.title);
  };

  it("holds the app's pages the member may see with their own, soonest first, each page once", async () => {
    expect(await upcoming(mia)).toEqual(['Live class', 'Challenge', 'Leg day']);
    // Planned by the member too, the app's page is still one upcoming page.
    const planned = await call('POST', '/schedule', nina, { item_id: livePageId, item_type: 'page', date: addDays(today, 3) });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(await upcoming(nina)).toEqual(['Live class', 'Challenge']);
    expect((await call('DELETE', `/schedule/${planned.json().scheduled_item.id as string}`, nina)).statusCode).toBe(200);
  });
});

describe('GET /schedule without from', () => {
  it("lists the app's windows from today in the member's zone, and the member's own items from the first", async () => {
    await createPage(t.db, { appId, path: '/last-week', title: 'Last week', schedules: [window('page', at(-6, '10:00'), null), window('page', at(2, '18:00'), null)] });
    await rebuildPublishCache(t.db, appId);
    const [miaRow] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, 'mia@scoped.test'));
    // A day of mia's own that has passed (the API refuses planning one; time made it so).
    await t.db.insert(scheduledItems).values({ appId, memberId: miaRow!.id, itemType: 'page', itemId: workoutPageId, date: addDays(today, -4) });

    const unbounded = summary(await list(mia, ''));
    expect(unbounded).toContain(`${addDays(today, -4)} Leg day subscriber`);
    expect(unbounded).toContain(`${addDays(today, 2)} Last week page 1/1`);
    expect(unbounded.filter((line) => line.includes('Last week'))).toEqual([`${addDays(today, 2)} Last week page 1/1`]);
    expect(unbounded.every((line) => line.endsWith('subscriber') || line >= today)).toBe(true);
    // One page's dates (the add-to-schedule dialog's question): the past window stays out too.
    expect(summary(await list(mia, `item_id=${challengePageId}&item_type=page`))).toHaveLength(3);
    // Asked for, the past window is there.
    expect(summary(await list(mia, `from=${addDays(today, -7)}&to=${addDays(today, -1)}`))).toEqual([
      `${addDays(today, -6)} Last week page 1/1`,
      `${addDays(today, -4)} Leg day subscriber`,
    ]);
    await t.db.delete(scheduledItems).where(eq(scheduledItems.date, addDays(today, -4)));
  });
});

describe("the app's items are read-only", () => {
  it('refuses moving, duplicating and removing one (403), and changes nothing', async () => {
    const [live] = await list(mia, `from=${addDays(today, 1)}&to=${addDays(today, 1)}`);
    expect(live!.scope_type).toBe('page');
    const before = (await t.db.select({ n: count() }).from(scheduledItems))[0]!.n;
    const id = encodeURIComponent(live!.id);
    for (const res of [
      await call('PUT', `/schedule/${id}`, mia, { date: addDays(today, 2), shift_subsequent: true }),
      await call('POST', `/schedule/${id}/duplicate`, mia, { date: addDays(today, 2) }),
      await call('DELETE', `/schedule/${id}`, mia),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('scheduled_item_read_only');
    }
    expect((await t.db.select({ n: count() }).from(scheduledItems))[0]!.n).toBe(before);
    expect(summary(await list(mia, `from=${addDays(today, 1)}&to=${addDays(today, 1)}`))).toEqual([`${addDays(today, 1)} Live class page 1/1`]);
  });

  it('answers 404 for an app item the member cannot see, of another app, or on a day it is not on; 400 for a malformed id', async () => {
    for (const id of [`app:${privatePageId}:0:${addDays(today, 1)}`, `app:${rivalPageId}:0:${addDays(today, 1)}`, `app:${livePageId}:0:${addDays(today, 2)}`, `app:${livePageId}:1:${addDays(today, 1)}`]) {
      const res = await call('DELETE', `/schedule/${encodeURIComponent(id)}`, mia);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('scheduled_item_not_found');
    }
    const malformed = await call('PUT', `/schedule/${encodeURIComponent('app:not-a-page:0:2026-01-01')}`, mia, { date: addDays(today, 2) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: 'validation_failed', details: [{ field: 'params.id', message: 'Invalid scheduled item id' }] });
  });
});
