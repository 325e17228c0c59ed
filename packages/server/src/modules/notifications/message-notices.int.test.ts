import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxNotifications, jobs, messageNotifications } from '../../db/schema/index';
import { startFakePushServices, type FakePushServices } from '../../integrations/push/fake-push-services';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';
import { registerDeliveryHandlers } from './deliver';
import { sweepMessageNotices } from './message-notices';

let t: TestServer;
let fake: FakePushServices;
let queue: JobQueue;
let appId: string;
const client = () => memberClient(t, 'talk');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) => client().call(method, `/api${url}`, { token, body });
let ann: { token: string; id: string };
let bob: { token: string; id: string };
let threadId: string;

async function signUp(name: string, email: string) {
  const res = await client().signUp({ email, name });
  return { token: res.authentication_token, id: res.user.id as string };
}
const pushesTo = (title: string) => fake.received.filter((r) => r.payload.title === title).length;
const bobsMessageNotices = () =>
  t.db.select().from(inboxNotifications).where(and(eq(inboxNotifications.memberId, bob.id), eq(inboxNotifications.kind, 'message')));
const sweep = () => sweepMessageNotices(t.db, t.server.services);

beforeAll(async () => {
  fake = await startFakePushServices();
  t = await createTestServer({ PUSH_EXPO_URL: fake.url });
  await t.server.services.jobs.stop();
  const mine = await signedInOwner(t, { email: 'owner@talk.test' });
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'talk', name: 'Talk' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  ann = await signUp('Ann Writer', 'ann@talk.test');
  bob = await signUp('Bob Reader', 'bob@talk.test');
  const sub = fake.subscribe();
  expect((await call('PUT', '/notifications/push', bob.token, { token: sub.endpoint, provider: 'webpush', web_push_keys: sub.keys })).statusCode).toBe(200);
  queue = createJobQueue({ db: t.db, log: { warn: () => {}, error: () => {} }, clock: () => new Date(Date.now() + 60_000) });
  registerDeliveryHandlers(t.server.services, queue);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('message notices (messaging → notifications)', () => {
  it('a message to a member with push produces exactly one notification, however often the sweep runs', async () => {
    const res = await call('POST', '/threads', ann.token, { subscriber_id: bob.id, messages: [{ message: 'Lunch at <noon>?' }] });
    expect(res.statusCode, res.body).toBe(200);
    threadId = res.json().thread.id;
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    await queue.drain();
    await queue.drain();
    expect(pushesTo('Ann Writer')).toBe(1);
    const push = fake.received.find((r) => r.payload.title === 'Ann Writer')!;
    expect(push.payload).toMatchObject({ body: 'Lunch at <noon>?' });
    const notices = await bobsMessageNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ url: `/me/messages/${threadId}`, inCentre: false });
    expect(await t.db.select().from(messageNotifications).where(isNull(messageNotifications.claimedAt))).toEqual([]);
    // Nothing for the author.
    expect((await t.db.select().from(jobs).where(eq(jobs.name, 'notifications.deliver'))).map((j) => (j.payload as { memberId: string }).memberId)).toEqual([bob.id]);
  });

  it('a muted thread produces none, and neither does a member with message notifications off', async () => {
    // Muted after the row was written, before the sweep: the sweep checks the toggle again.
    const before = (await bobsMessageNotices()).length;
    expect((await call('POST', `/threads/${threadId}/messages`, ann.token, { data: { action: 'send', messages: [{ message: 'Still on?' }] } })).statusCode).toBe(200);
    expect((await call('POST', `/threads/${threadId}/toggle_notification`, bob.token, { active: false, toggle_ts: 100 })).json()).toEqual({ notifications_enabled: false });
    expect(await sweep()).toBe(0);
    expect((await call('POST', `/threads/${threadId}/messages`, ann.token, { data: { action: 'send', messages: [{ message: 'Hello?' }] } })).statusCode).toBe(200);
    expect(await sweep()).toBe(0);
    await queue.drain();
    expect(await bobsMessageNotices()).toHaveLength(before);

    await call('POST', `/threads/${threadId}/toggle_notification`, bob.token, { active: true, toggle_ts: 200 });
    expect((await call('PUT', '/notifications', bob.token, { receive_message_notifications: false })).statusCode).toBe(200);
    expect((await call('POST', `/threads/${threadId}/messages`, ann.token, { data: { action: 'send', messages: [{ message: 'Off?' }] } })).statusCode).toBe(200);
    expect(await sweep()).toBe(1);
    await queue.drain();
    expect(await bobsMessageNotices()).toHaveLength(before);
    expect(pushesTo('Ann Writer')).toBe(1);
  });
});
