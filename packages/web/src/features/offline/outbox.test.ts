import { describe, expect, it } from 'vitest';
import { AppError } from '@tessera/core/errors';
import { createOutbox, isRetryable, retryDelay } from './outbox';
import type { SendResult } from './outbox';
import { memoryOutboxStore } from './outbox-store';
import type { OutboxEntry, OutboxWrite } from './outbox-store';

const WORKOUT = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-000000000002';
const GROUP = '00000000-0000-4000-8000-000000000003';

const start: OutboxWrite = {
  kind: 'start',
  workoutId: WORKOUT,
  sessionId: SESSION,
  body: {
    id: SESSION,
    session_mode: 'grouped',
    started_at: '2026-11-20T10:00:00.000Z',
    page_id: null,
  },
};
const set = (id: string, reps: number, at = '2026-11-20T10:05:00.000Z'): OutboxWrite => ({
  kind: 'activity',
  workoutId: WORKOUT,
  sessionId: SESSION,
  body: {
    id,
    workout_group_id: GROUP,
    workout_group_item_id: null,
    activity_type: 'set',
    data: { reps },
    recorded_at: at,
  },
});
const finish: OutboxWrite = {
  kind: 'finish',
  workoutId: WORKOUT,
  sessionId: SESSION,
  body: { page_id: null, completed_at: '2026-11-20T10:30:00.000Z' },
};

const offline = () =>
  new AppError({ code: 'network_error', status: 503, message: 'Something went wrong' });

/** A server stand-in that stores by client id, as the real one does, and can be switched off. */
function fakeServer() {
  const server = {
    isOnline: true,
    sent: [] as string[],
    stored: new Map<string, OutboxEntry['body']>(),
    /** Activities the server already holds a newer version of. */
    newer: new Map<string, string>(),
    refuse: new Map<string, AppError>(),
    send: async (entry: OutboxEntry): Promise<SendResult> => {
      if (!server.isOnline) throw offline();
      const refusal = server.refuse.get(entry.key);
      if (refusal) throw refusal;
      server.sent.push(entry.key);
      const kept = server.newer.get(entry.key);
      if (kept && entry.kind === 'activity' && kept > entry.body.recorded_at)
        return {
          applied: false,
          kept: {
            ...entry.body,
            workout_group_item_id: null,
            data: { reps: 99 },
            recorded_at: kept,
          },
        };
      server.stored.set(entry.key, entry.body);
      return { applied: true, kept: null };
    },
  };
  return server;
}

