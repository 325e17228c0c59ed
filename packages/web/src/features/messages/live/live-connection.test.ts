import { describe, expect, it } from 'vitest';
import { backoffDelay, LiveConnection } from './live-connection';
import type { LiveSocket } from './live-connection';

class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: LiveSocket['onopen'] = null;
  onclose: LiveSocket['onclose'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onerror: LiveSocket['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  dropped() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const connection = new LiveConnection({
    url: () => 'ws://test/live',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    subscribeFrame: (channel, id) => ({ type: 'subscribe', channel, id }),
    unsubscribeFrame: (channel, id) => ({ type: 'unsubscribe', channel, id }),
    readFrame: (data) => {
      const frame = data as { channel?: string; event?: unknown };
      return frame.channel ? { channel: frame.channel, event: frame.event } : null;
    },
    random: () => 0.5,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { connection, sockets, timers };
}

describe('LiveConnection', () => {
  it('subscribes each channel once with an id, delivers its events, and unsubscribes when the last listener goes', () => {
    const { connection, sockets } = setup();
    connection.start();
    const socket = sockets[0]!;
    socket.opened();
    const seen: unknown[] = [];
    const stopA = connection.listen('thread.1', (event) => seen.push(['a', event]));
    const stopB = connection.listen('thread.1', (event) => seen.push(['b', event]));
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'thread.1', id: 's1' }]);
    socket.receive({ channel: 'thread.1', event: { type: 'x' } });
    socket.receive({ channel: 'thread.2', event: { type: 'y' } });
    expect(seen).toEqual([
      ['a', { type: 'x' }],
      ['b', { type: 'x' }],
    ]);
    stopA();
    expect(socket.sent).toHaveLength(1);
    stopB();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'thread.1', id: 's1' });
  });

  it('reconnects after a drop with backoff, subscribes again and says it reconnected', () => {
    const { connection, sockets, timers } = setup();
    let reconnects = 0;
    connection.onReconnect(() => (reconnects += 1));
    connection.start();
    sockets[0]!.opened();
    connection.listen('member.1', () => undefined);
    sockets[0]!.dropped();
    expect(connection.status).toBe('reconnecting');
    expect(timers.at(-1)?.ms).toBe(backoffDelay(0, () => 0.5));
    timers.at(-1)!.run();
    expect(sockets).toHaveLength(2);
    expect(reconnects).toBe(0);
    expect(connection.status).toBe('reconnecting');
    sockets[1]!.opened();
    expect(connection.status).toBe('open');
    expect(reconnects).toBe(1);
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', channel: 'member.1', id: 's1' }]);
  });

  it('drops the socket when the device goes offline, tries nothing until online, then reconnects at once', () => {
    const { connection, sockets, timers } = setup();
    let reconnects = 0;
    connection.onReconnect(() => (reconnects += 1));
    connection.start();
    sockets[0]!.opened();
    connection.listen('member.1', () => undefined);
    connection.wentOffline();
    expect(sockets[0]!.readyState).toBe(3);
    expect(connection.status).toBe('reconnecting');
    // A retry timer that fires while offline opens nothing.
    for (const timer of [...timers]) timer.run();
    expect(sockets).toHaveLength(1);
    connection.cameOnline();
    expect(sockets).toHaveLength(2);
    sockets[1]!.opened();
    expect(connection.status).toBe('open');
    expect(reconnects).toBe(1);
    expect(sockets[1]!.sent).toEqual([{ type: 'subscribe', channel: 'member.1', id: 's1' }]);
  });

  it('waits longer after each failed attempt, up to 30 s', () => {
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });

  it('stays closed once stopped', () => {
    const { connection, sockets, timers } = setup();
    connection.start();
    sockets[0]!.opened();
    connection.stop();
    expect(connection.status).toBe('closed');
    expect(timers).toHaveLength(0);
  });
});
