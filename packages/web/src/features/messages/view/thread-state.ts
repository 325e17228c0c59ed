import type { LocalMessage, Message } from '@tessera/core/entities/messaging';

/**
 * One open thread's messages as the screen holds them (SPEC §4 Message sending): the server's,
 * oldest first, plus this device's own messages still sending or failed. Pure, so the rules are
 * tested without a screen; the hook in `use-thread-messages.ts` feeds it.
 */
export type ThreadState = {
  messages: LocalMessage[];
  /** Older messages remain on the server (paging upward by `before`). */
  hasOlder: boolean;
  /** Members whose messages are hidden (blocked from their profile). */
  hidden: readonly string[];
};

export const emptyThreadState = (hidden: readonly string[] = []): ThreadState => ({
  messages: [],
  hasOlder: false,
  hidden,
});

const byTs = (a: LocalMessage, b: LocalMessage) => a.message_ts - b.message_ts;

/** Whether two copies are one message: the same server ts, or the server's answer to this device's client id. */
const sameMessage = (a: LocalMessage, b: LocalMessage) =>
  (a.status === undefined && b.status === undefined && a.message_ts === b.message_ts) ||
  (a.client_id !== null && a.client_id === b.client_id);

/**
 * Adds or replaces messages (a page, a live event, a send's answer): a server copy replaces this
 * device's pending copy with the same client id, and a message already held is updated in place.
 * Messages of hidden members are dropped.
 */
export function mergeMessages(state: ThreadState, incoming: readonly Message[]): ThreadState {
  const messages = [...state.messages];
  for (const message of incoming) {
    if (state.hidden.includes(message.user.id)) continue;
    const index = messages.findIndex((held) => sameMessage(held, message));
    if (index >= 0) messages[index] = message;
    else messages.push(message);
  }
  return { ...state, messages: messages.sort(byTs) };
}

/** Older messages from paging upward. */
export function withOlder(
  state: ThreadState,
  page: readonly Message[],
  hasMore: boolean,
): ThreadState {
  return { ...mergeMessages(state, page), hasOlder: hasMore };
}

/** A message this device is sending: shown at once with status sending, after everything held. */
export function withPending(state: ThreadState, pending: LocalMessage): ThreadState {
  const last = state.messages.at(-1)?.message_ts ?? 0;
  const message = {
    ...pending,
    status: 'sending' as const,
    message_ts: Math.max(pending.message_ts, last + 1),
  };
  return {
    ...state,
    messages: [...state.messages.filter((m) => m.client_id !== pending.client_id), message],
  };
}

export function withSendFailed(state: ThreadState, clientId: string): ThreadState {
  return {
    ...state,
    messages: state.messages.map((m) =>
      m.client_id === clientId && m.status ? { ...m, status: 'error' as const } : m,
    ),
  };
}

/** The server's stored copies replace the pending one (a text with links may come back as several). */
export function withSent(
  state: ThreadState,
  clientId: string,
  stored: readonly Message[],
): ThreadState {
  const without = {
    ...state,
    messages: state.messages.filter((m) => !(m.status && m.client_id === clientId)),
  };
  return mergeMessages(without, stored);
}

export function withoutMessage(state: ThreadState, ts: number): ThreadState {
  return {
    ...state,
    messages: state.messages.filter((m) => m.status !== undefined || m.message_ts !== ts),
  };
}

export function withChangedMessage(
  state: ThreadState,
  ts: number,
  change: (message: LocalMessage) => LocalMessage,
): ThreadState {
  return {
    ...state,
    messages: state.messages.map((m) =>
      m.status === undefined && m.message_ts === ts ? change(m) : m,
    ),
  };
}

/** SPEC §4: like and unlike change reaction_count by one and the member's own like. */
export function withLike(state: ThreadState, ts: number, liked: boolean): ThreadState {
  return withChangedMessage(state, ts, (m) =>
    m.is_liked === liked
      ? m
      : { ...m, is_liked: liked, reaction_count: Math.max(0, m.reaction_count + (liked ? 1 : -1)) },
  );
}

/** SPEC §4: blocking someone hides their messages and removes them locally. */
export function withHidden(state: ThreadState, userId: string): ThreadState {
  return {
    ...state,
    hidden: [...new Set([...state.hidden, userId])],
    messages: state.messages.filter((m) => m.user.id !== userId),
  };
}

/** The newest message the server has (the cursor to catch up from after a reconnect). */
export const newestStoredTs = (state: ThreadState): number | null =>
  state.messages.reduce<number | null>(
    (newest, m) =>
      m.status === undefined && (newest === null || m.message_ts > newest) ? m.message_ts : newest,
    null,
  );

export const oldestStoredTs = (state: ThreadState): number | null =>
  state.messages.find((m) => m.status === undefined)?.message_ts ?? null;
