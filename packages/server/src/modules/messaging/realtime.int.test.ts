import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SUBSCRIPTION_ID_REQUIRED } from '@tessera/core/messages';
import type { RealtimeServerMessage } from '@tessera/core/realtime-protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildServer } from '../../app';
import { MEMBER_COOKIE } from '../../http/cookies';
import { createInProcessBus, type Bus } from '../../realtime/bus';
import { createRedisBus } from '../../realtime/redis-bus';
import { rebuildPublishCache } from '../pages/publisher';
import { createAccount, createApp, createPage } from '../../test/factories';
import { openTestDatabase, testConfig } from '../../test/harness';

/**
 * The websocket endpoint, on two server instances sharing one database and one bus — Redis when
 * TEST_REDIS_URL is set (as two processes behind a load balancer would), one in-process bus
 * otherwise — so a message sent through one instance reaches a socket held by the other.
 */
const redisUrl = process.env.TEST_REDIS_URL;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let bus: Bus | null = null;
let one: FastifyInstance;
let two: FastifyInstance;
const dirs: string[] = [];
const sockets: WebSocket[] = [];
const people: Record<string, { token: string; id: string }> = {};

async function instance(): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-rt-'));
  dirs.push(dataDir);
  const server = await buildServer(testConfig(dataDir), { database, logger: false, rateLimitNamespace: `rt-${randomUUID()}:`, ...(bus ? { bus } : {}) });
  await server.ready();
  return server;
}

type Client = { socket: WebSocket; got: RealtimeServerMessage[]; closed: Promise<number> };

/** A socket with its frames collected from the first one (attached before the upgrade completes). */
async function connect(server: FastifyInstance, who: string | null, query = ''): Promise<Client> {
  const got: RealtimeServerMessage[] = [];
  let closed!: (code: number) => void;
  const closedPromise = new Promise<number>((resolve) => (closed = resolve));
  const socket = await server.injectWS(`/api/realtime${query}`, { headers: { 'x-app-slug': 'live', ...(who ? { 'x-user-token': people[who]!.token } : {}) } }, {
    onInit: (ws) => {
      ws.on('message', (data) => got.push(JSON.parse(String(data)) as RealtimeServerMessage));
      ws.on('close', (code) => closed(code));
    },
  });
  sockets.push(socket);
  await expect.poll(() => got[0]?.type).toBe('ready');
  return { socket, got, closed: closedPromise };
}

const framesOf = (client: Client, type: RealtimeServerMessage['type']) => client.got.filter((m) => m.type === type);

async function subscribe(client: Client, id: string, channel: string) {
  client.socket.send(JSON.stringify({ type: 'subscribe', id, channel }));
  await expect.poll(() => client.got.find((m) => (m.type === 'subscribed' || m.type === 'error') && 'id' in m && m.id === id)?.type).toBeTruthy();
  return client.got.find((m) => (m.type === 'subscribed' || m.type === 'error') && 'id' in m && m.id === id)!;
}

async function api(server: FastifyInstance, method: 'GET' | 'POST', url: string, who: string, body?: unknown) {
  const res = await server.inject({ method, url: `/api${url}`, headers: { 'x-app-slug': 'live', 'x-user-token': people[who]!.token }, ...(body ? { payload: body as Record<string, unknown> } : {}) });
  return res;
}

let threadId: string;
let channel: string;

