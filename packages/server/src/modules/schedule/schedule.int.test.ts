import { randomUUID } from 'node:crypto';
import type { ScheduleEntry } from '@tessera/core/api/schedule';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, scheduledItems } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';

let t: TestServer;
let appId: string;
let workoutPageId: string;
let articlePageId: string;
let premiumPageId: string;
let draftPageId: string;
let programPageId: string;
let programId: string;
let rivalPageId: string;
const dayPages: string[] = [];
let mia: string;
let noah: string;
let rivalMember: string;
const today = () => dayAt(Date.now(), 'UTC');
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown, slug = 'plan') =>
  memberClient(t, slug).call(method, `/api${url}`, { token, body });
const rowCount = async () => (await t.db.select({ n: count() }).from(scheduledItems))[0]!.n;

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@plan.test' });
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'plan', name: 'Plan' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  workoutPageId = (await createPage(t.db, { appId, path: '/legs', title: 'Leg day', contentType: 'workout' })).id;
  articlePageId = (await createPage(t.db, { appId, path: '/sleep', title: 'Sleep well', contentType: 'article' })).id;
  premiumPageId = (
    await createPage(t.db, { appId, path: '/premium', title: 'Premium', access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] } })
  ).id;
  draftPageId = (await createPage(t.db, { appId, path: '/draft', title: 'Draft', isPublished: false })).id;
  programPageId = (await createPage(t.db, { appId, path: '/strength', title: 'Strength', contentType: 'program' })).id;
  for (const day of [1, 2, 3, 4])
    dayPages.push((await createPage(t.db, { appId, path: `/strength/day-${day}`, title: `Day ${day}`, parentId: programPageId, position: day, contentType: 'workout' })).id);
  await rebuildPublishCache(t.db, appId);
  programId = (
    await mine.call('POST', `/apps/${appId}/programs`, {
      title: 'Strength',
      page_id: programPageId,
      stages: dayPages.map((page_id, i) => ({ title: `Day ${i + 1}`, page_id })),
    })
  ).json().program.id;
  const rival = await signedInOwner(t, { email: 'rival@rival.test', accountName: 'Rival' });
  const rivalApp = await createApp(t.db, { accountId: rival.accountId, slug: 'rival', name: 'Rival' });
  await createPage(t.db, { appId: rivalApp.id, path: '/', title: 'Rival home', isHome: true });
  rivalPageId = (await createPage(t.db, { appId: rivalApp.id, path: '/secret', title: 'Rival secret' })).id;
  await rebuildPublishCache(t.db, rivalApp.id);
  await createMember(t.db, { appId: rivalApp.id, email: 'r@rival.test', password: 'rival-password' });
  rivalMember = (await memberClient(t, 'rival').login('r@rival.test', 'rival-password')).json().authentication_token;
  mia = (await memberClient(t, 'plan').signUp({ email: 'mia@plan.test' })).authentication_token;
  noah = (await memberClient(t, 'plan').signUp({ email: 'noah@plan.test' })).authentication_token;
});
afterAll(async () => t.close());

