import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageReport } from '@tessera/core/api/studio-messaging';
import { makeMessage, messagingPerson } from '@tessera/core/messaging/test-fixtures';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ModerationScreen } from './ModerationScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = `/api/studio/apps/${demoApp.id}/messaging`;
const FEED_ID = '5b0c7a52-8a4e-4f7e-9a77-2f7c1f0f6a10';

const report = (overrides: Partial<MessageReport> = {}): MessageReport => ({
  id: '9a0c7a52-8a4e-4f7e-9a77-2f7c1f0f6a10',
  status: 'open',
  reason: 'spam',
  details: 'Keeps posting links',
  created_at: '2026-05-01T10:00:00.000Z',
  reporter: messagingPerson('u-1', 'Ana Lee'),
  report_count: 2,
  message: makeMessage({
    id: 'm-1',
    message_thread_id: 't-1',
    message_ts: 1_777_000_000_000,
    message: 'Buy &lt;cheap&gt; pills',
    user: messagingPerson('u-2', 'Spam Bot'),
  }),
  thread_title: 'Community',
  resolution: null,
  resolved_at: null,
  ...overrides,
});

function serve() {
  let resolved = false;
  return fakeServer({
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET ${base}/reports`]: (request) =>
      request.url.searchParams.get('status') === 'resolved' || resolved
        ? { body: { reports: [] } }
        : { body: { reports: [report()] } },
    [`POST ${base}/reports/${report().id}/resolve`]: () => {
      resolved = true;
      return { body: { report: report({ status: 'resolved', resolution: 'deleted' }) } };
    },
    [`GET ${base}/threads`]: () => ({
      body: {
        threads: [
          {
            id: FEED_ID,
            title: 'News',
            channel_id: 'c',
            is_private: false,
            kind: 'feed',
            is_feed: true,
          },
        ],
        has_more: false,
      },
    }),
    [`GET ${base}/threads/${FEED_ID}/messages`]: () => ({
      body: { messages: [], has_more: false },
    }),
    [`POST ${base}/threads/${FEED_ID}/messages`]: (request) => ({
      status: 201,
      body: {
        messages: [
          {
            ...report().message,
            message_thread_id: FEED_ID,
            message: (request.body as { messages: { message: string }[] }).messages[0]!.message,
          },
        ],
      },
    }),
  });
}

const renderScreen = () =>
  renderRoutes(
    [{ path: '/apps/:appId/moderation', element: <ModerationScreen /> }],
    `/apps/${demoApp.id}/moderation`,
  );

describe('moderation', { timeout: 20_000 }, () => {
  it('shows a reported message with why and by whom, and deletes it after asking', async () => {
    const server = serve();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Moderation', level: 1 })).toBeTruthy();
    const item = (await screen.findByText('Buy <cheap> pills')).closest('li')!;
    expect(within(item).getByText('Unwanted content or spam')).toBeTruthy();
    expect(within(item).getByText('Reported 2 times')).toBeTruthy();
    expect(within(item).getByText('Reported by Ana Lee', { exact: false })).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete this message by Spam Bot?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('The message was deleted.')).toBeTruthy();
    expect(server.to('POST', `${base}/reports/${report().id}/resolve`)[0]?.body).toEqual({
      action: 'delete',
    });
    await waitFor(() => expect(screen.queryByText('Buy <cheap> pills')).toBeNull());
  });

  it('posts to a feed as the app', async () => {
    const server = serve();
    renderScreen();
    const field = await screen.findByLabelText('Post to News as the app');
    fireEvent.change(field, { target: { value: 'Class moved to 7 am' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(server.to('POST', `${base}/threads/${FEED_ID}/messages`)).toHaveLength(1),
    );
    expect(
      (
        server.to('POST', `${base}/threads/${FEED_ID}/messages`)[0]?.body as {
          messages: { message: string }[];
        }
      ).messages[0]?.message,
    ).toBe('Class moved to 7 am');
  });
});
