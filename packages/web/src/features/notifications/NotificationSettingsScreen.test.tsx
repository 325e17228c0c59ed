import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@tessera/core/notifications/settings';
import { completeSignIn } from '../auth/session';
import { makeSignInResponse } from '../../test/fixtures';
import { errorBody, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const settingsAnswer = (overrides = {}) => ({ notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...overrides } });

describe('Account → Notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the twelve settings as switches in their groups, from the server', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({ 'GET /api/notifications': { body: settingsAnswer({ is_weekly_reminders: true }) }, 'GET /api/notifications/inbox/unread_count': { body: { unread_count: 0 } } });
    renderApp({ path: '/me/account/notifications' });
    // The first render of a file pays for loading the lazy screen and its words: a generous wait on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 5000 })).toBeTruthy();
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(12);
    expect((screen.getByRole('switch', { name: 'Weekly summary' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Pause all reminders' }) as HTMLInputElement).checked).toBe(false);
    for (const group of ['What you hear about', 'Reminders', 'How reminders reach you', 'When']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeTruthy();
    }
    // jsdom has no push manager: the device section says so instead of offering a button that cannot work.
    expect(screen.getByText(/cannot receive push notifications/)).toBeTruthy();
  });

  it('saves one boolean per change and shows the server’s answer', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({
      'GET /api/notifications': { body: settingsAnswer() },
      'PUT /api/notifications': ({ body }) => ({ body: settingsAnswer(body as object) }),
      'GET /api/notifications/inbox/unread_count': { body: { unread_count: 0 } },
    });
    renderApp({ path: '/me/account/notifications' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Email' }, { timeout: 5000 }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ path: '/api/notifications', body: { receive_reminders_via_email: false } })]);
    expect((screen.getByRole('switch', { name: 'Email' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says when saving fails and keeps the setting as it was', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      'GET /api/notifications': { body: settingsAnswer() },
      'PUT /api/notifications': { status: 400, body: errorBody('validation_failed', 'receive_blast_notifications: Must be true or false') },
      'GET /api/notifications/inbox/unread_count': { body: { unread_count: 0 } },
    });
    renderApp({ path: '/me/account/notifications' });
    fireEvent.click(await screen.findByRole('switch', { name: 'News from the app' }, { timeout: 5000 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect((screen.getByRole('switch', { name: 'News from the app' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let isDown = true;
    mockApi({
      'GET /api/notifications': () => (isDown ? { status: 503, body: errorBody('unavailable', 'Down') } : { body: settingsAnswer() }),
      'GET /api/notifications/inbox/unread_count': { body: { unread_count: 0 } },
    });
    renderApp({ path: '/me/account/notifications' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(12);
  });
});
