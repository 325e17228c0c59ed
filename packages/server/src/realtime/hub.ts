import { randomUUID } from 'node:crypto';
import { REALTIME_CLOSE, REALTIME_HEARTBEAT_MS, REALTIME_MAX_SUBSCRIPTIONS, realtimeClientMessageSchema, type RealtimeErrorCode, type RealtimeServerMessage } from '@tessera/core/realtime-protocol';
import type { RealtimeEvent } from '@tessera/core/realtime';
import { SUBSCRIPTION_ID_REQUIRED } from '@tessera/core/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from './bus';

/**
 * The websocket hub (ARCHITECTURE: Realtime): holds this process's connections, subscribes each
 * channel on the bus once however many local sockets follow it, and writes every event to the
 * sockets subscribed, each frame carrying that subscription's id. It knows nothing of messaging:
 * who may join a channel is the caller's `authorize`.
 *
 * - Heartbeats: a ping frame every `heartbeatMs`; a socket that did not answer the previous one is
 *   closed (4009). Clients may also send `ping` and get `pong`.
 * - Backpressure: a socket whose unsent bytes exceed `maxBufferedBytes` is a slow consumer: it is
 *   closed (4008) instead of buffering without bound; the client reconnects and catches up over HTTP.
 * - Sign-out: a `session.ended` event on the member's channel closes that session's sockets (4002).
 */
export type RealtimeHub = {
  attach: (socket: WebSocket, connection: HubConnectionInfo) => void;
  /** Open connections in this process. */
  size: () => number;
  close: () => Promise<void>;
};

export type HubConnectionInfo = {
  memberChannel: string;
  sessionId: string | null;
  /** Whether this connection may subscribe to a channel (its own member channel is always allowed). */
  authorize: (channel: string) => Promise<boolean>;
};

/**
 * One per socket, and the only per-connection state: the socket's listeners are shared functions
 * that find it by socket (decision 034: a held connection costs what ws itself costs, plus this).
 */
type Connection = {
  id: string;
  socket: WebSocket;
  info: HubConnectionInfo;
  /** subscription id → channel; made on the first subscription (most sockets only hold the member channel). */
  subscriptions: Map<string, string> | null;
  isAlive: boolean;
  /** Messages are handled one at a time, in order. */
  queue: Promise<void>;
};

type ChannelEntry = {
  /** connection id → subscription ids on this channel */
  listeners: Map<string, Set<string>>;
  unsubscribe: Promise<() => Promise<void>>;
};

