import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, inboxNotifications, jobs, memberProducts, members, programs, programStageCompletions, programStages, programSubscriptions, pushRegistrations, subscriberProperties } from '../../db/schema/index';
import { startFakePushServices, type FakePushServices } from '../../integrations/push/fake-push-services';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';
import { registerBlastHandlers } from './blasts';
import { notify, registerDeliveryHandlers } from './deliver';
import { planReminders, registerReminderHandlers, remindersOf } from './reminders';
import { signUnsubscribeToken } from './unsubscribe';
import { programDays } from '../schedule/program-days';
import { appProfileOf } from '../messaging/settings';
import { memberChannel } from '@tessera/core/realtime';
import type { ReminderItem } from '@tessera/core/notifications/reminders';
import type { ReminderSource } from '../../context/extensions';

let t: TestServer;
let fake: FakePushServices;
let owner: StudioCaller;
let appId: string;
let otherAppId: string;
let queue: JobQueue;
/** The queue's clock: ahead of the real one, so jobs enqueued "now" by the server are due for it. */
let now = new Date('2030-03-01T12:00:00Z');
const client = () => memberClient(t, 'pulse');
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) => client().call(method, `/api${url}`, { token, body });
let mia: { token: string; id: string };
let noah: { token: string; id: string };

async function signUp(email: string, timezone = 'UTC') {
  const signed = await client().signUp({ email, name: email.split('@')[0] });
  const [row] = await t.db.update(members).set({ timezone }).where(and(eq(members.appId, appId), eq(members.email, email))).returning();
  return { token: signed.authentication_token, id: row!.id };
}
const services = () => t.server.services;
const drainAt = async (at: string) => {
  now = new Date(at);
  return queue.drain();
};