describe('POST /schedule', () => {
  it('plans a page on a day in the member’s zone, with what the calendar shows of it', async () => {
    const res = await call('POST', '/schedule', mia, { item_id: workoutPageId, item_type: 'page', date: addDays(today(), 1) });
    expect(res.statusCode, res.body).toBe(200);
    const item: ScheduleEntry = res.json().scheduled_item;
    expect(item).toMatchObject({
      item_id: workoutPageId,
      item_type: 'page',
      date: addDays(today(), 1),
      scope_type: 'subscriber',
      context_id: null,
      item: { data: { title: 'Leg day', path: '/legs', page_content_type: 'workout' } },
      schedule: { starts_at: `${addDays(today(), 1)}T00:00:00.000Z`, is_multiday: false },
    });
    const program = await call('POST', '/schedule', mia, { item_id: programId, item_type: 'program', date: today() });
    expect(program.statusCode, program.body).toBe(200);
    expect(program.json().scheduled_item.item.data).toMatchObject({ title: 'Strength', path: '/strength', page_content_type: 'program' });
  });

  it("refuses the past ('Cannot schedule in the past'), in the member's own zone", async () => {
    const before = await rowCount();
    const past = await call('POST', '/schedule', mia, { item_id: workoutPageId, item_type: 'page', date: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: 'schedule_in_past', message: 'Cannot schedule in the past' });
    // For a member in UTC+14, the UTC day before their today is already past.
    await t.db.update(members).set({ timezone: 'Pacific/Kiritimati' }).where(eq(members.email, 'noah@plan.test'));
    const theirToday = dayAt(Date.now(), 'Pacific/Kiritimati');
    const theirYesterday = await call('POST', '/schedule', noah, { item_id: workoutPageId, item_type: 'page', date: addDays(theirToday, -1) });
    expect(theirYesterday.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
    const theirs = await call('POST', '/schedule', noah, { item_id: workoutPageId, item_type: 'page', date: theirToday });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().scheduled_item.schedule.starts_at).toBe(new Date(`${theirToday}T00:00:00+14:00`).toISOString());
    await call('DELETE', `/schedule/${theirs.json().scheduled_item.id}`, noah);
  });

  it("refuses what the member cannot see or open (404/403), bad input (400) and guests (401), changing nothing", async () => {
    const before = await rowCount();
    const day = addDays(today(), 2);
    const draft = await call('POST', '/schedule', mia, { item_id: draftPageId, item_type: 'page', date: day });
    expect(draft.statusCode).toBe(404);
    const foreign = await call('POST', '/schedule', mia, { item_id: rivalPageId, item_type: 'page', date: day });
    expect(foreign.statusCode).toBe(404);
    const unknownProgram = await call('POST', '/schedule', mia, { item_id: randomUUID(), item_type: 'program', date: day });
    expect(unknownProgram.json().error.code).toBe('program_not_found');
    const locked = await call('POST', '/schedule', mia, { item_id: premiumPageId, item_type: 'page', date: day });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'schedule_item_locked', details: { reason: 'require_purchase' } });
    for (const date of ['2026-13-01', '26-01-01', '2026-02-30', 'tomorrow']) {
      const bad = await call('POST', '/schedule', mia, { item_id: workoutPageId, item_type: 'page', date });
      expect(bad.statusCode, date).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');
    }
    const badType = await call('POST', '/schedule', mia, { item_id: workoutPageId, item_type: 'event', date: day });
    expect(badType.statusCode).toBe(400);
    const guest = await call('POST', '/schedule', undefined, { item_id: workoutPageId, item_type: 'page', date: day });
    expect(guest.statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });
});