beforeAll(async () => {
  database = await openTestDatabase();
  bus = redisUrl ? createRedisBus({ url: redisUrl, prefix: `tessera-rt-int-${randomUUID()}:` }) : createInProcessBus();
  one = await instance();
  two = await instance();
  const account = await createAccount(database.db);
  const app = await createApp(database.db, { accountId: account.id, slug: 'live', name: 'Live' });
  await createPage(database.db, { appId: app.id, path: '/', title: 'Home', isHome: true });
  await rebuildPublishCache(database.db, app.id);
  for (const name of ['ann', 'bob', 'cem']) {
    const res = await one.inject({ method: 'POST', url: '/api/auth/sign_up', headers: { 'x-app-slug': 'live' }, payload: { email: `${name}@live.test`, name: `${name} person`, password: 'secret-password' } });
    people[name] = { token: res.json().authentication_token, id: res.json().user.id };
  }
  const started = await api(one, 'POST', '/threads', 'ann', { subscriber_id: people.bob!.id, messages: [] });
  threadId = started.json().thread.id;
  channel = started.json().thread.channel_id;
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await one?.close();
  await two?.close();
  await bus?.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the realtime websocket', () => {
  it('refuses an upgrade without a session', async () => {
    await expect(one.injectWS('/api/realtime', { headers: { 'x-app-slug': 'live' } })).rejects.toThrow(/401/);
    await expect(one.injectWS('/api/realtime', { headers: { 'x-app-slug': 'live', 'x-user-token': 'not-a-token' } })).rejects.toThrow(/401/);
  });

  it('greets a member with their global events channel; a token in the query works too', async () => {
    const viaQuery = await connect(one, null, `?app=live&token=${people.cem!.token}`);
    expect(viaQuery.got[0]).toMatchObject({ type: 'ready', global_events_channel: expect.stringContaining(people.cem!.id) });
    const got: string[] = [];
    const viaCookie = await one.injectWS('/api/realtime?app=live', { headers: { cookie: `${MEMBER_COOKIE}=${people.cem!.token}` } }, { onInit: (ws) => ws.on('message', (data) => got.push(String(data))) });
    sockets.push(viaCookie);
    await expect.poll(() => got.length).toBe(1);
    expect(JSON.parse(got[0]!)).toMatchObject({ type: 'ready', global_events_channel: expect.stringContaining(people.cem!.id) });
  });

  it('a held socket keeps nothing of its upgrade: only the hub’s shared listeners (decision 034)', async () => {
    await connect(one, 'cem');
    await connect(one, 'ann');
    const held = [...one.websocketServer.clients];
    expect(held.length).toBeGreaterThanOrEqual(2);
    // @fastify/websocket's own 'error' listener closes over the request and reply: it is removed.
    for (const socket of held) expect(socket.listeners('error')).toHaveLength(1);
    for (const event of ['error', 'message', 'close', 'pong'] as const) {
      expect(new Set(held.map((socket) => socket.listeners(event).at(-1))).size, event).toBe(1);
    }
  });

  it("refuses a subscription without an id with SPEC's text, and a thread one is not in", async () => {
    const cem = await connect(one, 'cem');
    cem.socket.send(JSON.stringify({ type: 'subscribe', channel }));
    await expect.poll(() => framesOf(cem, 'error')[0]).toEqual({ type: 'error', id: null, code: 'subscription_id_required', message: SUBSCRIPTION_ID_REQUIRED });
    expect(await subscribe(cem, 's1', channel)).toMatchObject({ type: 'error', code: 'channel_forbidden' });
    const annChannel = `app.${channel.split('.')[1]}.member.${people.ann!.id}`;
    expect(await subscribe(cem, 's2', annChannel)).toMatchObject({ type: 'error', code: 'channel_forbidden' });
    cem.socket.send(JSON.stringify({ type: 'ping', id: 'p' }));
    await expect.poll(() => framesOf(cem, 'pong')[0]).toMatchObject({ type: 'pong', id: 'p' });
  });

  it('a message sent through one instance reaches sockets held by the other, in order, with the subscription id', async () => {
    const bobOnTwo = await connect(two, 'bob');
    const annOtherDevice = await connect(two, 'ann');
    expect(await subscribe(bobOnTwo, 'thread-1', channel)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(annOtherDevice, 'mine', annOtherDevice.got[0]!.type === 'ready' ? (annOtherDevice.got[0] as { global_events_channel: string }).global_events_channel : '')).toMatchObject({ type: 'subscribed' });
    for (const text of ['one', 'two', 'three']) {
      const res = await api(one, 'POST', `/threads/${threadId}/messages`, 'ann', { data: { action: 'send', messages: [{ message: text }] } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect.poll(() => framesOf(bobOnTwo, 'event').length).toBe(3);
    const events = framesOf(bobOnTwo, 'event') as Extract<RealtimeServerMessage, { type: 'event' }>[];
    expect(events.map((e) => e.id)).toEqual(['thread-1', 'thread-1', 'thread-1']);
    expect(events.map((e) => (e.event.type === 'message.created' ? e.event.message.message : null))).toEqual(['one', 'two', 'three']);
    // Ann's other device hears on her own channel that her thread moved on.
    await expect.poll(() => framesOf(annOtherDevice, 'event').length).toBe(3);
    expect((framesOf(annOtherDevice, 'event')[0] as Extract<RealtimeServerMessage, { type: 'event' }>).event).toMatchObject({ type: 'thread.unread_changed', thread_id: threadId, is_unread: false });
  });

  it('a reaction and a read receipt arrive live; unsubscribing stops delivery', async () => {
    const bob = await connect(one, 'bob');
    await subscribe(bob, 't', channel);
    const latest = (await api(two, 'GET', `/threads/${threadId}`, 'ann')).json().thread.latest_message;
    await api(two, 'POST', `/threads/${threadId}/messages`, 'ann', { data: { action: 'react', message_ts: latest.message_ts, reaction: 'like' } });
    await expect.poll(() => framesOf(bob, 'event').map((e) => (e as { event: { type: string } }).event.type)).toEqual(['message.reacted']);
    bob.socket.send(JSON.stringify({ type: 'unsubscribe', id: 't' }));
    await expect.poll(() => framesOf(bob, 'unsubscribed').length).toBe(1);
    await api(two, 'POST', `/threads/${threadId}/messages`, 'ann', { data: { action: 'send', messages: [{ message: 'not for the closed subscription' }] } });
    // Wait for a later event on another channel to be sure the first would have arrived.
    await subscribe(bob, 'again', channel);
    await api(two, 'GET', `/threads/${threadId}/read`, 'ann');
    await expect.poll(() => framesOf(bob, 'event').length).toBe(2);
    expect(framesOf(bob, 'event').map((e) => [(e as { id: string }).id, (e as { event: { type: string } }).event.type])).toEqual([
      ['t', 'message.reacted'],
      ['again', 'thread.read'],
    ]);
  });

  it('signing out closes the sockets of that session, on any instance', async () => {
    const login = await two.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-app-slug': 'live' }, payload: { email: 'cem@live.test', password: 'secret-password' } });
    const token = login.json().authentication_token as string;
    people.cemPhone = { token, id: people.cem!.id };
    const phone = await connect(one, 'cemPhone');
    const laptop = await connect(one, 'cem');
    await two.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-app-slug': 'live', 'x-user-token': token } });
    expect(await phone.closed).toBe(4002);
    expect(laptop.socket.readyState).toBe(laptop.socket.OPEN);
  });
});
