import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { findFreePort } from '@tessera/server/test/free-port';
import { runLoad } from '../lib/load';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import { rssOf } from '../lib/rss';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';

/**
 * Messaging's realtime path (issue 15), beside baselines measured in the same run:
 * - thread listing (`GET /api/threads`, member@demo.test's chats) against `GET /api/health`;
 * - CONNECTIONS websockets held by one server process, memory per connection (JS heap and RSS,
 *   both after a full collection, through the server's inspector), SUBSCRIBERS of them subscribed
 *   to the demo's Community feed, and the latency from just before an admin's `POST` of a message
 *   to its arrival on each subscriber (p50/p95/p99) — against a bare `ws` server in its own
 *   process holding as many sockets and writing the same number of frames.
 * The sockets are opened by several client processes (CLIENT_SOCKETS each), so neither one
 * process's descriptors nor one event loop bounds the run; arrivals are stamped before parsing.
 * `BENCH_RT_CONNECTIONS` (default 10000), `BENCH_RT_SUBSCRIBERS` (1000) and `BENCH_RT_MESSAGES`
 * (20) scale it. 10 000 sockets need `ulimit -n` above 10 000 for the server (and the bare one).
 */
const CONNECTIONS = Number(process.env.BENCH_RT_CONNECTIONS ?? 10_000);
const SUBSCRIBERS = Math.min(CONNECTIONS, Number(process.env.BENCH_RT_SUBSCRIBERS ?? 1000));
const MESSAGES = Number(process.env.BENCH_RT_MESSAGES ?? 20);
const CLIENT_SOCKETS = 2500;
const HEADERS = { 'X-App-Slug': 'demo', 'content-type': 'application/json' };
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples: sorted.length, p50_ms: Number(percentile(sorted, 50).toFixed(2)), p95_ms: Number(percentile(sorted, 95).toFixed(2)), p99_ms: Number(percentile(sorted, 99).toFixed(2)) };
};
const perConnection = (beforeBytes: number, afterBytes: number) => Number(((afterBytes - beforeBytes) / 1024 / CONNECTIONS).toFixed(2));

async function login(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ email, password: 'demo-password' }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { authentication_token: string }).authentication_token;
}

type Memory = { rss: number; heap: number };

