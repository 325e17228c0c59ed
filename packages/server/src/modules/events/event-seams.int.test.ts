import type { StudioEvent } from '@tessera/core/api/studio-events';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, members, webhookDeliveries } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { PLAN_MEMBER_REMINDERS_JOB, planReminders, reminderTools, remindersOf } from '../notifications/reminders';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';
import { bookedEventReminders } from './reminder-source';

/** The seams of events: reminders of booked occurrences (notifications) and `event.booked` (webhooks). */
let t: TestServer;
let owner: StudioCaller;
let appId: string;
let event: StudioEvent;
let occurrenceId: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const client = () => memberClient(t, 'gym');
const book = (who: string, subscribe = true) => client().call('POST', `/api/event_occurrences/${occurrenceId}/subscribe`, { token: tokens[who], body: { subscribe } });
const DAY = 86_400_000;
const tools = () => reminderTools(t.server.services.extensions.viewerFacts);
type ReminderJob = { memberId: string; kind: string; item?: { source: string; id: string } };
const reminderJobs = async () =>
  (await t.db.select().from(jobs).where(eq(jobs.name, 'notifications.reminder')))
    .map((job) => ({ payload: job.payload as ReminderJob, runAt: job.runAt }))
    .filter((job) => job.payload.item?.source === 'event');

