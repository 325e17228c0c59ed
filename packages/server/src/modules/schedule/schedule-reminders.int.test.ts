import { randomUUID } from 'node:crypto';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, members } from '../../db/schema/index';
import { planReminders, reminderTools, remindersOf } from '../notifications/reminders';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';
import { programDayReminders } from './program-day-reminders';
import { scheduleReminders } from './reminder-source';

/** The schedule's seam with notifications: planned items are reminded of on their day, in the member's zone. */
let t: TestServer;
let appId: string;
let pageId: string;
let mia: { token: string; id: string };
let owner: Awaited<ReturnType<typeof signedInOwner>>['call'];
let stagePages: string[];
const ZONE = 'Asia/Tokyo';
const tools = () => reminderTools(t.server.services.extensions.viewerFacts);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => memberClient(t, 'plan').call(method, `/api${url}`, { token: mia.token, body });
type ReminderJob = { memberId: string; kind: string; item?: { source: string; id: string } };
const scheduleJobs = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.name, 'notifications.reminder')))
    .map((job) => ({ payload: job.payload as ReminderJob, runAt: job.runAt }))
    .filter((job) => job.payload.item?.source === 'schedule');
const plan = () => planReminders(t.db, { ...remindersOf(t.server.services), enqueue: t.server.services.jobs.enqueue, now: new Date(), appId });

