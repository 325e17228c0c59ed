import type { WorkoutActivity, WorkoutActivityInput } from '@tessera/core/entities/workout';
import type { WorkoutMode } from '@tessera/core/entities/block-data';

/**
 * The outbox of a member's session writes (issue 14, decision 035). Each write is kept under a key
 * made of its client id, so writing the same thing again replaces it (a set logged twice offline
 * is sent once, in its latest version) and sending it again stores nothing twice on the server.
 */
export type OutboxWrite =
  | {
      kind: 'start';
      workoutId: string;
      sessionId: string;
      body: { id: string; session_mode: WorkoutMode; started_at: string; page_id: string | null };
    }
  | {
      kind: 'activity';
      workoutId: string;
      sessionId: string;
      body: WorkoutActivityInput & { id: string; recorded_at: string };
    }
  | {
      kind: 'finish';
      workoutId: string;
      sessionId: string;
      body: { page_id: string | null; completed_at: string };
    };

export type OutboxEntry = OutboxWrite & {
  key: string;
  /** Sending order: a session starts before its activities, which go before it finishes. */
  seq: number;
  /** Whose write it is: only sent while that member is signed in. */
  memberId: string;
  attempts: number;
};

/** What the member is told: a write the server kept a newer version of, or refused. */
export type OutboxNotice = {
  key: string;
  kind: 'replaced' | 'refused';
  memberId: string;
  workoutId: string;
  sessionId: string;
  /** The activity as the member logged it. */
  activity: WorkoutActivityInput | null;
  /** The newer version the server kept (`replaced`). */
  kept: WorkoutActivity | null;
  /** The server's error code (`refused`). */
  code: string | null;
  at: string;
};

export const outboxKey = (write: OutboxWrite): string =>
  write.kind === 'activity' ? `activity:${write.body.id}` : `${write.kind}:${write.sessionId}`;

/** Where the outbox lives: IndexedDB in the browser (`idb-outbox-store.ts`), memory in tests. */
export type OutboxStore = {
  /** Puts an entry (replacing the one under its key). */
  put: (entry: OutboxEntry) => Promise<void>;
  get: (key: string) => Promise<OutboxEntry | undefined>;
  /** Every entry, in sending order. */
  list: () => Promise<OutboxEntry[]>;
  remove: (key: string) => Promise<void>;
  addNotice: (notice: OutboxNotice) => Promise<void>;
  notices: () => Promise<OutboxNotice[]>;
  removeNotice: (key: string) => Promise<void>;
};

export function memoryOutboxStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  const notices = new Map<string, OutboxNotice>();
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    put: async (entry) => void entries.set(entry.key, copy(entry)),
    get: async (key) => (entries.has(key) ? copy(entries.get(key)) : undefined),
    list: async () => [...entries.values()].sort((a, b) => a.seq - b.seq).map(copy),
    remove: async (key) => void entries.delete(key),
    addNotice: async (notice) => void notices.set(notice.key, copy(notice)),
    notices: async () => [...notices.values()].sort((a, b) => a.at.localeCompare(b.at)).map(copy),
    removeNotice: async (key) => void notices.delete(key),
  };
}