/** The server's memory after a full collection, through its inspector (Chrome DevTools protocol). */
async function inspectorOf(port: number, pid: number): Promise<{ measure: () => Promise<Memory>; close: () => void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let next = 1;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const id = next++;
      const onMessage = (data: unknown) => {
        const reply = JSON.parse(String(data)) as { id?: number; result: Record<string, number> };
        if (reply.id !== id) return;
        socket.off('message', onMessage);
        resolve(reply.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  return {
    async measure() {
      await call('HeapProfiler.collectGarbage');
      await sleep(500);
      const usage = await call('Runtime.getHeapUsage');
      return { heap: usage.usedSize!, rss: rssOf(pid).rss_mb * 1024 * 1024 };
    },
    close: () => socket.close(),
  };
}

type Clients = { expect: (key: string) => Promise<number[]>; close: () => void };

/** Client processes holding `CONNECTIONS` sockets to `url`, `SUBSCRIBERS` of them on `channel`. */
async function openClients(url: string, channel: string): Promise<Clients> {
  const workers: { child: ChildProcess; sockets: number; subscribers: number }[] = [];
  const count = Math.ceil(CONNECTIONS / CLIENT_SOCKETS);
  const reports = new Map<string, number[][]>();
  const waiting = new Map<string, () => void>();
  for (let i = 0; i < count; i++) {
    const sockets = Math.min(CLIENT_SOCKETS, CONNECTIONS - i * CLIENT_SOCKETS);
    const subscribers = Math.min(sockets, Math.floor(SUBSCRIBERS / count) + (i < SUBSCRIBERS % count ? 1 : 0));
    const child = fork(join(import.meta.dirname, '../lib/realtime-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message: { type: string; key?: string; at?: number[] }) => {
      if (message.type !== 'arrived') return;
      const list = reports.get(message.key!) ?? [];
      list.push(message.at!);
      reports.set(message.key!, list);
      waiting.get(message.key!)?.();
    });
    workers.push({ child, sockets, subscribers });
  }
  // One client process opens at a time (the accept queue is finite); all hold at once.
  for (const [i, { child, sockets, subscribers }] of workers.entries()) {
    await new Promise<void>((resolve, reject) => {
      child.once('message', (message: { type: string; message?: string }) => (message.type === 'opened' ? resolve() : reject(new Error(`client ${i}: ${message.message}`))));
      child.send({ type: 'open', url, count: sockets, subscribers, channel });
    });
  }
  const reporting = workers.filter((worker) => worker.subscribers > 0).length;
  return {
    expect: (key) =>
      new Promise((resolve) => {
        const done = () => {
          waiting.delete(key);
          clearTimeout(timer);
          resolve((reports.get(key) ?? []).flat());
        };
        const timer = setTimeout(done, 30_000);
        waiting.set(key, () => (reports.get(key)?.length ?? 0) >= reporting && done());
        waiting.get(key)!();
      }),
    close: () => {
      for (const { child } of workers) child.send({ type: 'close' });
    },
  };
}

/** Tessera: latency per (message, subscriber) from just before the POST. */
async function tesseraBroadcast(baseURL: string, pid: number, inspectPort: number) {
  const memberToken = await login(baseURL, 'member@demo.test');
  const adminToken = await login(baseURL, 'admin@demo.test');
  const feeds = (await (await fetch(`${baseURL}/api/threads?type=feeds`, { headers: { ...HEADERS, 'X-User-Token': memberToken } })).json()) as { threads: { id: string; channel_id: string }[] };
  const feed = feeds.threads[0]!;
  const inspector = await inspectorOf(inspectPort, pid);
  const before = await inspector.measure();
  const clients = await openClients(`${baseURL.replace('http', 'ws')}/api/realtime?app=demo&token=${memberToken}`, feed.channel_id);
  await sleep(2000);
  const held = await inspector.measure();
  const latencies: number[] = [];
  const answered: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const clientId = `bench-${Date.now()}-${i}`;
    const arrived = clients.expect(clientId);
    const sentAt = now();
    const res = await fetch(`${baseURL}/api/threads/${feed.id}/messages`, {
      method: 'POST',
      headers: { ...HEADERS, 'X-User-Token': adminToken },
      body: JSON.stringify({ data: { action: 'send', messages: [{ message: `Broadcast ${i}`, client_id: clientId }] } }),
    });
    if (!res.ok) throw new Error(`send answered ${res.status}: ${await res.text()}`);
    answered.push(now() - sentAt);
    for (const at of await arrived) latencies.push(at - sentAt);
  }
  clients.close();
  inspector.close();
  return {
    connections: CONNECTIONS,
    subscribers: SUBSCRIBERS,
    rss_before_mb: Math.round(before.rss / 1048576),
    rss_held_mb: Math.round(held.rss / 1048576),
    heap_kb_per_connection: perConnection(before.heap, held.heap),
    rss_kb_per_connection: perConnection(before.rss, held.rss),
    delivered: latencies.length,
    expected: MESSAGES * SUBSCRIBERS,
    latency: summary(latencies),
    /** How long the POST itself took (the send's transaction): the part of a delivery the fan-out does not add. */
    post_answered: summary(answered),
  };
}

/** The floor: a bare ws server in its own process, the same clients, the same frames. */
async function bareBroadcast() {
  const server = fork(join(import.meta.dirname, '../lib/bare-ws-child.ts'), [], { execArgv: ['--import', 'tsx', '--expose-gc', '--v8-pool-size=1'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T>(command: object, type: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return;
        server.off('message', onMessage);
        resolve(message as T);
      };
      server.on('message', onMessage);
      server.send(command);
    });
  const { port } = await new Promise<{ port: number }>((resolve) => server.once('message', resolve));
  const before = await ask<Memory>({ type: 'measure' }, 'memory');
  const clients = await openClients(`ws://127.0.0.1:${port}`, 'feed');
  await sleep(2000);
  const held = await ask<Memory>({ type: 'measure' }, 'memory');
  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const key = `bare-${i}`;
    const arrived = clients.expect(key);
    const sentAt = now();
    server.send({ type: 'broadcast', key });
    for (const at of await arrived) latencies.push(at - sentAt);
  }
  clients.close();
  server.send({ type: 'close' });
  return {
    connections: CONNECTIONS,
    heap_kb_per_connection: perConnection(before.heap, held.heap),
    rss_kb_per_connection: perConnection(before.rss, held.rss),
    delivered: latencies.length,
    latency: summary(latencies),
  };
}

const scenario: Scenario = {
  name: 'realtime',
  description: `thread listing vs health; ${CONNECTIONS} websockets on one server, memory per connection, broadcast latency of ${MESSAGES} feed messages to ${SUBSCRIBERS} subscribers vs a bare ws server`,
  async run() {
    const inspectPort = await findFreePort();
    const server = await startTessera({ env: { AUTH_RATE_LIMITS: 'off' }, nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`] });
    try {
      const token = await login(server.baseURL, 'member@demo.test');
      const listing = await runLoad({ url: `${server.baseURL}/api/threads?type=chats`, headers: { ...HEADERS, 'X-User-Token': token } });
      const health = await runLoad({ url: `${server.baseURL}/api/health` });
      printComparison({ 'threads (chats)': listing, 'health (floor)': health });
      const listingRatio = Number((listing.requests_per_sec / health.requests_per_sec).toFixed(3));
      const tessera = await tesseraBroadcast(server.baseURL, server.pid, inspectPort);
      await server.stop();
      const bare = await bareBroadcast();
      console.table({
        tessera: { connections: tessera.connections, 'heap KB/conn': tessera.heap_kb_per_connection, 'RSS KB/conn': tessera.rss_kb_per_connection, delivered: `${tessera.delivered}/${tessera.expected}`, ...tessera.latency },
        'bare ws': { connections: bare.connections, 'heap KB/conn': bare.heap_kb_per_connection, 'RSS KB/conn': bare.rss_kb_per_connection, delivered: bare.delivered, ...bare.latency },
      });
      console.log(`thread listing: ${listing.requests_per_sec} req/s, ratio to health ${listingRatio}; broadcast p95 ${tessera.latency.p95_ms} ms vs bare ${bare.latency.p95_ms} ms; the POST itself answered in p50 ${tessera.post_answered.p50_ms} ms, p95 ${tessera.post_answered.p95_ms} ms`);
      console.log(`written ${writeResult('realtime', { listing, health, listing_ratio: listingRatio, tessera, bare, p95_ratio_to_bare: Number((tessera.latency.p95_ms / bare.latency.p95_ms).toFixed(2)) })}`);
    } finally {
      await server.stop();
    }
  },
};

export default scenario;
