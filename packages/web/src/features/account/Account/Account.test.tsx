import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { changeLanguage } from '../../../app/i18n';
import { syncLanguageWithAuth } from '../../../app/i18n/member-language';
import { completeSignIn } from '../../auth/session';
import { useAuthStore } from '../../auth/auth-store';
import { makeSignInResponse, makeUser } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';
import { checkAvatarFile } from './AvatarUpload';

const subscriber = (overrides = {}) => ({ ...makeUser(overrides), is_profile_public: true });

describe('account screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask a guest to sign in', async () => {
    const { router } = renderApp({ path: '/me/account/details' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your account' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#auth'));
  });

  it('wait for the session check before deciding', async () => {
    resetAuth('unchecked');
    renderApp({ path: '/me/account' });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in to see your account' })).toBeNull();
  });

  it('list the sections and log out, even when the server is unreachable', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({ 'POST /api/auth/logout': 'network-error' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp({ path: '/me/account' });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Details',
      'Settings',
      'Notifications',
      'Purchases',
      'Subscriptions',
      'Support',
      'Privacy and terms',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().status).toBe('guest');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    warn.mockRestore();
  });

  it('save only the details that changed, and follow a new email in the headers', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({ 'PUT /api/auth': { body: { user: makeUser({ email: 'mia.new@example.test', name: 'Mia M.' }) } } });
    renderApp({ path: '/me/account/details' });
    await screen.findByRole('heading', { name: 'Details' });
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Europe/Oslo');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mia M.' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Mia.New@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    // The toolbar's bell asks for its count beside: the save is found by its address.
    expect(calls.find((call) => call.path === '/api/auth')?.body).toEqual({ name: 'Mia M.', email: 'mia.new@example.test' });
    expect(useAuthStore.getState().member?.email).toBe('mia.new@example.test');
  });

  it('refuse an avatar that is empty, not an image or too large before uploading', () => {
    expect(checkAvatarFile({ size: 0, type: 'image/png' })).toBe('File is empty');
    expect(checkAvatarFile({ size: 10, type: 'application/pdf' })).toBe('Invalid image type');
    expect(checkAvatarFile({ size: MEDIA_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('Image too large. Max size 15 MB');
    expect(checkAvatarFile({ size: MEDIA_MAX_BYTES, type: 'image/webp' })).toBeNull();
  });

  it('show a refused avatar in the member language', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    renderApp({ path: '/me/account/details' });
    await screen.findByRole('heading', { name: 'Details' });
    const input = document.getElementById('avatar-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    const message = await screen.findByText('Invalid image type');
    expect(message.closest('[role="alert"]')).toBeTruthy();
  });
});

describe('settings', () => {
  let stopSync: () => void;
  beforeEach(() => {
    stopSync = syncLanguageWithAuth({ default_locale: 'en' });
  });
  afterEach(async () => {
    stopSync();
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('switches the language at once, right to left for Arabic, and back', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({
      'PUT /api/subscribers': ({ body }) => ({ body: { subscriber: subscriber({ language: (body as { language?: string }).language ?? null }) } }),
    });
    renderApp({ path: '/me/account/settings' });
    const select = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.textContent)).toContain('العربية');

    fireEvent.change(select, { target: { value: 'ar' } });
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(i18next.language).toBe('ar');
    expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ language: 'ar' });

    fireEvent.change(screen.getByLabelText('اللغة'), { target: { value: 'de' } });
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeTruthy();
  });

  it('shows the signed-in settings and saves who may message me', async () => {
    completeSignIn(makeSignInResponse({ user: { is_profile_public: false } }), 'sign-in');
    const { calls } = mockApi({
      'PUT /api/subscribers': ({ body }) => ({
        body: { subscriber: { ...subscriber(), is_profile_public: false, ...(body as object) } },
      }),
    });
    renderApp({ path: '/me/account/settings' });
    const publicProfile = (await screen.findByRole('switch', { name: /Public profile/ })) as HTMLInputElement;
    expect(publicProfile.checked).toBe(false);
    // The settings come with the signed-in member: nothing is written just to read them.
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    const messaging = screen.getByRole('switch', { name: /Members can message me/ }) as HTMLInputElement;
    expect(messaging.checked).toBe(true);
    fireEvent.click(messaging);
    await vi.waitFor(() => expect(calls.at(-1)?.body).toEqual({ can_receive_messages_from_members: false }));
    await vi.waitFor(() => expect(messaging.checked).toBe(false));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('shows why a setting was not saved', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      'PUT /api/subscribers': () => ({
        status: 400,
        body: errorBody('validation_failed', 'body.language: This app does not offer that language', [
          { field: 'body.language', code: 'invalid_locale', message: 'This app does not offer that language' },
        ]),
      }),
    });
    renderApp({ path: '/me/account/settings' });
    const publicProfile = await screen.findByRole('switch', { name: /Public profile/ });
    fireEvent.click(publicProfile);
    const message = await screen.findByText('This app does not offer that language');
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('signs the member out here when the server has ended the session', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      'PUT /api/subscribers': () => ({ status: 401, body: errorBody('unauthorized', 'Please sign in to continue') }),
    });
    renderApp({ path: '/me/account/settings' });
    fireEvent.click(await screen.findByRole('switch', { name: /Public profile/ }));
    await vi.waitFor(() => expect(screen.queryByRole('switch', { name: /Public profile/ })).toBeNull());
  });
});