beforeAll(async () => {
  t = await createTestServer();
  await t.server.services.jobs.stop();
  const mine = await signedInOwner(t, { email: 'owner@plan.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'plan', name: 'Plan' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  pageId = (await createPage(t.db, { appId, path: '/legs', title: 'Leg day', contentType: 'workout' })).id;
  stagePages = [];
  for (const n of [1, 2, 3]) stagePages.push((await createPage(t.db, { appId, path: `/week-${n}`, title: `Week ${n}` })).id);
  await createPage(t.db, { appId, path: '/strength', title: 'Strength', contentType: 'program' });
  await rebuildPublishCache(t.db, appId);
  const token = (await memberClient(t, 'plan').signUp({ email: 'mia@plan.test' })).authentication_token;
  const [row] = await t.db.update(members).set({ timezone: ZONE }).where(and(eq(members.appId, appId), eq(members.email, 'mia@plan.test'))).returning();
  mia = { token, id: row!.id };
});
afterAll(async () => t.close());

describe('reminders of scheduled items', () => {
  let itemId: string;
  let day: string;

  it('plans the day-of reminder at 08:00 of the item’s day in the member’s zone', async () => {
    day = addDays(dayAt(Date.now(), ZONE), 2);
    const res = await call('POST', '/schedule', { item_id: pageId, item_type: 'page', date: day });
    expect(res.statusCode, res.body).toBe(200);
    itemId = res.json().scheduled_item.id;
    expect(await plan()).toBeGreaterThan(0);
    const dayOf = (await scheduleJobs()).filter((job) => job.payload.kind === 'day_of');
    // 08:00 in Tokyo (UTC+9, no DST) is 23:00 UTC the day before.
    expect(dayOf.map((job) => [job.payload.memberId, job.payload.item!.id, job.runAt.toISOString()])).toEqual([
      [mia.id, `${itemId}:${day}`, `${addDays(day, -1)}T23:00:00.000Z`],
    ]);
    expect(await plan()).toBe(0);
  });

  it('confirms at send time only an item still on that day, with its page', async () => {
    expect(await scheduleReminders.confirm(t.db, { appId, memberId: mia.id, itemId: `${itemId}:${day}` }, tools())).toMatchObject({
      source: 'schedule',
      title: 'Leg day',
      url: '/legs',
      timing: { kind: 'day', date: day },
    });
    expect((await call('PUT', `/schedule/${itemId}`, { date: addDays(day, 1) })).statusCode).toBe(200);
    expect(await scheduleReminders.confirm(t.db, { appId, memberId: mia.id, itemId: `${itemId}:${day}` }, tools())).toBeNull();
    expect(await scheduleReminders.confirm(t.db, { appId, memberId: mia.id, itemId: `${itemId}:${addDays(day, 1)}` }, tools())).not.toBeNull();
    expect(await scheduleReminders.confirm(t.db, { appId, memberId: randomUUID(), itemId: `${itemId}:${addDays(day, 1)}` }, tools())).toBeNull();
    expect((await call('DELETE', `/schedule/${itemId}`)).statusCode).toBe(200);
    expect(await scheduleReminders.confirm(t.db, { appId, memberId: mia.id, itemId: `${itemId}:${addDays(day, 1)}` }, tools())).toBeNull();
  });
});

describe('reminders of program days', () => {
  const jobsOf = async (source: string) =>
    (await t.db.select().from(jobs).where(eq(jobs.name, 'notifications.reminder')))
      .map((job) => job.payload as ReminderJob)
      .filter((job) => job.item?.source === source && job.kind === 'day_of')
      .map((job) => job.item!.id);

  it('follow the day on the schedule: a day moved (with the following ones) is reminded of on its new day, not the old one', async () => {
    const programPage = await t.db.query.pages.findFirst({ where: (p, { and, eq }) => and(eq(p.appId, appId), eq(p.path, '/strength')) });
    const program = (
      await owner('POST', `/apps/${appId}/programs`, { title: 'Strength', page_id: programPage!.id, stages: stagePages.map((page_id, i) => ({ title: `Week ${i + 1}`, page_id })) })
    ).json().program as { id: string; stages: { id: string }[] };
    const start = addDays(dayAt(Date.now(), ZONE), 1);
    expect((await call('POST', `/programs/${program.id}/subscribe`, { start_date: start })).statusCode).toBe(200);
    const idOf = (stage: number, date: string) => `${program.id}:${program.stages[stage]!.id}:${date}`;
    await plan();
    expect(await jobsOf('program_day')).toEqual(expect.arrayContaining([idOf(0, start), idOf(1, addDays(start, 1)), idOf(2, addDays(start, 2))]));
    // No day is reminded of twice: the schedule source leaves program days alone.
    expect((await jobsOf('schedule')).filter((id) => id.endsWith(start))).toEqual([]);

    const days = (await call('GET', `/schedule?context=${program.id}`)).json().items as { id: string; date: string }[];
    expect((await call('PUT', `/schedule/${days[1]!.id}`, { date: addDays(start, 3), shift_subsequent: true })).statusCode).toBe(200);
    expect(await programDayReminders.confirm(t.db, { appId, memberId: mia.id, itemId: idOf(1, addDays(start, 1)) }, tools())).toBeNull();
    expect(await programDayReminders.confirm(t.db, { appId, memberId: mia.id, itemId: idOf(1, addDays(start, 3)) }, tools())).toMatchObject({
      source: 'program_day',
      title: 'Strength: Week 2',
      url: '/week-2',
      timing: { kind: 'day', date: addDays(start, 3) },
    });
    expect(await programDayReminders.confirm(t.db, { appId, memberId: mia.id, itemId: idOf(2, addDays(start, 4)) }, tools())).not.toBeNull();
    await plan();
    expect(await jobsOf('program_day')).toEqual(expect.arrayContaining([idOf(1, addDays(start, 3)), idOf(2, addDays(start, 4))]));

    // A completed stage, or a day taken off the schedule, is not reminded of; nor is another member's.
    expect((await call('POST', `/programs/${program.id}/stages/${program.stages[0]!.id}/complete`)).statusCode).toBe(200);
    expect(await programDayReminders.confirm(t.db, { appId, memberId: mia.id, itemId: idOf(0, start) }, tools())).toBeNull();
    expect((await call('DELETE', `/schedule/${days[2]!.id}`)).statusCode).toBe(200);
    expect(await programDayReminders.confirm(t.db, { appId, memberId: mia.id, itemId: idOf(2, addDays(start, 4)) }, tools())).toBeNull();
    expect(await programDayReminders.confirm(t.db, { appId, memberId: randomUUID(), itemId: idOf(1, addDays(start, 3)) }, tools())).toBeNull();
    expect(await programDayReminders.confirm(t.db, { appId, memberId: mia.id, itemId: 'garbage' }, tools())).toBeNull();
  });
});
