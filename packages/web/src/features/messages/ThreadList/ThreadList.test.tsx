import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/render';
import { makeMessage, makeThread, people } from '@tessera/core/messaging/test-fixtures';
import { ThreadList } from '.';
import { messagingWords } from '../messaging-words';

// The words load with the screens in the app; here once, before any test renders them.
beforeAll(() => messagingWords.load('en'));


describe('ThreadList', () => {
  it('links each conversation with its last message, says which are unread, and marks my own last words', () => {
    const threads = [
      makeThread({
        id: 'a1',
        title: 'Ana Lee',
        is_unread: true,
        latest_message: makeMessage({ message: 'See you at &lt;6&gt; @<Ben Ode>' }),
        latest_message_ts: Date.now(),
      }),
      makeThread({
        id: 'g1',
        kind: 'group',
        title: 'Morning crew',
        total_count_participants: 4,
        latest_message: makeMessage({ user: people.me, message: 'On my way' }),
        latest_message_ts: Date.now() - 3 * 86_400_000,
      }),
      makeThread({ id: 'f1', kind: 'feed', title: 'Community', latest_message: null }),
    ];
    render(
      <MemoryRouter>
        <ThreadList threads={threads} myId={people.me.id} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/me/messages/a1',
      '/me/messages/g1',
      '/me/messages/f1',
    ]);
    expect(within(links[0]!).getByText('See you at <6> @<Ben Ode>')).toBeTruthy();
    expect(within(links[0]!).getByText('Unread')).toBeTruthy();
    expect(within(links[1]!).queryByText('Unread')).toBeNull();
    expect(within(links[1]!).getByText('You: On my way')).toBeTruthy();
    expect(within(links[1]!).getByText(/Group \(4\)/)).toBeTruthy();
    expect(within(links[2]!).getByText('No messages yet')).toBeTruthy();
  });
});
