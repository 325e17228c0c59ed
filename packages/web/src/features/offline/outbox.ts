import type { WorkoutActivity } from '@tessera/core/entities/workout';
import { outboxKey } from './outbox-store';
import type { OutboxEntry, OutboxNotice, OutboxStore, OutboxWrite } from './outbox-store';

/** What the server answered a write: `applied: false` when it kept a newer version of an activity. */
export type SendResult = { applied: boolean; kept: WorkoutActivity | null };

/**
 * What the member's screens show: writes waiting, whether a run is sending, the notices, and how
 * many writes reached the server since the app started (it grows when a sync delivered something,
 * the screens' cue to read again what the server now has).
 */
export type OutboxSnapshot = {
  pending: number;
  isSyncing: boolean;
  notices: OutboxNotice[];
  sent: number;
};

export type OutboxOptions = {
  store: OutboxStore;
  /** Sends one write to the server (the contracts' calls); throws the API's errors. */
  send: (entry: OutboxEntry) => Promise<SendResult>;
  /** The signed-in member, or null: only their writes are sent. */
  currentMemberId: () => string | null;
  now?: () => Date;
  /** Waits before trying again (timers in the app, a stand-in in tests); answers a cancel. */
  schedule?: (ms: number, run: () => void) => () => void;
};

/** Backoff after a failed send: 2 s, 4 s, 8 s … at most 5 minutes. */
export const retryDelay = (failures: number): number =>
  Math.min(2000 * 2 ** Math.max(0, failures - 1), 5 * 60_000);

/**
 * Whether a failed send is worth repeating: the network, the server being down or busy, or the
 * session not yet back (401, until the member is signed in again). Anything else (400, 403, 404)
 * the server will refuse every time: the write is dropped and the member told.
 */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  if (status === null) return true;
  return status === 401 || status === 429 || status >= 500;
}

/**
 * The API's errors (core's AppError) carry a status and a code; read structurally, so this chunk
 * asks nothing more of the app's first download than it already gives.
 */
function statusOf(error: unknown): number | null {
  const status =
    typeof error === 'object' && error !== null
      ? (error as { status?: unknown }).status
      : undefined;
  return typeof status === 'number' ? status : null;
}

function codeOf(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'unknown_error';
}

const defaultSchedule = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * The outbox of session writes and the loop that sends them (decision 035): writes go to the
 * store first, then to the server in the order they were made, one at a time, whenever there is
 * a chance (a new write, the `online` event, the app starting, and again with backoff after a
 * failure). Every write carries the client's ids, so one that reached the server but whose answer
 * was lost is simply sent again: the server stores it once.
 */
export function createOutbox({
  store,
  send,
  currentMemberId,
  now = () => new Date(),
  schedule = defaultSchedule,
}: OutboxOptions) {
  const listeners = new Set<(snapshot: OutboxSnapshot) => void>();
  let flushing: Promise<void> | null = null;
  let isRerunAsked = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let lastSeq = 0;
  let sent = 0;

  async function snapshot(): Promise<OutboxSnapshot> {
    const memberId = currentMemberId();
    const [entries, notices] = await Promise.all([store.list(), store.notices()]);
    return {
      pending: entries.filter((entry) => entry.memberId === memberId).length,
      isSyncing: flushing !== null,
      notices: notices.filter((notice) => notice.memberId === memberId),
      sent,
    };
  }

  async function announce() {
    if (listeners.size === 0) return;
    const current = await snapshot();
    for (const listener of listeners) listener(current);
  }

  /** Keeps a write, replacing the earlier version under the same key (its place in line stays). */
  async function enqueue(write: OutboxWrite, memberId: string): Promise<OutboxEntry> {
    const key = outboxKey(write);
    const existing = await store.get(key);
    // Monotonic across reloads: the time in microseconds, bumped past the last one given.
    lastSeq = Math.max(lastSeq + 1, now().getTime() * 1000);
    const entry: OutboxEntry = {
      ...write,
      key,
      seq: existing?.seq ?? lastSeq,
      memberId,
      attempts: 0,
    };
    await store.put(entry);
    void announce();
    return entry;
  }

  async function dropSession(memberId: string, sessionId: string) {
    for (const entry of await store.list())
      if (entry.memberId === memberId && entry.sessionId === sessionId)
        await store.remove(entry.key);
  }

  async function sendAll(): Promise<void> {
    const memberId = currentMemberId();
    if (!memberId) return;
    for (const entry of await store.list()) {
      if (entry.memberId !== memberId) continue;
      // A write removed meanwhile (its session refused): skip it.
      if (!(await store.get(entry.key))) continue;
      let result: SendResult;
      try {
        result = await send(entry);
      } catch (error) {
        if (isRetryable(error)) {
          await store.put({ ...entry, attempts: entry.attempts + 1 });
          failures += 1;
          cancelRetry?.();
          cancelRetry = schedule(retryDelay(failures), () => {
            cancelRetry = null;
            void flush();
          });
          return;
        }
        await store.addNotice(noticeOf(entry, 'refused', null, codeOf(error)));
        // Nothing of a session the server refused to start can be stored either.
        if (entry.kind === 'start') await dropSession(memberId, entry.sessionId);
        else await store.remove(entry.key);
        continue;
      }
      failures = 0;
      sent += 1;
      await store.remove(entry.key);
      if (!result.applied && entry.kind === 'activity')
        await store.addNotice(noticeOf(entry, 'replaced', result.kept, null));
      void announce();
    }
  }

  function noticeOf(
    entry: OutboxEntry,
    kind: OutboxNotice['kind'],
    kept: WorkoutActivity | null,
    code: string | null,
  ): OutboxNotice {
    return {
      key: entry.key,
      kind,
      memberId: entry.memberId,
      workoutId: entry.workoutId,
      sessionId: entry.sessionId,
      activity: entry.kind === 'activity' ? entry.body : null,
      kept,
      code,
      at: now().toISOString(),
    };
  }

  /** Sends what waits; one run at a time (a call during a run makes it go round once more). */
  function flush(): Promise<void> {
    if (flushing) {
      isRerunAsked = true;
      return flushing;
    }
    cancelRetry?.();
    cancelRetry = null;
    flushing = (async () => {
      try {
        do {
          isRerunAsked = false;
          await sendAll();
        } while (isRerunAsked && cancelRetry === null);
      } finally {
        flushing = null;
        void announce();
      }
    })();
    void announce();
    return flushing;
  }

  return {
    enqueue,
    flush,
    snapshot,
    /** A session's start while it still waits to be sent. */
    pendingStart: async (sessionId: string) => {
      const entry = await store.get(`start:${sessionId}`);
      return entry?.kind === 'start' ? entry.body : null;
    },
    /**
     * The refusal of one write, taken out of the notices: the screen that made the write says it
     * itself ("Failed to swap"), so it is not told twice.
     */
    takeRefusal: async (key: string) => {
      const refusal = (await store.notices()).find(
        (notice) => notice.key === key && notice.kind === 'refused',
      );
      if (!refusal) return null;
      await store.removeNotice(key);
      void announce();
      return refusal;
    },
    /** The member saw a notice: it goes. */
    dismiss: async (key: string) => {
      await store.removeNotice(key);
      void announce();
    },
    subscribe: (listener: (snapshot: OutboxSnapshot) => void) => {
      listeners.add(listener);
      void snapshot().then(listener);
      return () => void listeners.delete(listener);
    },
    /** Stops a waiting retry (tests, sign-out). */
    stop: () => {
      cancelRetry?.();
      cancelRetry = null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