describe('GET /schedule and /schedule/filters', () => {
  it('lists only my items, by day, between two days, of one item, and by filter', async () => {
    await call('POST', '/schedule', mia, { item_id: articlePageId, item_type: 'page', date: addDays(today(), 3) });
    await call('POST', '/schedule', noah, { item_id: articlePageId, item_type: 'page', date: addDays(today(), 3) });
    const all: ScheduleEntry[] = (await call('GET', '/schedule', mia)).json().items;
    expect(all.map((i) => i.item.data.title)).toEqual(['Strength', 'Leg day', 'Sleep well']);
    expect(all.map((i) => i.date)).toEqual([today(), addDays(today(), 1), addDays(today(), 3)]);
    const window = (await call('GET', `/schedule?from=${addDays(today(), 1)}&to=${addDays(today(), 2)}`, mia)).json();
    expect(window.items.map((i: ScheduleEntry) => i.item_id)).toEqual([workoutPageId]);
    expect(window.next_page).toBeNull();
    const ofItem = (await call('GET', `/schedule?item_id=${articlePageId}&item_type=page`, mia)).json().items;
    expect(ofItem).toHaveLength(1);
    const workouts = (await call('GET', '/schedule?filter=type:workout', mia)).json().items;
    expect(workouts.map((i: ScheduleEntry) => i.item_id)).toEqual([workoutPageId]);
    const filters = (await call('GET', '/schedule/filters', mia)).json().filters;
    expect(filters).toEqual([
      { value: `program:${programId}`, kind: 'program', label: 'Strength', count: 1 },
      { value: 'type:article', kind: 'content_type', label: 'article', count: 1 },
      { value: 'type:program', kind: 'content_type', label: 'program', count: 1 },
      { value: 'type:workout', kind: 'content_type', label: 'workout', count: 1 },
    ]);
  });

  it("refuses `from` after `to`, bad days and filters (400) and guests (401); shows nothing of another app's member", async () => {
    expect((await call('GET', `/schedule?from=${addDays(today(), 2)}&to=${today()}`, mia)).statusCode).toBe(400);
    expect((await call('GET', '/schedule?from=2026-02-31', mia)).statusCode).toBe(400);
    expect((await call('GET', '/schedule?filter=type:nope', mia)).statusCode).toBe(400);
    expect((await call('GET', '/schedule', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/schedule/filters', undefined)).statusCode).toBe(401);
    const rival = await call('GET', '/schedule', rivalMember, undefined, 'rival');
    expect(rival.json().items).toEqual([]);
    // Mia's token sent to another app is no one there.
    expect((await call('GET', '/schedule', mia, undefined, 'rival')).statusCode).toBe(401);
  });

  it('hides items whose page is no longer published', async () => {
    const hidden = await createPage(t.db, { appId, path: '/soon-gone', title: 'Soon gone' });
    await rebuildPublishCache(t.db, appId);
    const added = await call('POST', '/schedule', mia, { item_id: hidden.id, item_type: 'page', date: today() });
    expect(added.statusCode).toBe(200);
    const { pages } = await import('../../db/schema/index');
    await t.db.update(pages).set({ isPublished: false }).where(eq(pages.id, hidden.id));
    const items: ScheduleEntry[] = (await call('GET', '/schedule', mia)).json().items;
    expect(items.map((i) => i.item_id)).not.toContain(hidden.id);
    await t.db.delete(scheduledItems).where(eq(scheduledItems.itemId, hidden.id));
  });
});

describe('a program started with a start day', () => {
  it('lays its stages onto the days from the start day, one per day, with the program as context', async () => {
    const start = addDays(today(), 7);
    const res = await call('POST', `/programs/${programId}/subscribe`, noah, { start_date: start });
    expect(res.statusCode, res.body).toBe(200);
    const days: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    expect(days.map((d) => [d.item_id, d.date, d.context_type, d.item.data.context_title])).toEqual(
      dayPages.map((page, i) => [page, addDays(start, i), 'program', 'Strength']),
    );
    // Starting again from another day lays them afresh, not twice.
    await call('POST', `/programs/${programId}/subscribe`, noah, { start_date: addDays(today(), 1) });
    const again: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    expect(again.map((d) => d.date)).toEqual(dayPages.map((_, i) => addDays(today(), 1 + i)));
    // Subscribing without a start day keeps the plan.
    await call('POST', `/programs/${programId}/subscribe`, noah, {});
    expect((await call('GET', `/schedule?context=${programId}`, noah)).json().items).toHaveLength(4);
  });

  it('moves one day with shift_subsequent: the later days move by as many days, the earlier ones stay', async () => {
    const days: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    const res = await call('PUT', `/schedule/${days[1]!.id}`, noah, { date: addDays(days[1]!.date, 2), shift_subsequent: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.rescheduled_item).toMatchObject({ id: days[1]!.id, date: addDays(days[1]!.date, 2) });
    expect(answer.rescheduled_siblings.map((s: ScheduleEntry) => [s.id, s.date])).toEqual([
      [days[2]!.id, addDays(days[2]!.date, 2)],
      [days[3]!.id, addDays(days[3]!.date, 2)],
    ]);
    const after: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    expect(after.map((d) => d.date)).toEqual([days[0]!.date, addDays(days[1]!.date, 2), addDays(days[2]!.date, 2), addDays(days[3]!.date, 2)]);
    // Without shift_subsequent only the item moves.
    const alone = await call('PUT', `/schedule/${after[3]!.id}`, noah, { date: addDays(after[3]!.date, 1) });
    expect(alone.json().rescheduled_siblings).toEqual([]);
    expect(alone.json().rescheduled_item.date).toBe(addDays(after[3]!.date, 1));
  });

  it("refuses moving into the past, another member's item (404) and bad ids (400), changing nothing", async () => {
    const days: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    const snapshot = JSON.stringify(days.map((d) => d.date));
    const past = await call('PUT', `/schedule/${days[1]!.id}`, noah, { date: addDays(today(), -3), shift_subsequent: true });
    expect(past.json().error.code).toBe('schedule_in_past');
    expect((await call('PUT', `/schedule/${days[1]!.id}`, mia, { date: today() })).statusCode).toBe(404);
    expect((await call('PUT', `/schedule/${days[1]!.id}`, rivalMember, { date: today() }, 'rival')).statusCode).toBe(404);
    expect((await call('PUT', '/schedule/not-an-id', noah, { date: today() })).statusCode).toBe(400);
    expect((await call('PUT', `/schedule/${randomUUID()}`, noah, { date: today() })).json().error.code).toBe('scheduled_item_not_found');
    expect((await call('PUT', `/schedule/${days[1]!.id}`, undefined, { date: today() })).statusCode).toBe(401);
    const after: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    expect(JSON.stringify(after.map((d) => d.date))).toBe(snapshot);
  });

  it('duplicates an item onto another day, and removes one', async () => {
    const days: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    const copy = await call('POST', `/schedule/${days[0]!.id}/duplicate`, noah, { date: addDays(today(), 20) });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().scheduled_item).toMatchObject({ item_id: days[0]!.item_id, date: addDays(today(), 20), context_id: programId });
    expect(copy.json().scheduled_item.id).not.toBe(days[0]!.id);
    expect((await call('POST', `/schedule/${days[0]!.id}/duplicate`, noah, { date: addDays(today(), -1) })).json().error.code).toBe('schedule_in_past');
    expect((await call('POST', `/schedule/${days[0]!.id}/duplicate`, mia, { date: today() })).statusCode).toBe(404);
    const removed = await call('DELETE', `/schedule/${copy.json().scheduled_item.id}`, noah);
    expect(removed.json()).toEqual({ deleted_id: copy.json().scheduled_item.id });
    expect((await call('DELETE', `/schedule/${copy.json().scheduled_item.id}`, noah)).statusCode).toBe(404);
    expect((await call('DELETE', `/schedule/${days[0]!.id}`, mia)).statusCode).toBe(404);
    expect((await call('DELETE', `/schedule/${days[0]!.id}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `/schedule?context=${programId}`, noah)).json().items).toHaveLength(4);
  });

  it("completing the program clears its days after today; unsubscribing from its page clears the rest (SPEC §4)", async () => {
    await call('POST', `/programs/${programId}/subscribe`, noah, { start_date: dayAt(Date.now(), 'Pacific/Kiritimati') });
    await call('POST', `/programs/${programId}/complete`, noah);
    const left: ScheduleEntry[] = (await call('GET', `/schedule?context=${programId}`, noah)).json().items;
    expect(left.map((d) => d.item_id)).toEqual([dayPages[0]]);
    await call('POST', '/schedule', noah, { item_id: dayPages[2], item_type: 'page', date: addDays(today(), 5) });
    const unsubscribed = await call('DELETE', `/pages/${programPageId}/subscribers`, noah);
    expect(unsubscribed.statusCode, unsubscribed.body).toBeLessThan(300);
    const rows = await t.db.select({ n: count() }).from(scheduledItems).innerJoin(members, eq(members.id, scheduledItems.memberId)).where(and(eq(members.email, 'noah@plan.test')));
    expect(rows[0]!.n).toBe(1); // the article planned on its own stays
  });
});

describe('My content', () => {
  it('lists the upcoming pages from the schedule', async () => {
    const content = (await call('GET', '/my-content', mia)).json();
    expect(content.upcoming_pages.map((p: { title: string }) => p.title)).toEqual(['Strength', 'Leg day', 'Sleep well']);
  });
});
