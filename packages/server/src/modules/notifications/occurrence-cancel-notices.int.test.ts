import type { StudioEvent } from '@tessera/core/api/studio-events';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, inboxNotifications, jobs, members } from '../../db/schema/index';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';
import { registerDeliveryHandlers } from './deliver';
import { changeSettings } from './settings';
import { OCCURRENCE_CANCELLED_JOB, registerOccurrenceCancelledHandler } from './occurrence-cancel-notices';
import { planReminders, registerReminderHandlers, REMINDER_JOB, remindersOf } from './reminders';

/**
 * The owner cancels one date: the members it took a booking or a waitlist spot from hear of it once
 * each (in their language and zone), even one who turned every reminder off; nobody else, no other app, not again on a repeat cancel, and
 * the reminders planned for that date stay silent.
 */
let t: TestServer;
let queue: JobQueue;
let now = new Date();
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let owner: StudioCaller;
let appId: string;
let otherAppId: string;
let occurrence: StudioEvent['upcoming'][number];
const DAY = 86_400_000;

async function eventIn(caller: StudioCaller, app: string, path: string, capacity: number) {
  const pageId = (await createPage(t.db, { appId: app, path, title: path, contentType: 'event_occurrence' })).id;
  await rebuildPublishCache(t.db, app);
  const day = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
  const created = await caller('POST', `/apps/${app}/events`, { title: 'Spin class', page_id: pageId, timezone: 'UTC', starts_at_local: `${day}T18:00`, duration_minutes: 45, capacity });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json().event as StudioEvent).upcoming[0]!;
}

async function join(slug: string, app: string, name: string) {
  tokens[name] = (await memberClient(t, slug).signUp({ email: `${name}@${slug}.test`, name })).authentication_token;
  ids[name] = (await t.db.select().from(members).where(and(eq(members.appId, app), eq(members.email, `${name}@${slug}.test`))))[0]!.id;
}

const book = (slug: string, occurrenceId: string, who: string, subscribe = true) =>
  memberClient(t, slug).call('POST', `/api/event_occurrences/${occurrenceId}/subscribe`, { token: tokens[who], body: { subscribe } });
const cancel = () => owner('POST', `/apps/${appId}/event_occurrences/${occurrence.id}/cancel`);
const inboxOf = async (who: string) => t.db.select().from(inboxNotifications).where(eq(inboxNotifications.memberId, ids[who]!));
const noticeJobs = async () => t.db.select().from(jobs).where(eq(jobs.name, OCCURRENCE_CANCELLED_JOB));