function setup(memberId: string | null = 'member-1') {
  const store = memoryOutboxStore();
  const server = fakeServer();
  const timers: { ms: number; run: () => void }[] = [];
  let clock = Date.parse('2026-11-20T10:00:00.000Z');
  const member = { id: memberId };
  const outbox = createOutbox({
    store,
    send: server.send,
    currentMemberId: () => member.id,
    now: () => new Date((clock += 1)),
    schedule: (ms, run) => {
      const timer = {
        ms,
        run: () => {
          timers.splice(timers.indexOf(timer), 1);
          run();
        },
      };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
  });
  return { store, server, timers, outbox, member };
}

describe('the offline outbox', () => {
  it('sends writes in the order they were made and empties itself', async () => {
    const { outbox, server, store } = setup();
    for (const write of [
      start,
      set('00000000-0000-4000-8000-00000000000a', 8),
      set('00000000-0000-4000-8000-00000000000b', 6),
      finish,
    ])
      await outbox.enqueue(write, 'member-1');
    await outbox.flush();
    expect(server.sent).toEqual([
      `start:${SESSION}`,
      'activity:00000000-0000-4000-8000-00000000000a',
      'activity:00000000-0000-4000-8000-00000000000b',
      `finish:${SESSION}`,
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('keeps writes while offline, retries with growing waits, and sends each once when back', async () => {
    const { outbox, server, store, timers } = setup();
    server.isOnline = false;
    await outbox.enqueue(start, 'member-1');
    await outbox.enqueue(set('00000000-0000-4000-8000-00000000000a', 8), 'member-1');
    await outbox.flush();
    expect(await store.list()).toHaveLength(2);
    expect(timers.map((timer) => timer.ms)).toEqual([2000]);
    timers[0]!.run();
    await outbox.flush();
    expect(timers.map((timer) => timer.ms)).toEqual([4000]);
    expect((await store.list())[0]!.attempts).toBe(2);

    server.isOnline = true;
    await outbox.flush();
    expect(timers).toEqual([]);
    expect(server.sent).toEqual([
      `start:${SESSION}`,
      'activity:00000000-0000-4000-8000-00000000000a',
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('stops at the first write that cannot go, so a session never arrives before its start', async () => {
    const { outbox, server } = setup();
    server.refuse.set(`start:${SESSION}`, offline());
    await outbox.enqueue(start, 'member-1');
    await outbox.enqueue(set('00000000-0000-4000-8000-00000000000a', 8), 'member-1');
    await outbox.flush();
    expect(server.sent).toEqual([]);
  });

  it('a set logged again before it was sent goes once, in its latest version, in its first place', async () => {
    const { outbox, server } = setup();
    server.isOnline = false;
    await outbox.enqueue(start, 'member-1');
    await outbox.enqueue(set('00000000-0000-4000-8000-00000000000a', 8), 'member-1');
    await outbox.enqueue(set('00000000-0000-4000-8000-00000000000b', 6), 'member-1');
    await outbox.enqueue(
      set('00000000-0000-4000-8000-00000000000a', 10, '2026-11-20T10:09:00.000Z'),
      'member-1',
    );
    server.isOnline = true;
    await outbox.flush();
    expect(server.sent).toEqual([
      `start:${SESSION}`,
      'activity:00000000-0000-4000-8000-00000000000a',
      'activity:00000000-0000-4000-8000-00000000000b',
    ]);
    expect(server.stored.get('activity:00000000-0000-4000-8000-00000000000a')).toMatchObject({
      data: { reps: 10 },
    });
  });

  it('tells the member when the server kept a newer version of an activity', async () => {
    const { outbox, server, store } = setup();
    server.newer.set('activity:00000000-0000-4000-8000-00000000000a', '2026-11-20T11:00:00.000Z');
    await outbox.enqueue(start, 'member-1');
    await outbox.enqueue(set('00000000-0000-4000-8000-00000000000a', 8), 'member-1');
    await outbox.flush();
    expect(await store.list()).toEqual([]);
    const { notices } = await outbox.snapshot();
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'replaced',
        key: 'activity:00000000-0000-4000-8000-00000000000a',
        activity: expect.objectContaining({ data: { reps: 8 } }),
        kept: expect.objectContaining({ data: { reps: 99 } }),
      }),
    ]);
    await outbox.dismiss(notices[0]!.key);
    expect((await outbox.snapshot()).notices).toEqual([]);
  });

  it('drops what the server refuses for good, with the rest of a session it will not start, and says so', async () => {
    const { outbox, server, store } = setup();
    server.refuse.set(
      `start:${SESSION}`,
      new AppError({ code: 'workout_locked', status: 403, message: 'Locked' }),
    );
    await outbox.enqueue(start, 'member-1');
    await outbox.enqueue(set('00000000-0000-4000-8000-00000000000a', 8), 'member-1');
    await outbox.enqueue(finish, 'member-1');
    await outbox.flush();
    expect(server.sent).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect((await outbox.snapshot()).notices).toEqual([
      expect.objectContaining({ kind: 'refused', code: 'workout_locked', key: `start:${SESSION}` }),
    ]);
  });

  it("sends only the signed-in member's writes, and none for a guest", async () => {
    const { outbox, server, member } = setup(null);
    await outbox.enqueue(start, 'member-1');
    await outbox.flush();
    expect(server.sent).toEqual([]);
    member.id = 'member-2';
    await outbox.flush();
    expect(server.sent).toEqual([]);
    expect((await outbox.snapshot()).pending).toBe(0);
    member.id = 'member-1';
    expect((await outbox.snapshot()).pending).toBe(1);
    await outbox.flush();
    expect(server.sent).toEqual([`start:${SESSION}`]);
  });

  it('a write that arrives while sending is sent in the same run', async () => {
    const { outbox, server } = setup();
    await outbox.enqueue(start, 'member-1');
    const running = outbox.flush();
    await outbox.enqueue(finish, 'member-1');
    void outbox.flush();
    await running;
    expect(server.sent).toEqual([`start:${SESSION}`, `finish:${SESSION}`]);
  });

  it('tells its listeners how many writes wait', async () => {
    const { outbox, server } = setup();
    server.isOnline = false;
    const seen: number[] = [];
    outbox.subscribe((snapshot) => seen.push(snapshot.pending));
    await outbox.enqueue(start, 'member-1');
    await outbox.flush();
    server.isOnline = true;
    await outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toContain(1);
    expect(seen.at(-1)).toBe(0);
  });

  it('counts the writes that reached the server, not those that failed (the screens read again when it grows)', async () => {
    const { outbox, server } = setup();
    server.isOnline = false;
    await outbox.enqueue(start, 'member-1');
    await outbox.enqueue(set('a1', 5), 'member-1');
    await outbox.flush();
    expect(await outbox.snapshot()).toMatchObject({ pending: 2, isSyncing: false, sent: 0 });
    server.isOnline = true;
    await outbox.flush();
    expect(await outbox.snapshot()).toMatchObject({ pending: 0, isSyncing: false, sent: 2 });
  });
});

describe('retry rules', () => {
  it('retries the network, 5xx, 429 and 401, and never a refusal', () => {
    expect(isRetryable(offline())).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new AppError({ code: 'unauthorized', status: 401, message: '' }))).toBe(
      true,
    );
    expect(isRetryable(new AppError({ code: 'rate_limited', status: 429, message: '' }))).toBe(
      true,
    );
    expect(isRetryable(new AppError({ code: 'validation_failed', status: 400, message: '' }))).toBe(
      false,
    );
    expect(isRetryable(new AppError({ code: 'not_found', status: 404, message: '' }))).toBe(false);
  });

  it('waits twice as long after each failure, at most five minutes', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(30)).toBe(300_000);
  });
});
