import type { PageSchedule } from '@tessera/core/entities/page';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, memberProducts, members, pages } from '../../db/schema/index';
import { planReminders, reminderTools, remindersOf } from '../notifications/reminders';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';
import { APP_WINDOW_SOURCE, appWindowReminders } from './app-window-reminders';

/**
 * The app's page windows as reminders: a day item on the window's first day in each member's zone,
 * scope `app`, only for members the access engine lets open the page when it starts, and only for
 * those whose settings take the app's reminders.
 */

let t: TestServer;
let appId: string;
let rivalAppId: string;
const ids: Record<string, string> = {};
const page: Record<string, string> = {};
const today = dayAt(Date.now(), 'UTC');
const at = (offset: number, time: string) => `${addDays(today, offset)}T${time}:00.000Z`;
const window = (scope: PageSchedule['scope_type'], starts: string, ends: string | null = null, isMultiday = false): PageSchedule => ({
  starts_at: starts,
  ends_at: ends,
  scope_type: scope,
  is_multiday: isMultiday,
});
const tools = () => reminderTools(t.server.services.extensions.viewerFacts);
type ReminderJob = { appId: string; memberId: string; kind: string; item?: { source: string; id: string; timing: { kind: string; date: string } } };
/** Each member's app-window day-of reminders, as `title-key day`. */
const dayOfReminders = async () => {
  const rows = await t.db.select().from(jobs).where(eq(jobs.name, 'notifications.reminder'));
  const byMember: Record<string, string[]> = {};
  for (const { payload } of rows as { payload: ReminderJob }[]) {
    if (payload.kind !== 'day_of' || payload.item?.source !== APP_WINDOW_SOURCE) continue;
    const key = Object.entries(page).find(([, id]) => payload.item!.id.startsWith(id))?.[0] ?? 'unknown';
    (byMember[payload.memberId] ??= []).push(`${key} ${payload.item.timing.date}`);
  }
  for (const list of Object.values(byMember)) list.sort();
  return byMember;
};
const sweep = () => planReminders(t.db, { ...remindersOf(t.server.services), enqueue: t.server.services.jobs.enqueue, now: new Date() });
const signUp = async (slug: string, name: string, zone: string) => {
  const token = (await memberClient(t, slug).signUp({ email: `${name}@${slug}.test`, name })).authentication_token;
  const [row] = await t.db.update(members).set({ timezone: zone }).where(eq(members.email, `${name}@${slug}.test`)).returning({ id: members.id });
  ids[name] = row!.id;
  return token;
};

beforeAll(async () => {
  t = await createTestServer();
  await t.server.services.jobs.stop();
  const mine = await signedInOwner(t, { email: 'owner@remind.test' });
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'remind', name: 'Remind' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  page.open = (await createPage(t.db, { appId, path: '/open', title: 'Open class', schedules: [window('page', at(2, '10:00'), at(2, '11:00'))] })).id;
  // Three UTC days from the start of day 3: one reminder, on its first day.
  page.challenge = (await createPage(t.db, { appId, path: '/challenge', title: 'Challenge', schedules: [window('account_app', at(3, '00:00'), at(6, '00:00'), true)] })).id;
  page.gold = (
    await createPage(t.db, { appId, path: '/gold', title: 'Gold session', access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] }, schedules: [window('page', at(2, '12:00'))] })
  ).id;
  page.vip = (await createPage(t.db, { appId, path: '/vip', title: 'VIP night', access: { inherit: false, is_private: true }, schedules: [window('page', at(2, '20:00'))] })).id;
  // Opens for everyone on day 4: its window on day 2 starts before anyone may open it.
  page.early = (
    await createPage(t.db, { appId, path: '/early', title: 'Too early', access: { inherit: false, is_scheduled: true, unlocks_at: at(4, '00:00') }, schedules: [window('page', at(2, '09:00'))] })
  ).id;
  page.own = (await createPage(t.db, { appId, path: '/own', title: 'Own clock', schedules: [window('subscriber', at(2, '08:00'))] })).id;
  page.draft = (await createPage(t.db, { appId, path: '/draft', title: 'Draft', isPublished: false, schedules: [window('page', at(2, '08:00'))] })).id;
  page.past = (await createPage(t.db, { appId, path: '/past', title: 'Past', schedules: [window('page', at(-3, '08:00'))] })).id;
  page.far = (await createPage(t.db, { appId, path: '/far', title: 'Far', schedules: [window('page', at(30, '08:00'))] })).id;
  await rebuildPublishCache(t.db, appId);
  const rival = await signedInOwner(t, { email: 'owner@remind-rival.test', accountName: 'Rival' });
  rivalAppId = (await createApp(t.db, { accountId: rival.accountId, slug: 'remind-rival', name: 'Rival' })).id;
  await createPage(t.db, { appId: rivalAppId, path: '/', title: 'Rival home', isHome: true });
  page.rival = (await createPage(t.db, { appId: rivalAppId, path: '/rival', title: 'Rival live', schedules: [window('account_app', at(2, '10:00'))] })).id;
  await rebuildPublishCache(t.db, rivalAppId);

  await signUp('remind', 'ana', 'UTC');
  const ben = await signUp('remind', 'ben', 'UTC');
  await signUp('remind', 'cara', 'Asia/Tokyo');
  await signUp('remind-rival', 'rita', 'UTC');
  await t.db.insert(memberProducts).values({ appId, memberId: ids.cara!, productId: 'gold' });
  const settings = await memberClient(t, 'remind').call('PUT', '/api/notifications', { token: ben, body: { receive_reminders_for_app: false } });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => t.close());