beforeAll(async () => {
  t = await createTestServer();
  await t.server.services.jobs.stop();
  const mine = await signedInOwner(t, { email: 'owner@gym.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'gym', name: 'Gym' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  const theirs = await signedInOwner(t, { email: 'owner@other.test', accountName: 'Other' });
  otherAppId = (await createApp(t.db, { accountId: theirs.accountId, slug: 'other', name: 'Other' })).id;
  await createPage(t.db, { appId: otherAppId, path: '/', title: 'Home', isHome: true });

  occurrence = await eventIn(owner, appId, '/spin', 2);
  const elsewhere = await eventIn(theirs.call, otherAppId, '/spin', 2);
  for (const name of ['ana', 'ben', 'cyd', 'dee', 'eve']) await join('gym', appId, name);
  await join('other', otherAppId, 'ola');
  await t.db.update(members).set({ language: 'de', timezone: 'Europe/Berlin' }).where(eq(members.id, ids.ana!));
  // ben turned every reminder off, and reminder emails too: a cancel is not a reminder, so he still
  // hears of it in the centre (and by push), but gets no email.
  await changeSettings(t.db, { appId, id: ids.ben! }, { is_all_reminders_inactive: true, receive_reminders_via_email: false });

  // ana and dee booked, ben and cyd waiting; cyd then leaves the waitlist; eve never books; ola books in the other app.
  expect((await book('gym', occurrence.id, 'ana')).json().event_subscription.status).toBe('booked');
  expect((await book('gym', occurrence.id, 'dee')).json().event_subscription.status).toBe('booked');
  expect((await book('gym', occurrence.id, 'ben')).json().event_subscription.status).toBe('waitlisted');
  expect((await book('gym', occurrence.id, 'cyd')).json().event_subscription.status).toBe('waitlisted');
  expect((await book('gym', occurrence.id, 'cyd', false)).json().event_subscription.status).toBe('cancelled');
  expect((await book('other', elsewhere.id, 'ola')).json().event_subscription.status).toBe('booked');

  // The test's own clocked queue runs every job, reminders included, when told.
  queue = createJobQueue({ db: t.db, log: { warn: () => {}, error: () => {} }, clock: () => now });
  registerDeliveryHandlers(t.server.services, queue);
  registerReminderHandlers(t.server.services, queue);
  registerOccurrenceCancelledHandler(t.server.services, queue);
});
afterAll(async () => t.close());

describe('cancelling one date notifies the members it took a spot from', () => {
  it('plans the reminders of the booked, then the cancel writes one notice job naming exactly them', async () => {
    await planReminders(t.db, { ...remindersOf(t.server.services), enqueue: t.server.services.jobs.enqueue, now: new Date(), appId });
    const planned = (await t.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).filter(
      (job) => (job.payload as { item?: { id: string } }).item?.id === occurrence.id,
    );
    expect(new Set(planned.map((job) => (job.payload as { memberId: string }).memberId))).toEqual(new Set([ids.ana, ids.dee]));
    expect(await noticeJobs()).toHaveLength(0);

    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelled_bookings).toBe(3);
    const written = await noticeJobs();
    expect(written).toHaveLength(1);
    expect(written[0]!.appId).toBe(appId);
    const payload = written[0]!.payload as { memberIds: string[]; occurrenceId: string; title: string; startsAt: string };
    expect([...payload.memberIds].sort()).toEqual([ids.ana, ids.ben, ids.dee].sort());
    expect(payload).toMatchObject({ occurrenceId: occurrence.id, title: 'Spin class', startsAt: occurrence.starts_at });
  });

  it('delivers one notice each in their language and zone, by email where the member takes reminder emails; nobody else; and no reminder of the date', async () => {
    // Past the start: every planned reminder of the date is due and runs.
    now = new Date(Date.parse(occurrence.starts_at) + 3_600_000);
    await queue.drain();
    await queue.drain();

    const start = new Date(occurrence.starts_at);
    const berlin = new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', dateStyle: 'full', timeStyle: 'short' }).format(start);
    expect(berlin).not.toBe(new Intl.DateTimeFormat('de', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }).format(start));
    const ana = await inboxOf('ana');
    expect(ana.map((row) => ({ title: row.title, body: row.body, url: row.url, kind: row.kind }))).toEqual([
      { title: 'Abgesagt: Spin class', body: `Der Termin am ${berlin} findet nicht statt.`, url: '/spin', kind: 'booking' },
    ]);
    const inEnglish = `${new Intl.DateTimeFormat('en', { timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }).format(start)} will not take place.`;
    for (const who of ['ben', 'dee']) {
      expect((await inboxOf(who)).map((row) => [row.title, row.body])).toEqual([['Cancelled: Spin class', inEnglish]]);
    }
    for (const other of ['cyd', 'eve']) expect(await inboxOf(other)).toEqual([]);
    // The other app's member hears only of her own, uncancelled booking: its reminders do go out.
    const ola = (await inboxOf('ola')).map((row) => row.title);
    expect(ola).toContain('In 15 minutes: Spin class');
    expect(ola.filter((title) => title.startsWith('Cancelled'))).toEqual([]);

    const mails = await t.db.select().from(emails).where(inArray(emails.toAddress, ['ana@gym.test', 'ben@gym.test', 'cyd@gym.test', 'dee@gym.test', 'eve@gym.test']));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['ana@gym.test', 'dee@gym.test']);

    // The reminders planned before the cancel ran and sent nothing.
    const reminders = (await t.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).filter(
      (job) => (job.payload as { item?: { id: string } }).item?.id === occurrence.id,
    );
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((job) => job.status === 'done')).toBe(true);
    expect((await t.db.select().from(jobs).where(eq(jobs.name, OCCURRENCE_CANCELLED_JOB))).map((job) => job.status)).toEqual(['done']);
  });

  it('a second cancel notifies nobody', async () => {
    now = new Date(Date.now() + 60_000);
    // Still before the start for the route's own clock: it refuses only a date already begun.
    const again = await cancel();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().cancelled_bookings).toBe(0);
    expect(await noticeJobs()).toHaveLength(1);
    now = new Date(Date.parse(occurrence.starts_at) + 2 * 3_600_000);
    await queue.drain();
    expect(await inboxOf('ana')).toHaveLength(1);
    expect(await inboxOf('ben')).toHaveLength(1);
    expect(await inboxOf('dee')).toHaveLength(1);
  });
});
