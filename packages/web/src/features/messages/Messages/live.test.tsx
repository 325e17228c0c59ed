import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { makeSignInResponse } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { useAuthStore } from '../../auth/auth-store';
import { endLiveConnection } from '../live/live';
import { makeMessage, makeThread, people, THREAD_ID } from '@tessera/core/messaging/test-fixtures';
import { messagingWords } from '../messaging-words';

// The words load with the screens in the app; here once, before any test renders them.
beforeAll(() => messagingWords.load('en'));

/** Stands in for the browser's WebSocket: the test opens, drops and feeds it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; id?: string; channel?: string }[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
  deliver(channel: string, event: unknown) {
    const subscription = this.sent.find(
      (frame) => frame.type === 'subscribe' && frame.channel === channel,
    );
    this.onmessage?.({
      data: JSON.stringify({ type: 'event', id: subscription?.id, channel, event }),
    } as MessageEvent);
  }
}

const thread = makeThread();
const threadPath = `/api/threads/${THREAD_ID}`;

// Screens load their chunks lazily: a busy machine may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  useAuthStore
    .getState()
    .install(makeSignInResponse({ user: { id: people.me.id, name: people.me.name } }));
});
afterEach(() => {
  endLiveConnection();
  vi.unstubAllGlobals();
});

describe('a thread, live', { timeout: 20_000 }, () => {
  it('shows and announces a message from someone else as it arrives, and catches up on what it missed after a reconnect', async () => {
    const first = makeMessage({ message: 'Morning!' });
    const live = makeMessage({ message: 'Are you coming?' });
    const missed = [
      makeMessage({ message: 'Missed one' }),
      makeMessage({ message: 'Missed two' }),
      makeMessage({ message: 'Missed three' }),
    ];
    const { calls } = mockApi({
      [`GET ${threadPath}`]: { body: { thread } },
      [`GET ${threadPath}/messages`]: ({ url }) =>
        url.searchParams.get('order') === 'asc'
          ? { body: { messages: missed, has_more: false } }
          : { body: { messages: [first], has_more: false } },
      [`GET ${threadPath}/read`]: {
        body: { last_message_read_ts: null, is_unread: false, has_unread: false },
      },
    });
    renderApp({ path: `/me/messages/${THREAD_ID}` });
    expect(await screen.findByText('Morning!', undefined, { timeout: 5000 })).toBeTruthy();
    // The connection and the thread's subscription are effects, which React may run a moment
    // after the screen shows on a busy machine.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toContain('/api/realtime');
    act(() => socket.open());
    await waitFor(() =>
      expect(socket.sent).toContainEqual({
        type: 'subscribe',
        id: expect.any(String) as string,
        channel: thread.channel_id,
      }),
    );

    act(() =>
      socket.deliver(thread.channel_id, {
        type: 'message.created',
        thread_id: THREAD_ID,
        message: live,
      }),
    );
    expect(await screen.findByText('Are you coming?')).toBeTruthy();
    expect(screen.getByTestId('arrivals').textContent).toBe(
      'New message from Ana Lee: Are you coming?',
    );

    // The connection drops; it comes back by itself and asks for what came after the newest message it has.
    act(() => socket.drop());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    // The first retry waits 0.25–0.5 s.
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 2000 });
    const again = FakeSocket.all[1]!;
    act(() => again.open());
    expect(again.sent).toContainEqual({
      type: 'subscribe',
      id: expect.any(String) as string,
      channel: thread.channel_id,
    });
    await waitFor(() => expect(screen.getByText('Missed three')).toBeTruthy());
    const catchUp = calls.find((call) => call.search.includes('order=asc'));
    expect(new URLSearchParams(catchUp?.search).get('after')).toBe(String(live.message_ts));
    const texts = screen
      .getAllByText(/^(Morning!|Are you coming\?|Missed one|Missed two|Missed three)$/)
      .map((node) => node.textContent);
    expect(texts).toEqual([
      'Morning!',
      'Are you coming?',
      'Missed one',
      'Missed two',
      'Missed three',
    ]);
  });
});