beforeAll(async () => {
  fake = await startFakePushServices();
  t = await createTestServer({ PUSH_EXPO_URL: fake.url });
  // The server's own runner would race the test's clocked queue: only the test's runs jobs here.
  await services().jobs.stop();
  const mine = await signedInOwner(t, { email: 'owner@pulse.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'pulse', name: 'Pulse' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  const theirs = await signedInOwner(t, { email: 'owner@other.test', accountName: 'Other' });
  otherAppId = (await createApp(t.db, { accountId: theirs.accountId, slug: 'other', name: 'Other' })).id;
  mia = await signUp('mia@pulse.test', 'America/New_York');
  noah = await signUp('noah@pulse.test');
  queue = createJobQueue({ db: t.db, log: { warn: () => {}, error: () => {} }, clock: () => now, retryBaseMs: 60_000 });
  registerDeliveryHandlers(services(), queue);
  registerReminderHandlers(services(), queue);
  registerBlastHandlers(services(), queue);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('notification settings', () => {
  it('answers the twelve defaults, and only to a signed-in member', async () => {
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    const res = await call('GET', '/notifications', mia.token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().notification_settings)).toHaveLength(12);
    expect(res.json().notification_settings).toMatchObject({ receive_blast_notifications: true, is_weekly_reminders: false, is_all_reminders_inactive: false });
  });

  it('changes the booleans given and answers all twelve', async () => {
    const res = await call('PUT', '/notifications', noah.token, { is_weekly_reminders: true, receive_reminders_via_email: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notification_settings).toMatchObject({ is_weekly_reminders: true, receive_reminders_via_email: false, remind_day_of: true });
    expect((await call('GET', '/notifications', noah.token)).json().notification_settings.is_weekly_reminders).toBe(true);
    await call('PUT', '/notifications', noah.token, { is_weekly_reminders: false, receive_reminders_via_email: true });
  });

  it.each([{ remind_day_of: 'true' }, { remind_day_of: 1 }, { remind_day_of: null }, { not_a_setting: true }])('refuses %j with 400', async (body) => {
    const res = await call('PUT', '/notifications', mia.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('push registration', () => {
  it('registers a browser subscription and answers the status with the install’s VAPID key', async () => {
    const sub = fake.subscribe();
    const res = await call('PUT', '/notifications/push', mia.token, { token: sub.endpoint, provider: 'webpush', status: 'enabled', web_push_keys: sub.keys });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().push_registration).toMatchObject({ provider: 'webpush', status: 'enabled' });
    const settings = (await call('GET', '/notifications/push_settings', mia.token)).json();
    expect(settings).toMatchObject({ push_status: 'enabled', provider: 'webpush' });
    expect(settings.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect((await call('GET', '/notifications/push_settings', noah.token)).json()).toEqual({ push_status: null, provider: null, vapid_public_key: settings.vapid_public_key });
    expect((await call('GET', '/notifications/push_settings')).statusCode).toBe(401);
  });

  it.each([
    ['a malformed expo token', { token: 'not-a-token', provider: 'expo' }],
    ['an unknown provider', { token: 'ExponentPushToken[abcdefghijklmnop]', provider: 'apns' }],
    ['web push without keys', { token: 'https://push.example.test/x', provider: 'webpush' }],
    ['a web push endpoint that is not https', { token: 'http://push.example.test/x', provider: 'webpush', web_push_keys: { p256dh: 'abc', auth: 'def' } }],
    ['an unknown status', { token: 'ExponentPushToken[abcdefghijklmnop]', provider: 'expo', status: 'on' }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await call('PUT', '/notifications/push', mia.token, body);
    expect(res.statusCode).toBe(400);
  });

  it('moves a device token to whoever registers it now', async () => {
    const token = 'ExponentPushToken[shared-device-1234]';
    await call('PUT', '/notifications/push', noah.token, { token, provider: 'expo', status: 'enabled' });
    await call('PUT', '/notifications/push', mia.token, { token, provider: 'expo', status: 'enabled', pusher_device_id: null });
    const rows = await t.db.select().from(pushRegistrations).where(eq(pushRegistrations.token, token));
    expect(rows.map((row) => row.memberId)).toEqual([mia.id]);
  });
});

describe('delivery', () => {
  it('puts a notification in the centre and pushes it to every enabled device, once', async () => {
    const events: unknown[] = [];
    const unsubscribe = await services().bus.subscribe(memberChannel(appId, mia.id), (event) => {
      events.push(event);
    });
    await notify({ db: t.db, services: services(), app: { id: appId } }, mia.id, { kind: 'system', title: 'Welcome', body: 'Hello Mia', url: '/welcome', dedupeKey: 'welcome' });
    await notify({ db: t.db, services: services(), app: { id: appId } }, mia.id, { kind: 'system', title: 'Welcome', body: 'Hello Mia', url: '/welcome', dedupeKey: 'welcome' });
    const before = fake.received.length;
    await drainAt('2030-03-01T12:00:00Z');
    const got = fake.received.slice(before);
    expect(got.map((r) => r.service).sort()).toEqual(['expo', 'webpush']);
    expect(got.find((r) => r.service === 'webpush')!.payload).toMatchObject({ title: 'Welcome', body: 'Hello Mia', url: '/welcome' });
    const inbox = (await call('GET', '/notifications/inbox', mia.token)).json();
    expect(inbox.unread_count).toBe(1);
    expect(inbox.notifications).toHaveLength(1);
    expect(inbox.notifications[0]).toMatchObject({ kind: 'system', title: 'Welcome', read_at: null });
    expect((await call('GET', '/notifications/inbox/unread_count', mia.token)).json()).toEqual({ unread_count: 1 });
    expect((await call('GET', '/notifications/inbox', noah.token)).json().notifications).toEqual([]);
    // The member's open apps hear of it once, with the new count.
    expect(events).toEqual([{ type: 'notification.created', notification_id: inbox.notifications[0].id, unread_count: 1 }]);
    await unsubscribe();
  });

  it('marks read, pages the centre, and refuses a bad cursor', async () => {
    for (const n of [1, 2, 3]) await notify({ db: t.db, services: services(), app: { id: appId } }, noah.id, { kind: 'system', title: `N${n}`, body: 'b', url: null });
    await drainAt('2030-03-01T12:00:00Z');
    const first = (await client().call('GET', '/api/notifications/inbox?limit=2', { token: noah.token })).json();
    expect(first.notifications).toHaveLength(2);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await client().call('GET', `/api/notifications/inbox?limit=2&cursor=${first.next_cursor}`, { token: noah.token })).json();
    expect(second.notifications).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect((await client().call('GET', '/api/notifications/inbox?cursor=garbage', { token: noah.token })).statusCode).toBe(400);
    const read = await call('POST', '/notifications/inbox/read', noah.token, { ids: [first.notifications[0].id] });
    expect(read.json()).toEqual({ unread_count: 2 });
    expect((await call('POST', '/notifications/inbox/read', noah.token, { all: true })).json()).toEqual({ unread_count: 0 });
    expect((await call('POST', '/notifications/inbox/read', noah.token, {})).statusCode).toBe(400);
  });

  it('retries through a provider outage and never loses the push', async () => {
    const [expo] = await t.db.select().from(pushRegistrations).where(and(eq(pushRegistrations.memberId, mia.id), eq(pushRegistrations.provider, 'expo')));
    fake.answer(expo!.token, 'outage', 'outage');
    await notify({ db: t.db, services: services(), app: { id: appId } }, mia.id, { kind: 'system', title: 'Outage', body: 'b', url: null, channels: { push: true } });
    const countExpo = () => fake.received.filter((r) => r.service === 'expo' && r.payload.title === 'Outage').length;
    await drainAt('2030-03-01T12:00:00Z');
    expect(countExpo()).toBe(0);
    const [pending] = await t.db.select().from(jobs).where(and(eq(jobs.name, 'notifications.push'), eq(jobs.status, 'pending')));
    expect(pending!.lastError).toContain('503');
    await drainAt('2030-03-01T12:01:00Z');
    expect(countExpo()).toBe(0);
    await drainAt('2030-03-01T12:03:00Z');
    expect(countExpo()).toBe(1);
    await drainAt('2030-03-01T13:00:00Z');
    expect(countExpo()).toBe(1);
  });

  it('pushes a message without showing it in the centre, and not at all with message notifications off', async () => {
    const message = { kind: 'message' as const, title: 'Noah', body: 'See you there', url: '/me/messages/1' };
    const count = () => fake.received.filter((r) => r.payload.title === 'Noah').length;
    const unread = (await call('GET', '/notifications/inbox/unread_count', mia.token)).json().unread_count;
    await notify({ db: t.db, services: services(), app: { id: appId } }, mia.id, { ...message, dedupeKey: 'm1' });
    await drainAt('2030-03-01T13:00:00Z');
    expect(count()).toBe(2);
    expect((await call('GET', '/notifications/inbox/unread_count', mia.token)).json().unread_count).toBe(unread);
    await call('PUT', '/notifications', mia.token, { receive_message_notifications: false });
    await notify({ db: t.db, services: services(), app: { id: appId } }, mia.id, { ...message, dedupeKey: 'm2' });
    await drainAt('2030-03-01T13:00:00Z');
    expect(count()).toBe(2);
    await call('PUT', '/notifications', mia.token, { receive_message_notifications: true });
  });

  it('disables a device the provider says is gone', async () => {
    const sub = fake.subscribe();
    await call('PUT', '/notifications/push', noah.token, { token: sub.endpoint, provider: 'webpush', web_push_keys: sub.keys });
    fake.answer(sub.endpoint.split('/').at(-1)!, 'gone');
    await notify({ db: t.db, services: services(), app: { id: appId } }, noah.id, { kind: 'system', title: 'Gone', body: 'b', url: null });
    await drainAt('2030-03-01T12:00:00Z');
    const [row] = await t.db.select().from(pushRegistrations).where(eq(pushRegistrations.token, sub.endpoint));
    expect(row).toMatchObject({ status: 'disabled', disabledReason: expect.stringContaining('410') });
    const settings = (await client().call('GET', `/api/notifications/push_settings?token=${encodeURIComponent(sub.endpoint)}`, { token: noah.token })).json();
    expect(settings.push_status).toBe('disabled');
  });
});

describe('reminders', () => {
  let programId: string;
  let stageIds: string[];

  beforeAll(async () => {
    const page = await createPage(t.db, { appId, path: '/run', title: 'Run', contentType: 'program' });
    const [program] = await t.db.insert(programs).values({ appId, title: 'Run club', pageId: page.id }).returning();
    programId = program!.id;
    stageIds = [];
    const stagePageIds: string[] = [];
    for (const position of [0, 1, 2]) {
      const stagePage = await createPage(t.db, { appId, path: `/run/day-${position + 1}`, title: `Day ${position + 1}`, parentId: page.id, position });
      const [stage] = await t.db.insert(programStages).values({ appId, programId, position, title: `Day ${position + 1}`, pageId: stagePage.id }).returning();
      stageIds.push(stage!.id);
      stagePageIds.push(stagePage.id);
    }
    // Mia (New York) starts on Saturday 2030-03-09: day 2 is Sunday 2030-03-10, when US clocks go forward.
    await t.db.insert(programSubscriptions).values({ appId, memberId: mia.id, programId, startDate: '2030-03-09' });
    // As starting a program does: its days go on her schedule, where the reminders read them.
    await programDays.onProgramStarted!(t.db, { appId, memberId: mia.id, programId, startDate: '2030-03-09', stagePageIds });
  });

  const plan = (at: string) =>
    planReminders(t.db, { ...remindersOf(services()), enqueue: (db, name, payload, options) => queue.enqueue(db, name, payload, options), now: new Date(at), appId });
  const reminderJobs = async () =>
    (await t.db.select().from(jobs).where(eq(jobs.name, 'notifications.reminder')))
      .map((row) => ({ kind: (row.payload as { kind: string }).kind, at: row.runAt.toISOString() }))
      .sort((a, b) => a.at.localeCompare(b.at));

  it('plans each program day at 8AM and 8PM the night before in the member’s zone, across the DST change, once', async () => {
    expect(await plan('2030-03-08T12:00:00Z')).toBeGreaterThan(0);
    expect(await plan('2030-03-08T12:05:00Z')).toBe(0);
    expect(await reminderJobs()).toEqual([
      { kind: 'daily_digest', at: '2030-03-09T01:00:00.000Z' }, // Fri 20:00 EST
      { kind: 'day_of', at: '2030-03-09T13:00:00.000Z' }, // Sat 08:00 EST
      { kind: 'daily_digest', at: '2030-03-10T01:00:00.000Z' }, // Sat 20:00 EST
      { kind: 'day_of', at: '2030-03-10T12:00:00.000Z' }, // Sun 08:00 EDT
      { kind: 'daily_digest', at: '2030-03-11T00:00:00.000Z' }, // Sun 20:00 EDT
      { kind: 'day_of', at: '2030-03-11T12:00:00.000Z' }, // Mon 08:00 EDT
    ]);
  });

  it('sends each reminder at its time on the member’s channels, with a one-click unsubscribe in the email', async () => {
    const before = fake.received.length;
    await drainAt('2030-03-09T00:59:00Z');
    expect(fake.received.length).toBe(before);
    await drainAt('2030-03-09T01:00:00Z');
    const pushed = fake.received.slice(before).find((r) => r.service === 'webpush')!;
    expect(pushed.payload.title).toBe('Tomorrow in Pulse');
    expect(pushed.payload.body).toContain('Run club: Day 1');
    const [email] = await t.db.select().from(emails).where(and(eq(emails.toAddress, 'mia@pulse.test'), eq(emails.kind, 'notification_reminder')));
    expect(email!.subject).toBe('Tomorrow in Pulse');
    expect(email!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email!.headers!['List-Unsubscribe']).toMatch(/^<http.*\/api\/notifications\/unsubscribe\/one-click\?subscriber_id=\d+&type=reminders&token=[\w.-]+>$/);
    expect(email!.text).toContain('/unsubscribe-from-email?subscriber_id=');
  });

  it('sends nothing for a completed day or a switched-off kind, decided at send time', async () => {
    await t.db.insert(programStageCompletions).values({ appId, memberId: mia.id, programId, stageId: stageIds[1]! });
    await call('PUT', '/notifications', mia.token, { is_daily_reminders: false });
    const before = await t.db.select().from(inboxNotifications).where(eq(inboxNotifications.memberId, mia.id));
    await drainAt('2030-03-09T13:00:00Z');
    await drainAt('2030-03-10T01:00:00Z');
    await drainAt('2030-03-10T12:00:00Z');
    const after = await t.db.select().from(inboxNotifications).where(eq(inboxNotifications.memberId, mia.id));
    const added = after.filter((row) => !before.some((b) => b.id === row.id)).map((row) => row.title);
    // Day 1's 8AM reminder only: the Saturday-night digest is off now and day 2 is completed.
    expect(added).toEqual(['Today: Run club: Day 1']);
    await call('PUT', '/notifications', mia.token, { is_daily_reminders: true });
  });

  it('sends nothing at all when every reminder is inactive', async () => {
    await call('PUT', '/notifications', mia.token, { is_all_reminders_inactive: true });
    const before = (await t.db.select().from(inboxNotifications).where(eq(inboxNotifications.memberId, mia.id))).length;
    await drainAt('2030-03-11T12:00:00Z');
    expect((await t.db.select().from(inboxNotifications).where(eq(inboxNotifications.memberId, mia.id))).length).toBe(before);
    await call('PUT', '/notifications', mia.token, { is_all_reminders_inactive: false });
  });
});

describe('reminders from a timed source (how events and the schedule plug in)', () => {
  type Event = { id: string; title: string; startsAt: number; cancelled: boolean };
  const events: Event[] = [
    { id: 'yoga', title: 'Yoga', startsAt: Date.parse('2030-04-01T18:00:00Z'), cancelled: false },
    { id: 'spin', title: 'Spin', startsAt: Date.parse('2030-04-01T19:00:00Z'), cancelled: false },
  ];
  const itemOf = (event: Event): ReminderItem => ({ source: 'test_event', id: event.id, title: event.title, url: `/events/${event.id}`, scope: 'member', timing: { kind: 'timed', startsAt: event.startsAt } });
  // A stand-in for the events module's source: Noah booked both events.
  const source: ReminderSource = {
    name: 'test_event',
    due: async (_db, args) =>
      events
        .filter((e) => !e.cancelled && e.startsAt >= args.from.getTime() && e.startsAt < args.to.getTime() && (!args.memberId || args.memberId === noah.id))
        .map((e) => ({ appId, memberId: noah.id, item: itemOf(e) })),
    confirm: async (_db, { itemId }) => {
      const event = events.find((e) => e.id === itemId);
      return event && !event.cancelled ? itemOf(event) : null;
    },
  };
  let eventQueue: JobQueue;
  let titles: () => Promise<string[]>;

  beforeAll(async () => {
    const withSource = { ...services(), extensions: { ...services().extensions, reminderSources: [source] } } as typeof t.server.services;
    eventQueue = createJobQueue({ db: t.db, log: { warn: () => {}, error: () => {} }, clock: () => now });
    registerDeliveryHandlers(withSource, eventQueue);
    registerReminderHandlers(withSource, eventQueue);
    await call('PUT', '/notifications', noah.token, { is_starting_now_reminder: true });
    await t.db.update(inboxNotifications).set({ readAt: new Date() }).where(eq(inboxNotifications.memberId, noah.id));
    titles = async () => (await call('GET', '/notifications/inbox?unread_only=true', noah.token)).json().notifications.map((n: { title: string }) => n.title);
    expect(await planReminders(t.db, { sources: [source], viewerFacts: [], enqueue: (db, name, payload, options) => eventQueue.enqueue(db, name, payload, options), now: new Date('2030-03-31T12:00:00Z'), appId })).toBe(7); // Yoga 4, Spin 3: one daily digest for both
  });

  it('reminds 15 minutes before and at the start, and never of a cancelled event', async () => {
    now = new Date('2030-03-31T20:00:00Z');
    await eventQueue.drain();
    expect(await titles()).toEqual(['Tomorrow in Pulse']);
    events[1]!.cancelled = true;
    now = new Date('2030-04-01T08:00:00Z');
    await eventQueue.drain();
    expect((await titles())[0]).toBe('Today: Yoga');
    now = new Date('2030-04-01T17:45:00Z');
    await eventQueue.drain();
    expect((await titles())[0]).toBe('In 15 minutes: Yoga');
    now = new Date('2030-04-01T19:30:00Z');
    await eventQueue.drain();
    const all = await titles();
    expect(all[0]).toBe('Starting now: Yoga');
    expect(all.some((title) => title.includes('Spin'))).toBe(false);
    expect(all).toHaveLength(4);
  });

  it('sends nothing at the old time of an event moved after planning', async () => {
    events[0]!.startsAt = Date.parse('2030-04-02T18:00:00Z');
    const planned = await planReminders(t.db, { sources: [source], viewerFacts: [], enqueue: (db, name, payload, options) => eventQueue.enqueue(db, name, payload, options), now: new Date('2030-04-01T19:55:00Z'), appId });
    expect(planned).toBe(4);
    // Moved again, a day later, before any of those reminders is due.
    events[0]!.startsAt = Date.parse('2030-04-03T18:00:00Z');
    const before = await titles();
    now = new Date('2030-04-02T18:00:00Z');
    await eventQueue.drain();
    expect(await titles()).toEqual(before);
    expect(await eventQueue.drain()).toEqual({ done: 0, failed: 0, retried: 0 });
  });
});

describe('email unsubscribe', () => {
  const linkOf = async () => {
    const [email] = await t.db.select().from(emails).where(and(eq(emails.toAddress, 'mia@pulse.test'), eq(emails.kind, 'notification_reminder')));
    const url = new URL(/<(.+)>/.exec(email!.headers!['List-Unsubscribe']!)![1]!);
    return { subscriber_id: Number(url.searchParams.get('subscriber_id')), type: url.searchParams.get('type'), token: url.searchParams.get('token')! };
  };

  it('refuses forged, other-app and expired links and changes nothing', async () => {
    const link = await linkOf();
    const refused = async (body: unknown, slug = 'pulse') => {
      const res = await memberClient(t, slug).call('PUT', '/api/notifications/unsubscribe', { body });
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect(await refused({ ...link, token: `${link.token.slice(0, -2)}xx` })).toMatchObject({ code: 'unsubscribe_link_invalid', details: [{ field: 'body.token', code: 'token_invalid' }] });
    expect((await refused({ ...link, type: 'all' })).details[0].code).toBe('token_invalid');
    expect((await refused(link, 'other')).details[0].code).toBe('token_invalid');
    const secret = await services().push.unsubscribeSecret();
    const old = signUnsubscribeToken(secret, { appId, subscriberId: link.subscriber_id, type: 'reminders' }, new Date('2020-01-01T00:00:00Z'));
    expect((await refused({ ...link, token: old })).details[0].code).toBe('token_expired');
    expect((await call('GET', '/notifications', mia.token)).json().notification_settings.receive_reminders_via_email).toBe(true);
    expect(otherAppId).toBeTruthy();
  });

  it('unsubscribes with the signed link, no sign-in needed', async () => {
    const link = await linkOf();
    const res = await client().call('PUT', '/api/notifications/unsubscribe', { body: link });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true, already_unsubscribed: false, type: 'reminders', email: 'mia@pulse.test' });
    expect((await call('GET', '/notifications', mia.token)).json().notification_settings).toMatchObject({ receive_reminders_via_email: false, receive_reminders_via_push_notification: true });
    // The same link again: already unsubscribed, and it says so.
    const again = await client().call('PUT', '/api/notifications/unsubscribe', { body: link });
    expect(again.json()).toEqual({ unsubscribed: true, already_unsubscribed: true, type: 'reminders', email: 'mia@pulse.test' });
    await call('PUT', '/notifications', mia.token, { receive_reminders_via_email: true });
  });

  it('says already unsubscribed when the emails were switched off in the app, and for "all" only when all three are off', async () => {
    const link = await linkOf();
    await call('PUT', '/notifications', mia.token, { receive_reminders_via_email: false });
    expect((await client().call('PUT', '/api/notifications/unsubscribe', { body: link })).json().already_unsubscribed).toBe(true);
    const secret = await services().push.unsubscribeSecret();
    const all = { subscriber_id: link.subscriber_id, type: 'all', token: signUnsubscribeToken(secret, { appId, subscriberId: link.subscriber_id, type: 'all' }, new Date()) };
    expect((await client().call('PUT', '/api/notifications/unsubscribe', { body: all })).json().already_unsubscribed).toBe(false);
    expect((await client().call('PUT', '/api/notifications/unsubscribe', { body: all })).json().already_unsubscribed).toBe(true);
    expect((await call('GET', '/notifications', mia.token)).json().notification_settings).toMatchObject({ receive_reminders_via_email: false, receive_blast_notifications: false, receive_message_notifications: false });
    await call('PUT', '/notifications', mia.token, { receive_reminders_via_email: true, receive_blast_notifications: true, receive_message_notifications: true });
  });

  it('accepts the RFC 8058 one-click POST', async () => {
    const link = await linkOf();
    const res = await t.server.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe/one-click?${new URLSearchParams({ subscriber_id: String(link.subscriber_id), type: link.type!, token: link.token })}`,
      headers: { 'x-app-slug': 'pulse', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/notifications', mia.token)).json().notification_settings.receive_reminders_via_email).toBe(false);
    await call('PUT', '/notifications', mia.token, { receive_reminders_via_email: true });
  });
});

describe('owner blasts', () => {
  it('sends to a product segment, skips members who turned blasts off, and reports the delivery', async () => {
    const zoe = await signUp('zoe@pulse.test');
    const sam = await signUp('sam@pulse.test');
    for (const member of [mia, zoe, sam]) await t.db.insert(memberProducts).values({ appId, memberId: member.id, productId: 'gold' });
    await call('PUT', '/notifications', sam.token, { receive_blast_notifications: false });
    const audience = await owner('POST', `/apps/${appId}/blasts/audience`, { segment: { kind: 'product', product_id: 'gold' } });
    expect(audience.json()).toEqual({ members: 3, accepting: 2 });
    const created = await owner('POST', `/apps/${appId}/blasts`, { title: 'Gold class', body: 'Saturday 9AM', url: '/classes', channels: { push: true, email: true }, segment: { kind: 'product', product_id: 'gold' } });
    expect(created.statusCode, created.body).toBe(201);
    const blastId = created.json().blast.id;
    expect(created.json().blast.status).toBe('queued');
    const before = fake.received.length;
    await drainAt('2030-03-12T12:00:00Z');
    expect(fake.received.slice(before).filter((r) => r.payload.title === 'Gold class').length).toBe(2); // Mia's two devices
    const report = (await owner('GET', `/apps/${appId}/blasts/${blastId}`)).json().blast;
    expect(report).toMatchObject({ status: 'sent', report: { recipients: 3, opted_out: 1, no_device: 1, push: { sent: 2, failed: 0, pending: 0 }, email: { sent: 0, failed: 0, pending: 2 } } });
    const zoeInbox = (await call('GET', '/notifications/inbox', zoe.token)).json();
    expect(zoeInbox.notifications.map((n: { title: string }) => n.title)).toEqual(['Gold class']);
    expect((await call('GET', '/notifications/inbox', sam.token)).json().notifications).toEqual([]);
    expect((await owner('GET', `/apps/${appId}/blasts`)).json().blasts.map((b: { id: string }) => b.id)).toContain(blastId);
  });

  it('segments by subscriber property', async () => {
    await t.db.insert(subscriberProperties).values({ appId, memberId: noah.id, slug: 'level', value: 'Advanced' });
    const audience = await owner('POST', `/apps/${appId}/blasts/audience`, { segment: { kind: 'property', slug: 'level', value: 'advanced' } });
    expect(audience.json()).toEqual({ members: 1, accepting: 1 });
    expect((await owner('POST', `/apps/${appId}/blasts/audience`, { segment: { kind: 'property', slug: 'level', value: null } })).json().members).toBe(1);
  });

  it('sends news for every member to the people only, not to the app’s own messaging profile', async () => {
    const profile = await appProfileOf(t.db, { id: appId, name: 'Pulse' });
    const people = await t.db.select({ id: members.id }).from(members).where(and(eq(members.appId, appId), eq(members.isAppMessagingProfile, false)));
    const audience = (await owner('POST', `/apps/${appId}/blasts/audience`, { segment: { kind: 'all' } })).json();
    expect(audience.members).toBe(people.length);
    const created = await owner('POST', `/apps/${appId}/blasts`, { title: 'Open day', body: 'Bring a friend', url: null, channels: { push: true, email: false }, segment: { kind: 'all' } });
    expect(created.statusCode, created.body).toBe(201);
    await drainAt('2030-03-13T12:00:00Z');
    const report = (await owner('GET', `/apps/${appId}/blasts/${created.json().blast.id as string}`)).json().blast;
    expect(report.report.recipients).toBe(people.length);
    const profileInbox = await t.db.select().from(inboxNotifications).where(and(eq(inboxNotifications.memberId, profile.id), eq(inboxNotifications.title, 'Open day')));
    expect(profileInbox).toEqual([]);
  });

  it('refuses a blast without a channel, and hides other apps’ blasts', async () => {
    const res = await owner('POST', `/apps/${appId}/blasts`, { title: 'x', body: 'y', channels: { push: false, email: false }, segment: { kind: 'all' } });
    expect(res.statusCode).toBe(400);
    const other = await createMember(t.db, { appId: otherAppId });
    expect(other.id).toBeTruthy();
    expect((await owner('GET', `/apps/${otherAppId}/blasts`)).statusCode).toBe(404);
    expect((await owner('GET', `/apps/${appId}/blasts/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });
});
