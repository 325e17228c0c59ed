import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetAuth } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import { THREAD_ID, people } from '@tessera/core/messaging/test-fixtures';
import { useAuthStore } from '../../auth/auth-store';
import { Composer } from '.';
import { messagingWords } from '../messaging-words';

// The words load with the screens in the app; here once, before any test renders them.
beforeAll(() => messagingWords.load('en'));

// Screens load their chunks lazily: a busy machine may take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  window.sessionStorage.clear();
  resetAuth('authenticated');
  useAuthStore.setState({ status: 'authenticated' });
});

/** Types into the field with the caret at the end, as the browser reports it. */
function type(field: HTMLElement, text: string) {
  fireEvent.change(field, {
    target: { value: text, selectionStart: text.length, selectionEnd: text.length },
  });
}

function renderComposer(
  onSend: (message: { text: string; imageIds: string[] }) => void | Promise<boolean>,
) {
  return renderApp({
    routes: [
      {
        path: '*',
        element: (
          <Composer
            draftKey={THREAD_ID}
            label="Message"
            maxLength={5000}
            onSend={onSend}
            mentionThreadId={THREAD_ID}
          />
        ),
      },
    ],
  });
}

describe('Composer', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and clears after sending', async () => {
    mockApi({ [`GET /api/threads/${THREAD_ID}/mentionable`]: { body: { profiles: [] } } });
    const onSend = vi.fn();
    renderComposer(onSend);
    const field = await screen.findByRole('combobox', { name: 'Message' });
    type(field, 'Hello\nthere');
    // Shift+Enter is left to the field (a new line); Enter is taken to send.
    expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    expect(onSend).toHaveBeenCalledWith({ text: 'Hello\nthere', imageIds: [] });
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('does not send an empty message', async () => {
    mockApi({});
    const onSend = vi.fn();
    renderComposer(onSend);
    const field = await screen.findByRole('combobox', { name: 'Message' });
    type(field, '   ');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the draft when the screen comes back, and puts the words back when sending failed', async () => {
    mockApi({ [`GET /api/threads/${THREAD_ID}/mentionable`]: { body: { profiles: [] } } });
    const first = renderComposer(() => undefined);
    type(await screen.findByRole('combobox', { name: 'Message' }), 'Half a thought');
    first.unmount();
    renderComposer(async () => false);
    const field = await screen.findByRole('combobox', { name: 'Message' });
    expect((field as HTMLTextAreaElement).value).toBe('Half a thought');
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('Half a thought'));
  });

  it('offers the people an @ may name, and writes the chosen one as a mention', async () => {
    const { calls } = mockApi({
      [`GET /api/threads/${THREAD_ID}/mentionable`]: {
        body: { profiles: [people.ana, people.ben] },
      },
    });
    const onSend = vi.fn();
    renderComposer(onSend);
    const field = await screen.findByRole('combobox', { name: 'Message' });
    type(field, 'Thanks @A');
    await screen.findByRole('listbox', { name: 'Members you can mention' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ana Lee',
      'Ben Ode',
    ]);
    expect(calls.some((call) => call.search.includes('term=A'))).toBe(true);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Ben Ode' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLTextAreaElement).value).toBe('Thanks @<Ben Ode> ');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith({ text: 'Thanks @<Ben Ode>', imageIds: [] });
  });
});
