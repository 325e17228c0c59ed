import { describe, expect, it } from 'vitest';
import { makeMessage, people } from '@tessera/core/messaging/test-fixtures';
import {
  emptyThreadState,
  mergeMessages,
  newestStoredTs,
  withHidden,
  withLike,
  withoutMessage,
  withPending,
  withSendFailed,
  withSent,
} from './thread-state';

describe('thread state', () => {
  it('keeps messages in ts order and updates one it already holds', () => {
    const a = makeMessage({ message_ts: 2000 });
    const b = makeMessage({ message_ts: 1000 });
    let state = mergeMessages(emptyThreadState(), [a, b]);
    state = mergeMessages(state, [{ ...a, reaction_count: 3 }]);
    expect(state.messages.map((m) => [m.message_ts, m.reaction_count])).toEqual([
      [1000, 0],
      [2000, 3],
    ]);
  });

  it('shows a sent message at once as sending, marks it failed, and replaces it with the stored copies on success', () => {
    const held = makeMessage({ message_ts: 5000 });
    const pending = {
      ...makeMessage({ user: people.me, message: 'Hi', client_id: 'c1', message_ts: 10 }),
      status: 'sending' as const,
    };
    let state = withPending(mergeMessages(emptyThreadState(), [held]), pending);
    expect(state.messages.at(-1)).toMatchObject({
      status: 'sending',
      client_id: 'c1',
      message_ts: 5001,
    });
    state = withSendFailed(state, 'c1');
    expect(state.messages.at(-1)?.status).toBe('error');
    state = withPending(state, pending);
    expect(state.messages.filter((m) => m.client_id === 'c1')).toHaveLength(1);
    const stored = makeMessage({
      user: people.me,
      message: 'Hi',
      client_id: 'c1',
      message_ts: 6000,
    });
    state = withSent(state, 'c1', [stored]);
    expect(state.messages.map((m) => [m.message_ts, m.status])).toEqual([
      [5000, undefined],
      [6000, undefined],
    ]);
    // The same message arriving live after the answer is not shown twice.
    expect(mergeMessages(state, [stored]).messages).toHaveLength(2);
    expect(newestStoredTs(state)).toBe(6000);
  });

  it('changes the like count by one and only when the like changes', () => {
    const m = makeMessage({ message_ts: 1, reaction_count: 2 });
    let state = mergeMessages(emptyThreadState(), [m]);
    state = withLike(state, 1, true);
    state = withLike(state, 1, true);
    expect(state.messages[0]).toMatchObject({ is_liked: true, reaction_count: 3 });
    state = withLike(state, 1, false);
    expect(state.messages[0]).toMatchObject({ is_liked: false, reaction_count: 2 });
  });

  it('removes a deleted message, and hides a blocked member now and later', () => {
    const mine = makeMessage({ message_ts: 1, user: people.me });
    const hers = makeMessage({ message_ts: 2, user: people.ana });
    let state = mergeMessages(emptyThreadState(), [mine, hers]);
    state = withoutMessage(state, 1);
    expect(state.messages.map((m) => m.message_ts)).toEqual([2]);
    state = withHidden(state, people.ana.id);
    expect(state.messages).toEqual([]);
    state = mergeMessages(state, [makeMessage({ message_ts: 3, user: people.ana })]);
    expect(state.messages).toEqual([]);
  });
});
