import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { makeMessage, people } from '@tessera/core/messaging/test-fixtures';
import { TIMELINE_WINDOW, Timeline } from '.';
import { messagingWords } from '../messaging-words';

// The words load with the screens in the app; here once, before any test renders them.
beforeAll(() => messagingWords.load('en'));


const actions = () => ({
  onLike: vi.fn(),
  onReply: vi.fn(),
  onPin: vi.fn(),
  onReport: vi.fn(),
  onDelete: vi.fn(),
  onRetry: vi.fn(),
  onDiscard: vi.fn(),
  onOpenImage: vi.fn(),
});

const at = (iso: string) => Date.parse(iso);

describe('Timeline', () => {
  it('shows each day once, and the author once per run of messages within 60 s', () => {
    const messages = [
      makeMessage({ message_ts: at('2026-04-30T09:00:00'), message: 'Yesterday-ish' }),
      makeMessage({ message_ts: at('2026-05-01T10:00:00'), message: 'First' }),
      makeMessage({ message_ts: at('2026-05-01T10:00:30'), message: 'Second' }),
      makeMessage({ message_ts: at('2026-05-01T10:02:00'), message: 'Later' }),
      makeMessage({ message_ts: at('2026-05-01T10:02:10'), message: 'Mine', user: people.me }),
    ];
    render(
      <Timeline
        label="Messages"
        messages={messages}
        myId={people.me.id}
        hasOlder={false}
        isLoadingOlder={false}
        onLoadOlder={() => undefined}
        canDelete={() => false}
        canPin
        {...actions()}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const items = within(screen.getByTestId('message-list'))
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-message-ts'));
    expect(items.map((item) => item.hasAttribute('data-starts-group'))).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    // The name shows where a run starts; mine say "You".
    expect(screen.getAllByText('Ana Lee')).toHaveLength(3);
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.getByText('This is the beginning of the conversation.')).toBeTruthy();
  });

  it('likes with a count, offers replies, and keeps report off my own messages', () => {
    const handlers = actions();
    const liked = makeMessage({
      message_ts: at('2026-05-01T10:00:00'),
      reaction_count: 2,
      is_liked: true,
      reply_count: 3,
    });
    const mine = makeMessage({ message_ts: at('2026-05-01T11:00:00'), user: people.me });
    render(
      <Timeline
        label="Messages"
        messages={[liked, mine]}
        myId={people.me.id}
        hasOlder
        isLoadingOlder={false}
        onLoadOlder={() => undefined}
        canDelete={(m) => m.user.id === people.me.id}
        canPin={false}
        {...handlers}
      />,
    );
    const unlike = screen.getByRole('button', { name: 'Unlike, Likes: 2' });
    expect(unlike.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(unlike);
    expect(handlers.onLike).toHaveBeenCalledWith(liked, false);
    fireEvent.click(screen.getByRole('button', { name: 'View replies (3)' }));
    expect(handlers.onReply).toHaveBeenCalledWith(liked);
    const [theirMenu, myMenu] = screen.getAllByRole('button', { name: 'Message options' });
    fireEvent.click(theirMenu!);
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(myMenu!);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(mine);
    expect(screen.getByRole('button', { name: 'Show older messages' })).toBeTruthy();
  });

  it('says a message is sending, and offers retry when it failed', () => {
    const handlers = actions();
    const sending = {
      ...makeMessage({ user: people.me, client_id: 'c1', message: 'Going' }),
      status: 'sending' as const,
    };
    const failed = {
      ...makeMessage({ user: people.me, client_id: 'c2', message: 'Stuck' }),
      status: 'error' as const,
    };
    render(
      <Timeline
        label="Messages"
        messages={[sending, failed]}
        myId={people.me.id}
        hasOlder={false}
        isLoadingOlder={false}
        onLoadOlder={() => undefined}
        canDelete={() => true}
        canPin
        {...handlers}
      />,
    );
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Not sent.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(handlers.onRetry).toHaveBeenCalledWith('c2');
    // Neither can be liked before the server has it.
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('mounts a window of the newest messages of a long thread, widened before anything is fetched', () => {
    const start = at('2026-05-01T08:00:00');
    const messages = Array.from({ length: 300 }, (_, i) => makeMessage({ message_ts: start + i * 1000, message: `Message ${i}` }));
    const onLoadOlder = vi.fn();
    const { rerender } = render(
      <Timeline
        label="Messages"
        messages={messages}
        myId={people.me.id}
        hasOlder={false}
        isLoadingOlder={false}
        onLoadOlder={onLoadOlder}
        canDelete={() => false}
        canPin
        {...actions()}
      />,
    );
    const mounted = () => document.querySelectorAll('[data-message-ts]');
    expect(mounted().length).toBeLessThanOrEqual(TIMELINE_WINDOW);
    expect(mounted()[mounted().length - 1]!.textContent).toContain('Message 299');
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(mounted().length).toBeGreaterThan(TIMELINE_WINDOW);
    expect(mounted().length).toBeLessThanOrEqual(2 * TIMELINE_WINDOW);
    expect(onLoadOlder).not.toHaveBeenCalled();
    // A new message at the bottom does not shift the top of the window.
    const top = mounted()[0]!.getAttribute('data-message-ts');
    const next = [...messages, makeMessage({ message_ts: start + 300 * 1000, message: 'Fresh' })];
    rerender(
      <Timeline
        label="Messages"
        messages={next}
        myId={people.me.id}
        hasOlder
        isLoadingOlder={false}
        onLoadOlder={onLoadOlder}
        canDelete={() => false}
        canPin
        {...actions()}
      />,
    );
    expect(mounted()[0]!.getAttribute('data-message-ts')).toBe(top);
    while (mounted().length < next.length) fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(onLoadOlder).not.toHaveBeenCalled();
    // Everything here is mounted: the next step asks the server.
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  }, 60_000);
});
