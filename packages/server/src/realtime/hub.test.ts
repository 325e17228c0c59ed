import { EventEmitter } from 'node:events';
import { REALTIME_CLOSE, type RealtimeServerMessage } from '@tessera/core/realtime-protocol';
import type { RealtimeEvent } from '@tessera/core/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createInProcessBus } from './bus';
import { createRealtimeHub } from './hub';

/** Just what the hub uses of a ws socket, with the bytes it would still have to send. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: RealtimeServerMessage[] = [];
  closedWith: number | null = null;
  pings = 0;
  /** Frames ws would send as binary (a Buffer without `binary: false`): browsers would get Blobs. */
  binaryFrames = 0;
  send(frame: string | Buffer, options?: { binary?: boolean }) {
    if (typeof frame !== 'string' && options?.binary !== false) this.binaryFrames += 1;
    this.sent.push(JSON.parse(String(frame)) as RealtimeServerMessage);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.readyState = 3;
  }
  say(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

const event: RealtimeEvent = { type: 'thread.renamed', thread_id: 't', title: 'New', has_been_renamed: true };
const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;

afterEach(() => {
  vi.useRealTimers();
});

function setup(options: { heartbeatMs?: number; maxBufferedBytes?: number } = {}) {
  const bus = createInProcessBus();
  const hub = createRealtimeHub({ bus, log, ...options });
  const socket = new FakeSocket();
  hub.attach(socket as unknown as WebSocket, { memberChannel: 'me', sessionId: 'session-1', authorize: async (channel) => channel === 'allowed' });
  return { bus, hub, socket };
}

describe('the realtime hub', () => {
  it('closes a slow consumer instead of buffering without bound', async () => {
    const { bus, socket } = setup({ maxBufferedBytes: 1000 });
    socket.say({ type: 'subscribe', id: 's', channel: 'allowed' });
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain('subscribed'));
    await bus.publish('allowed', event);
    expect(socket.sent.filter((m) => m.type === 'event')).toHaveLength(1);
    // Event frames are built as buffers once per broadcast, and still go out as text frames.
    expect(socket.binaryFrames).toBe(0);
    socket.bufferedAmount = 5000;
    await bus.publish('allowed', event);
    expect(socket.closedWith).toBe(REALTIME_CLOSE.slowConsumer);
    expect(socket.sent.filter((m) => m.type === 'event')).toHaveLength(1);
  });

  it('pings, and closes a socket that missed a heartbeat', async () => {
    vi.useFakeTimers();
    const { socket } = setup({ heartbeatMs: 100 });
    vi.advanceTimersByTime(100);
    expect(socket.pings).toBe(1);
    socket.emit('pong');
    vi.advanceTimersByTime(100);
    expect(socket.pings).toBe(2);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(100);
    expect(socket.closedWith).toBe(REALTIME_CLOSE.timeout);
  });

  it('closes on its session ending, not on another session of the same member', async () => {
    const { bus, socket } = setup();
    await bus.publish('me', { type: 'session.ended', session_id: 'session-2' });
    expect(socket.closedWith).toBeNull();
    await bus.publish('me', { type: 'session.ended', session_id: 'session-1' });
    expect(socket.closedWith).toBe(REALTIME_CLOSE.signedOut);
  });

  it('stops listening on the bus when the last socket of a channel goes', async () => {
    const { bus, hub, socket } = setup();
    const spy = vi.spyOn(bus, 'subscribe');
    socket.say({ type: 'subscribe', id: 'a', channel: 'allowed' });
    socket.say({ type: 'subscribe', id: 'b', channel: 'allowed' });
    await vi.waitFor(() => expect(socket.sent.filter((m) => m.type === 'subscribed')).toHaveLength(2));
    expect(spy).toHaveBeenCalledTimes(1);
    await bus.publish('allowed', event);
    expect(socket.sent.filter((m) => m.type === 'event').map((m) => (m as { id: string }).id)).toEqual(['a', 'b']);
    socket.close(1000);
    expect(hub.size()).toBe(0);
    await hub.close();
  });
});