describe("reminders of the app's page windows", () => {
  it('reminds each member of the windows whose page they may open, on the first day in their zone, and no one else', async () => {
    expect(await sweep()).toBeGreaterThan(0);
    const reminded = await dayOfReminders();
    expect(reminded[ids.ana!]).toEqual([`challenge ${addDays(today, 3)}`, `open ${addDays(today, 2)}`]);
    // Cara holds the gold product; in Tokyo the challenge starting at midnight UTC is on the same day, 09:00.
    expect(reminded[ids.cara!]).toEqual([`challenge ${addDays(today, 3)}`, `gold ${addDays(today, 2)}`, `open ${addDays(today, 2)}`]);
    // Ben takes no reminders for the app.
    expect(reminded[ids.ben!]).toBeUndefined();
    // Each app's windows to its own members only.
    expect(reminded[ids.rita!]).toEqual([`rival ${addDays(today, 2)}`]);
    expect(Object.keys(reminded).sort()).toEqual([ids.ana!, ids.cara!, ids.rita!].sort());
    // Planning again plans nothing new.
    expect(await sweep()).toBe(0);
  });

  it('confirms at send time only a window still there, on that day, on a page the member may still open', async () => {
    const goldId = `${page.gold}:0:${addDays(today, 2)}`;
    expect(await appWindowReminders.confirm(t.db, { appId, memberId: ids.cara!, itemId: goldId }, tools())).toMatchObject({
      source: APP_WINDOW_SOURCE,
      title: 'Gold session',
      url: '/gold',
      scope: 'app',
      timing: { kind: 'day', date: addDays(today, 2) },
    });
    for (const [memberId, itemId] of [
      [ids.ana!, goldId], // no gold product
      [ids.cara!, `${page.gold}:0:${addDays(today, 3)}`], // not its day
      [ids.cara!, `${page.gold}:1:${addDays(today, 2)}`], // no such window
      [ids.ana!, `${page.vip}:0:${addDays(today, 2)}`],
      [ids.ana!, `${page.early}:0:${addDays(today, 2)}`],
      [ids.rita!, `${page.open}:0:${addDays(today, 2)}`], // another app's member
      [ids.ana!, 'not-an-item'],
    ] as const) {
      expect(await appWindowReminders.confirm(t.db, { appId, memberId, itemId }, tools()), itemId).toBeNull();
    }
    await t.db.delete(memberProducts).where(and(eq(memberProducts.memberId, ids.cara!), eq(memberProducts.productId, 'gold')));
    expect(await appWindowReminders.confirm(t.db, { appId, memberId: ids.cara!, itemId: goldId }, tools())).toBeNull();
    // Moved to another day, the window is reminded of on its new day only.
    const openId = `${page.open}:0:${addDays(today, 2)}`;
    expect(await appWindowReminders.confirm(t.db, { appId, memberId: ids.ana!, itemId: openId }, tools())).not.toBeNull();
    await t.db.update(pages).set({ schedules: [window('page', at(4, '10:00'))] }).where(eq(pages.id, page.open!));
    expect(await appWindowReminders.confirm(t.db, { appId, memberId: ids.ana!, itemId: openId }, tools())).toBeNull();
    expect(await appWindowReminders.confirm(t.db, { appId, memberId: ids.ana!, itemId: `${page.open}:0:${addDays(today, 4)}` }, tools())).not.toBeNull();
  });

  it('goes through members in batches: every member of a large app is reminded once', async () => {
    const many = Array.from({ length: 520 }, (_, n) => ({ appId: rivalAppId, email: `crowd-${n}@remind-rival.test`, name: `Crowd ${n}`, timezone: 'UTC' }));
    await t.db.insert(members).values(many);
    await sweep();
    const reminded = await dayOfReminders();
    const crowd = await t.db.select({ id: members.id }).from(members).where(eq(members.appId, rivalAppId));
    expect(crowd).toHaveLength(521);
    expect(crowd.filter((m) => reminded[m.id]?.join() === `rival ${addDays(today, 2)}`)).toHaveLength(521);
  });
});