export function createRealtimeHub(args: { bus: Bus; log: FastifyBaseLogger; heartbeatMs?: number; maxBufferedBytes?: number }): RealtimeHub {
  const { bus, log } = args;
  const heartbeatMs = args.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
  const maxBufferedBytes = args.maxBufferedBytes ?? 1_048_576;
  const connections = new Map<string, Connection>();
  const bySocket = new WeakMap<WebSocket, Connection>();
  const channels = new Map<string, ChannelEntry>();
  let heartbeat: NodeJS.Timeout | null = null;

  const write = (connection: Connection, frame: string | Buffer) => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.info({ connection: connection.id, buffered: socket.bufferedAmount }, 'realtime: closing a slow consumer');
      socket.close(REALTIME_CLOSE.slowConsumer, 'slow consumer');
      // A peer that does not read will not complete the closing handshake either.
      setTimeout(() => socket.terminate(), 1000).unref();
      return;
    }
    // A Buffer would go out as a binary frame (a Blob in browsers): frames are JSON text.
    socket.send(frame, { binary: false });
  };
  const reply = (connection: Connection, message: RealtimeServerMessage) => write(connection, JSON.stringify(message));
  const refuse = (connection: Connection, id: string | null, code: RealtimeErrorCode, message: string) => reply(connection, { type: 'error', id, code, message });

  function deliver(channel: string, event: RealtimeEvent) {
    const entry = channels.get(channel);
    if (!entry) return;
    // The event is serialised once, and each distinct subscription id's frame once (clients mostly
    // use the same ids): a broadcast to a thousand sockets is a thousand writes of one buffer.
    const tail = `,"channel":${JSON.stringify(channel)},"event":${JSON.stringify(event)}}`;
    const frames = new Map<string, Buffer>();
    const frameFor = (id: string) => {
      let frame = frames.get(id);
      if (!frame) frames.set(id, (frame = Buffer.from(`{"type":"event","id":${JSON.stringify(id)}${tail}`)));
      return frame;
    };
    for (const [connectionId, subscriptionIds] of entry.listeners) {
      const connection = connections.get(connectionId);
      if (!connection) continue;
      if (event.type === 'session.ended' && event.session_id === connection.info.sessionId) {
        connection.socket.close(REALTIME_CLOSE.signedOut, 'signed out');
        continue;
      }
      for (const id of subscriptionIds) {
        if (id.startsWith('\0')) continue; // the hub's own listener on the member channel
        write(connection, frameFor(id));
      }
    }
  }

  function listen(connection: Connection, channel: string, subscriptionId: string) {
    let entry = channels.get(channel);
    if (!entry) {
      entry = { listeners: new Map(), unsubscribe: bus.subscribe(channel, (event) => deliver(channel, event)) };
      entry.unsubscribe.catch((error: unknown) => log.warn({ err: error, channel }, 'realtime: bus subscribe failed'));
      channels.set(channel, entry);
    }
    const ids = entry.listeners.get(connection.id) ?? new Set<string>();
    ids.add(subscriptionId);
    entry.listeners.set(connection.id, ids);
    return entry.unsubscribe;
  }

  function unlisten(connection: Connection, channel: string, subscriptionId: string) {
    const entry = channels.get(channel);
    if (!entry) return;
    const ids = entry.listeners.get(connection.id);
    ids?.delete(subscriptionId);
    if (ids && ids.size === 0) entry.listeners.delete(connection.id);
    if (entry.listeners.size === 0) {
      channels.delete(channel);
      entry.unsubscribe.then((stop) => stop()).catch((error: unknown) => log.warn({ err: error, channel }, 'realtime: bus unsubscribe failed'));
    }
  }

  async function onMessage(connection: Connection, data: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return refuse(connection, null, 'invalid_message', 'Messages are JSON');
    }
    const result = realtimeClientMessageSchema.safeParse(parsed);
    if (!result.success) {
      const type = (parsed as { type?: unknown } | null)?.type;
      const idIssue = result.error.issues.find((issue) => issue.path[0] === 'id');
      if ((type === 'subscribe' || type === 'unsubscribe') && idIssue) return refuse(connection, null, 'subscription_id_required', SUBSCRIPTION_ID_REQUIRED);
      return refuse(connection, null, 'invalid_message', result.error.issues[0]?.message ?? 'Invalid message');
    }
    const message = result.data;
    switch (message.type) {
      case 'ping':
        return reply(connection, { type: 'pong', id: message.id ?? null, ts: Date.now() });
      case 'unsubscribe': {
        const channel = connection.subscriptions?.get(message.id);
        if (!channel) return refuse(connection, message.id, 'unknown_subscription', 'No subscription with this id');
        connection.subscriptions!.delete(message.id);
        unlisten(connection, channel, message.id);
        return reply(connection, { type: 'unsubscribed', id: message.id });
      }
      case 'subscribe': {
        if (connection.subscriptions?.has(message.id)) {
          const same = connection.subscriptions.get(message.id) === message.channel;
          if (same) return reply(connection, { type: 'subscribed', id: message.id, channel: message.channel });
          return refuse(connection, message.id, 'invalid_message', 'This subscription id is already used for another channel');
        }
        if ((connection.subscriptions?.size ?? 0) >= REALTIME_MAX_SUBSCRIPTIONS) return refuse(connection, message.id, 'too_many_subscriptions', 'Too many subscriptions on one connection');
        const allowed = message.channel === connection.info.memberChannel || (await connection.info.authorize(message.channel).catch(() => false));
        if (!allowed) return refuse(connection, message.id, 'channel_forbidden', 'You may not follow this channel');
        if (connection.socket.readyState !== connection.socket.OPEN) return;
        (connection.subscriptions ??= new Map()).set(message.id, message.channel);
        // Confirm only once the bus listens, so nothing published after `subscribed` is missed.
        await listen(connection, message.channel, message.id);
        return reply(connection, { type: 'subscribed', id: message.id, channel: message.channel });
      }
    }
  }

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const connection of connections.values()) {
        if (!connection.isAlive) {
          connection.socket.close(REALTIME_CLOSE.timeout, 'heartbeat missed');
          setTimeout(() => connection.socket.terminate(), 1000).unref();
          continue;
        }
        connection.isAlive = false;
        connection.socket.ping();
      }
    }, heartbeatMs);
    heartbeat.unref();
  }

  function detach(connection: Connection) {
    if (!connections.delete(connection.id)) return;
    for (const [id, channel] of connection.subscriptions ?? []) unlisten(connection, channel, id);
    unlisten(connection, connection.info.memberChannel, '\0member');
    connection.subscriptions = null;
    if (connections.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  // The socket's listeners, shared by every connection (`this` is the socket).
  function onPong(this: WebSocket) {
    const connection = bySocket.get(this);
    if (connection) connection.isAlive = true;
  }
  function onSocketMessage(this: WebSocket, data: unknown, isBinary: boolean) {
    const connection = bySocket.get(this);
    if (!connection) return;
    connection.isAlive = true;
    if (isBinary) return refuse(connection, null, 'invalid_message', 'Messages are JSON text');
    const text = String(data);
    connection.queue = connection.queue.then(() => onMessage(connection, text)).catch((error: unknown) => log.warn({ err: error }, 'realtime: message failed'));
  }
  function onGone(this: WebSocket) {
    const connection = bySocket.get(this);
    if (connection) detach(connection);
  }

  return {
    attach(socket, info) {
      const connection: Connection = { id: randomUUID(), socket, info, subscriptions: null, isAlive: true, queue: Promise.resolve() };
      connections.set(connection.id, connection);
      bySocket.set(socket, connection);
      // The hub itself follows the member's channel to hear of sign-outs.
      void listen(connection, info.memberChannel, '\0member');
      socket.on('pong', onPong);
      socket.on('message', onSocketMessage);
      socket.on('close', onGone);
      socket.on('error', onGone);
      startHeartbeat();
      reply(connection, { type: 'ready', connection_id: connection.id, global_events_channel: info.memberChannel, heartbeat_ms: heartbeatMs });
    },
    size: () => connections.size,
    async close() {
      for (const connection of [...connections.values()]) {
        connection.socket.close(REALTIME_CLOSE.goingAway, 'server closing');
        detach(connection);
      }
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await Promise.all([...channels.values()].map((entry) => entry.unsubscribe.then((stop) => stop()).catch(() => undefined)));
      channels.clear();
    },
  };
}
