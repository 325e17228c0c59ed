import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';
import { createOutbox } from './outbox';
import type { Outbox } from './outbox';
import { indexedDbOutboxStore, OUTBOX_DB_NAME } from './idb-outbox-store';
import { memoryOutboxStore } from './outbox-store';
import type { OutboxEntry } from './outbox-store';

/** The contracts (and zod) load with the first write, in the workout's chunk. */
const workoutContracts = () => import('@tessera/core/api/workouts');

async function send(entry: OutboxEntry) {
  const contracts = await workoutContracts();
  const params = { id: entry.workoutId, sessionId: entry.sessionId };
  switch (entry.kind) {
    case 'start':
      await api(contracts.startWorkoutSessionContract, {
        params: { id: entry.workoutId },
        body: entry.body,
      });
      return { applied: true, kept: null };
    case 'activity': {
      const answer = await api(contracts.recordWorkoutActivityContract, {
        params,
        body: entry.body,
      });
      return { applied: answer.applied, kept: answer.applied ? null : answer.activity };
    }
    case 'finish':
      await api(contracts.updateWorkoutSessionContract, {
        params,
        body: { ...entry.body, completed: true },
      });
      return { applied: true, kept: null };
  }
}

let outbox: Outbox | null = null;
const watchers = new Set<(outbox: Outbox) => void>();

/**
 * The member app's one outbox: IndexedDB (memory where the browser has none, e.g. some private
 * modes), sent by the API client, for the signed-in member. It tries again when the browser says
 * it is online and when a member signs in.
 */
export function memberOutbox(): Outbox {
  if (outbox) return outbox;
  const store = typeof indexedDB === 'undefined' ? memoryOutboxStore() : indexedDbOutboxStore();
  const created = createOutbox({
    store,
    send,
    currentMemberId: () => {
      const state = useAuthStore.getState();
      return state.status === 'authenticated' ? (state.member?.id ?? null) : null;
    },
  });
  outbox = created;
  for (const watcher of watchers) watcher(created);
  watchers.clear();
  window.addEventListener('online', () => void created.flush());
  useAuthStore.subscribe((state, previous) => {
    if (state.status === 'authenticated' && state.member?.id !== previous.member?.id)
      void created.flush();
    // Signed out: a waiting retry has nobody to send for.
    if (state.status !== 'authenticated' && previous.status === 'authenticated') created.stop();
  });
  return created;
}

/**
 * Whether this browser has queued anything before (the outbox database exists; where it cannot
 * tell, or has no IndexedDB at all, it answers yes). Reading the outbox creates its database, so
 * screens that only show its state ask this first: a member who never queued a log gets none.
 */
export async function outboxMayHoldWrites(): Promise<boolean> {
  if (outbox || typeof indexedDB === 'undefined') return true;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return !databases || databases.some((database) => database.name === OUTBOX_DB_NAME);
}

/**
 * Calls `listener` with the member's outbox once there is one to read: now if it exists or a
 * database from an earlier visit is there, else when the first write creates it. Answers a cancel.
 */
export function watchMemberOutbox(listener: (outbox: Outbox) => void): () => void {
  let isCancelled = false;
  const once = (ready: Outbox) => {
    if (!isCancelled) listener(ready);
  };
  if (outbox) {
    once(outbox);
  } else {
    watchers.add(once);
    void outboxMayHoldWrites().then((mayHold) => {
      if (mayHold && watchers.delete(once)) once(memberOutbox());
    });
  }
  return () => {
    isCancelled = true;
    watchers.delete(once);
  };
}
