import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { useAuthStore } from '../../auth/auth-store';
import { makeMessage, makeThread, people, THREAD_ID } from '@tessera/core/messaging/test-fixtures';
import { messagingWords } from '../messaging-words';

// The words load with the screens in the app; here once, before any test renders them.
beforeAll(() => messagingWords.load('en'));

// Screens load their chunks lazily: a busy machine may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  window.sessionStorage.clear();
  useAuthStore
    .getState()
    .install(makeSignInResponse({ user: { id: people.me.id, name: people.me.name } }));
});

const threadPath = `/api/threads/${THREAD_ID}`;

describe('Messages screens', () => {
  it('lists conversations at /me/messages', async () => {
    mockApi({
      'GET /api/threads': {
        body: {
          threads: [
            makeThread({ is_unread: true, latest_message: makeMessage({ message: 'Hi Mia' }) }),
          ],
          has_more: false,
        },
      },
      'GET /api/subscribers': { body: { subscribers: [] } },
    });
    renderApp({ path: '/me/messages' });
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeTruthy();
    const list = await screen.findByTestId('thread-list');
    expect(
      within(list)
        .getByRole('link', { name: /Ana Lee/ })
        .getAttribute('href'),
    ).toBe(`/me/messages/${THREAD_ID}`);
    expect(within(list).getByText('Unread')).toBeTruthy();
  });

  it('shows a thread, sends at once as sending, and offers retry after a failure that then succeeds', async () => {
    let sendAttempts = 0;
    const { calls } = mockApi({
      [`GET ${threadPath}`]: { body: { thread: makeThread() } },
      [`GET ${threadPath}/messages`]: {
        body: { messages: [makeMessage({ message: 'Hello Mia' })], has_more: false },
      },
      [`GET ${threadPath}/read`]: {
        body: { last_message_read_ts: null, is_unread: false, has_unread: false },
      },
      [`POST ${threadPath}/messages`]: ({ body }) => {
        sendAttempts += 1;
        if (sendAttempts === 1) return 'network-error';
        const input = (body as { data: { messages: { client_id: string; message: string }[] } })
          .data.messages[0]!;
        return {
          body: {
            messages: [
              makeMessage({ user: people.me, message: input.message, client_id: input.client_id }),
            ],
            deleted_message_ts: null,
            latest_message: null,
            liked: null,
          },
        };
      },
    });
    renderApp({ path: `/me/messages/${THREAD_ID}` });
    expect(await screen.findByText('Hello Mia')).toBeTruthy();
    const field = screen.getByRole('combobox', { name: 'Message' });
    fireEvent.change(field, { target: { value: 'On my way' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('On my way')).toBeTruthy();
    await screen.findByText('Not sent.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('On my way')).toHaveLength(1);
    const sends = calls.filter((call) => call.method === 'POST');
    // The retry names the same client id, so the server cannot store it twice.
    const ids = sends.map(
      (call) =>
        (call.body as { data: { messages: { client_id: string }[] } }).data.messages[0]!.client_id,
    );
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it("blocking the other person from the thread's #profile panel hides their messages", async () => {
    const { calls } = mockApi({
      [`GET ${threadPath}`]: { body: { thread: makeThread() } },
      [`GET ${threadPath}/messages`]: {
        body: {
          messages: [
            makeMessage({ message: 'Buy my course' }),
            makeMessage({ user: people.me, message: 'No thanks' }),
          ],
          has_more: false,
        },
      },
      [`GET ${threadPath}/read`]: {
        body: { last_message_read_ts: null, is_unread: false, has_unread: false },
      },
      'POST /api/subscribers/block': { body: { blocked_user_ids: [people.ana.id] } },
    });
    renderApp({ path: `/me/messages/${THREAD_ID}` });
    expect(await screen.findByText('Buy my course')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const panel = await screen.findByRole('dialog', { name: 'Profile' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Block' }));
    expect(within(panel).getByText("Block Ana Lee? You won't see their messages.")).toBeTruthy();
    fireEvent.click(
      within(within(panel).getByRole('group', { name: 'Block' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await within(panel).findByText('Blocked. Their messages are hidden.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/subscribers/block')?.body).toEqual({
      user_id: people.ana.id,
    });
    await waitFor(() => expect(screen.queryByText('Buy my course')).toBeNull());
    expect(screen.getByText('No thanks')).toBeTruthy();
  });

  it('refuses a photo that is too large or not an image with SPEC §5 words, before uploading', async () => {
    mockApi({
      [`GET ${threadPath}`]: { body: { thread: makeThread() } },
      [`GET ${threadPath}/messages`]: { body: { messages: [], has_more: false } },
    });
    const { container } = renderApp({ path: `/me/messages/${THREAD_ID}` });
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(15_728_641)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Image too large. Max size 15 MB');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid image type'));
  });

  it('opens a thread over a page named by ?thread=, and closing it drops the parameter', async () => {
    mockApi({
      [`GET ${threadPath}`]: {
        body: { thread: makeThread({ title: 'Morning crew', kind: 'group' }) },
      },
      [`GET ${threadPath}/messages`]: {
        body: { messages: [makeMessage({ message: 'Run at 7?' })], has_more: false },
      },
    });
    const { router } = renderApp({ path: `/library?thread=${THREAD_ID}` });
    const sheet = await screen.findByRole('dialog', { name: 'Morning crew' }, { timeout: 5000 });
    expect(await within(sheet).findByText('Run at 7?')).toBeTruthy();
    expect(within(sheet).getByRole('combobox', { name: 'Message' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/library');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says a thread one may not read is not one's to see", async () => {
    mockApi({
      [`GET ${threadPath}`]: {
        status: 403,
        body: errorBody(
          'thread_forbidden',
          'You do not have permission to view this message thread',
        ),
      },
    });
    renderApp({ path: `/me/messages/${THREAD_ID}` });
    expect(
      await screen.findByText('You do not have permission to view this message thread'),
    ).toBeTruthy();
  });

  it('asks a guest to sign in', async () => {
    useAuthStore.getState().clear();
    mockApi({});
    renderApp({ path: `/me/messages/${THREAD_ID}` });
    expect(await screen.findByText('Sign in to read and send messages.')).toBeTruthy();
  });
});