beforeAll(async () => {
  t = await createTestServer();
  await t.server.services.jobs.stop();
  const mine = await signedInOwner(t, { email: 'owner@gym.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'gym', name: 'Gym' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  const pageId = (await createPage(t.db, { appId, path: '/spin', title: 'Spin', contentType: 'event_occurrence' })).id;
  await rebuildPublishCache(t.db, appId);
  const inTwoDays = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  const created = await owner('POST', `/apps/${appId}/events`, { title: 'Spin class', page_id: pageId, timezone: 'UTC', starts_at_local: `${inTwoDays}T18:00`, duration_minutes: 45 });
  expect(created.statusCode, created.body).toBe(201);
  event = created.json().event;
  occurrenceId = event.upcoming[0]!.id;
  for (const name of ['ana', 'ben']) {
    tokens[name] = (await client().signUp({ email: `${name}@gym.test`, name })).authentication_token;
    ids[name] = (await t.db.select().from(members).where(and(eq(members.appId, appId), eq(members.email, `${name}@gym.test`))))[0]!.id;
  }
});
afterAll(async () => t.close());

describe('event.booked webhooks', () => {
  it('a webhook endpoint subscribed to event.booked gets a delivery row when a member books, none when they cancel', async () => {
    const hook = await owner('POST', `/apps/${appId}/webhooks`, { url: 'https://example.com/hooks', events: ['event.booked'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const endpointId = hook.json().webhook.id as string;
    expect((await book('ana')).statusCode).toBe(200);
    expect((await book('ana')).statusCode).toBe(200); // Booking again changes nothing.
    const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: 'event.booked', status: 'pending' });
    expect(JSON.parse(rows[0]!.payload as string)).toMatchObject({
      type: 'event.booked',
      data: { member: { id: ids.ana, email: 'ana@gym.test' }, event: { id: event.id, title: 'Spin class' }, occurrence: { id: occurrenceId } },
    });
    expect((await book('ben')).statusCode).toBe(200);
    expect((await book('ben', false)).statusCode).toBe(200);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toHaveLength(2);
  });
});

describe('event.booked from the waitlist', () => {
  it('a member promoted into a freed spot is booked too: one delivery each, none for joining the waitlist', async () => {
    const pageId = (await createPage(t.db, { appId, path: '/tiny', title: 'Tiny', contentType: 'event_occurrence' })).id;
    await rebuildPublishCache(t.db, appId);
    const inThreeDays = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const created = await owner('POST', `/apps/${appId}/events`, { title: 'Tiny class', page_id: pageId, timezone: 'UTC', starts_at_local: `${inThreeDays}T09:00`, duration_minutes: 30, capacity: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().event as StudioEvent).upcoming[0]!.id;
    const subscribe = (who: string, on: boolean) => client().call('POST', `/api/event_occurrences/${id}/subscribe`, { token: tokens[who], body: { subscribe: on } });
    const bookedMembers = async () =>
      (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'event.booked')))
        .map((row) => JSON.parse(row.payload as string) as { data: { member: { id: string }; occurrence: { id: string } } })
        .filter((event) => event.data.occurrence.id === id)
        .map((event) => event.data.member.id);
    expect((await subscribe('ana', true)).json().event_subscription.status).toBe('booked');
    expect((await subscribe('ben', true)).json().event_subscription.status).toBe('waitlisted');
    expect(await bookedMembers()).toEqual([ids.ana]);
    await subscribe('ana', false);
    expect(await bookedMembers()).toEqual([ids.ana, ids.ben]);
  });
});

describe('reminders of booked occurrences', () => {
  it('the booked member gets the 15-minute reminder job; the cancelled booking none', async () => {
    const planned = await planReminders(t.db, { ...remindersOf(t.server.services), enqueue: t.server.services.jobs.enqueue, now: new Date(), appId });
    expect(planned).toBeGreaterThan(0);
    const found = (await reminderJobs()).filter((job) => job.payload.item!.id === occurrenceId);
    const startsAt = Date.parse(event.upcoming[0]!.starts_at);
    const fifteen = found.filter((job) => job.payload.kind === 'fifteen_minutes');
    expect(fifteen.map((job) => [job.payload.memberId, job.payload.item!.id, job.runAt.getTime()])).toEqual([[ids.ana, occurrenceId, startsAt - 15 * 60_000]]);
    expect(found.every((job) => job.payload.memberId === ids.ana)).toBe(true);
  });

  it('confirms at send time only a spot still held', async () => {
    expect(await bookedEventReminders.confirm(t.db, { appId, memberId: ids.ana!, itemId: occurrenceId }, tools())).toMatchObject({ source: 'event', title: 'Spin class', url: '/spin' });
    expect(await bookedEventReminders.confirm(t.db, { appId, memberId: ids.ben!, itemId: occurrenceId }, tools())).toBeNull();
    expect((await book('ana', false)).statusCode).toBe(200);
    expect(await bookedEventReminders.confirm(t.db, { appId, memberId: ids.ana!, itemId: occurrenceId }, tools())).toBeNull();
    expect(await bookedEventReminders.confirm(t.db, { appId, memberId: ids.ana!, itemId: 'not-a-uuid' }, tools())).toBeNull();
  });
});

describe('a booking plans its reminders at once', () => {
  it('writes a planning job with the booking; running it plans that member’s reminders, not at the next sweep', async () => {
    const pageId = (await createPage(t.db, { appId, path: '/row', title: 'Row', contentType: 'event_occurrence' })).id;
    await rebuildPublishCache(t.db, appId);
    const inFourDays = new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10);
    const created = await owner('POST', `/apps/${appId}/events`, { title: 'Row class', page_id: pageId, timezone: 'UTC', starts_at_local: `${inFourDays}T07:00`, duration_minutes: 30 });
    expect(created.statusCode, created.body).toBe(201);
    const occurrence = (created.json().event as StudioEvent).upcoming[0]!;
    const planJobs = async () => (await t.db.select().from(jobs).where(eq(jobs.name, PLAN_MEMBER_REMINDERS_JOB))).map((job) => job.payload);
    const before = (await planJobs()).length;
    expect((await client().call('POST', `/api/event_occurrences/${occurrence.id}/subscribe`, { token: tokens.ben, body: { subscribe: true } })).statusCode).toBe(200);
    expect((await planJobs()).slice(before)).toEqual([{ appId, memberId: ids.ben }]);
    expect((await reminderJobs()).filter((job) => job.payload.item!.id === occurrence.id)).toEqual([]);

    await t.server.services.jobs.runNow('job-queue');
    const planned = (await reminderJobs()).filter((job) => job.payload.item!.id === occurrence.id);
    expect(planned.find((job) => job.payload.kind === 'fifteen_minutes')).toMatchObject({ payload: { memberId: ids.ben }, runAt: new Date(Date.parse(occurrence.starts_at) - 15 * 60_000) });
    expect(planned.every((job) => job.payload.memberId === ids.ben)).toBe(true);
  });
});
