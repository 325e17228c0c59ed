import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tessera/core/constants';
import { syncLanguageWithAuth } from '../../app/i18n/member-language';
import { useAuthStore } from './auth-store';
import { makeSignInResponse } from '../../test/fixtures';
import { errorBody, mockApi } from '../../test/mock-api';
import { resetAuth } from '../../test/render';
import { appEvents } from '../../app/events';
import { getCredentials, standardHeaders } from '../../app/api/request-headers';
import { sessionCookieHint } from '@tessera/core/session-hint';
import { completeSignIn, logout, startSession, verifyStoredSession, verifySubscriber } from './session';

const signedIn = makeSignInResponse({
  past_due_subscriptions: [{ product_id: 'product-1' }],
  bookmarked_pages: ['page-1'],
  blocked_user_ids: ['member-9'],
  subscriber_properties: [{ slug: 'goal', value: 'strength' }],
});

function setAddress(path: string) {
  window.history.replaceState(null, '', path);
}

describe('auth state (SPEC §4)', () => {
  beforeEach(() => {
    resetAuth('unchecked');
    localStorage.clear();
    setAddress('/');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes from unchecked to authenticated when the stored session is valid', async () => {
    const { calls } = mockApi({ 'POST /api/auth/verify': { body: signedIn } });
    expect(useAuthStore.getState().status).toBe('unchecked');
    await verifyStoredSession();
    const state = useAuthStore.getState();
    expect(state.status).toBe('authenticated');
    expect(state.member).toMatchObject({ name: 'Mia Member', subscriberId: 'sub-1', shouldFinishSetup: false });
    expect(state.data.bookmarked_pages).toEqual(['page-1']);
    // The cookie went along by itself: no token headers on the check.
    expect(calls[0]?.headers['X-User-Token']).toBeUndefined();
    // From now on the token travels in headers, from memory only.
    expect(standardHeaders()).toMatchObject({ 'X-User-Email': 'mia@example.test', 'X-User-Token': 'token-abc-123' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('token-abc-123');
  });

  it('ends the local session when the server refuses the member token on any call', async () => {
    completeSignIn(signedIn, 'sign-in');
    const signedOut = vi.fn();
    const stop = appEvents.on('signed-out', signedOut);
    mockApi({ 'PUT /api/subscribers': { status: 401, body: errorBody('unauthorized', 'Please sign in to continue') } });
    const { api } = await import('../../app/api/api');
    const { updateSubscriberContract } = await import('@tessera/core/api/subscribers');
    await expect(api(updateSubscriberContract, { body: { language: 'de' } })).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().status).toBe('guest');
    expect(getCredentials()).toBeNull();
    expect(signedOut).toHaveBeenCalledWith({ reason: 'session-ended' });
    stop();
  });

  it('leaves a guest when the session check answers 401', async () => {
    mockApi({ 'POST /api/auth/verify': { status: 401, body: errorBody('unauthorized', 'Please sign in to continue') } });
    await verifyStoredSession();
    expect(useAuthStore.getState().status).toBe('guest');
    expect(getCredentials()).toBeNull();
  });

  it('leaves a guest when the session check cannot reach the server', async () => {
    mockApi({ 'POST /api/auth/verify': 'network-error' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await verifyStoredSession();
    expect(useAuthStore.getState().status).toBe('guest');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('installs the member, remembers the email and emits auth-completed on every sign-in path', async () => {
    const listener = vi.fn();
    const off = appEvents.on('auth-completed', listener);
    completeSignIn(signedIn, 'sign-up');
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(localStorage.getItem(STORAGE_KEYS.lastEmail)).toBe('mia@example.test');
    expect(listener).toHaveBeenCalledWith({ via: 'sign-up', member: expect.objectContaining({ email: 'mia@example.test' }) });

    mockApi({ 'POST /api/auth/verify_subscriber': { status: 201, body: makeSignInResponse({ user: { email: 'new@example.test' } }) } });
    await verifySubscriber({ email: 'new@example.test', name: 'New Member' });
    expect(listener).toHaveBeenLastCalledWith({ via: 'subscriber', member: expect.objectContaining({ email: 'new@example.test' }) });
    off();
  });

  it('logs out: token, past-due subscriptions and subscriber state cleared, language reset', async () => {
    const stopSync = syncLanguageWithAuth({ default_locale: 'en' });
    const signedOut = vi.fn();
    const off = appEvents.on('signed-out', signedOut);
    completeSignIn(makeSignInResponse({ ...signedIn, user: { language: 'de' } }), 'sign-in');
    await vi.waitFor(() => expect(i18next.language).toBe('de'));

    const { calls } = mockApi({ 'POST /api/auth/logout': { body: { ok: true } } });
    await logout();
    expect(calls[0]?.headers['X-User-Token']).toBe('token-abc-123');
    const state = useAuthStore.getState();
    expect(state.status).toBe('guest');
    expect(state.member).toBeNull();
    expect(state.data.past_due_subscriptions).toEqual([]);
    expect(state.data.subscriber_properties).toEqual([]);
    expect(state.data.blocked_user_ids).toEqual([]);
    expect(getCredentials()).toBeNull();
    expect(signedOut).toHaveBeenCalledWith({ reason: 'logout' });
    await vi.waitFor(() => expect(i18next.language).toBe('en'));
    off();
    stopSync();
  });

  it('clears local state even when the logout call fails', async () => {
    completeSignIn(signedIn, 'sign-in');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'POST /api/auth/logout': { status: 500, body: errorBody('internal', 'Something went wrong') } });
    await logout();
    expect(useAuthStore.getState()).toMatchObject({ status: 'guest', member: null, user: null });
    expect(getCredentials()).toBeNull();

    completeSignIn(signedIn, 'sign-in');
    mockApi({ 'POST /api/auth/logout': 'network-error' });
    await logout();
    expect(useAuthStore.getState().status).toBe('guest');
    expect(useAuthStore.getState().data.past_due_subscriptions).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('starting with a link token', () => {
  beforeEach(() => {
    resetAuth('unchecked');
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with a passwordless link and takes the token out of the address', async () => {
    setAddress('/about?login_token=tok-0123456789abcdef&lang=de#_');
    const { calls } = mockApi({ 'POST /api/auth/passwordless/verify': { body: signedIn } });
    const events = vi.fn();
    const off = appEvents.on('auth-completed', events);
    const result = await startSession();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/about?lang=de#_');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/passwordless/verify']);
    expect(calls[0]?.body).toEqual({ token: 'tok-0123456789abcdef' });
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(events).toHaveBeenCalledWith(expect.objectContaining({ via: 'passwordless' }));
    expect(result.shouldOpenAuth).toBe(false);
    off();
  });

  it('leads a passwordless newcomer to finish setup', async () => {
    setAddress('/?login_token=tok-0123456789abcdef');
    mockApi({ 'POST /api/auth/passwordless/verify': { body: makeSignInResponse({ user: { passwordless: true, auth_provider: 'passwordless' } }) } });
    expect(await startSession()).toEqual({ shouldOpenAuth: true });
    expect(useAuthStore.getState().member?.shouldFinishSetup).toBe(true);
  });

  it('keeps a refused link for #auth to explain, and still checks the stored session', async () => {
    setAddress('/?login_token=tok-0123456789abcdef');
    const { calls } = mockApi({
      'POST /api/auth/passwordless/verify': { status: 400, body: errorBody('token_expired', 'This link has expired. Ask for a new one.') },
      'POST /api/auth/verify': { status: 401, body: errorBody('unauthorized', 'Please sign in to continue') },
    });
    expect(await startSession()).toEqual({ shouldOpenAuth: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/passwordless/verify', '/api/auth/verify']);
    expect(useAuthStore.getState()).toMatchObject({
      status: 'guest',
      pendingLink: { kind: 'failed', purpose: 'passwordless', code: 'token_expired' },
    });
  });

  it('keeps a reset token for the new-password step', async () => {
    setAddress('/?reset_token=reset-0123456789abcdef');
    mockApi({ 'POST /api/auth/verify': { status: 401, body: errorBody('unauthorized', 'Please sign in to continue') } });
    expect(await startSession()).toEqual({ shouldOpenAuth: true });
    expect(window.location.search).toBe('');
    expect(useAuthStore.getState().pendingLink).toEqual({ kind: 'reset', token: 'reset-0123456789abcdef' });
  });

  it('exchanges a native shell token passed in the query', async () => {
    setAddress('/?token=native-token&email=mia%40example.test');
    const { calls } = mockApi({ 'POST /api/auth/verify': { body: signedIn } });
    await startSession();
    expect(window.location.search).toBe('');
    expect(calls[0]?.headers).toMatchObject({ 'X-User-Email': 'mia@example.test', 'X-User-Token': 'native-token' });
    expect(useAuthStore.getState().status).toBe('authenticated');
  });
});

describe('the session check at start and the server\'s cookie hint', () => {
  function setHint(content: string | null) {
    document.head.querySelector('meta[name="tessera-session"]')?.remove();
    if (content === null) return;
    const meta = document.createElement('meta');
    meta.name = 'tessera-session';
    meta.content = content;
    document.head.append(meta);
  }

  beforeEach(() => {
    resetAuth('unchecked');
    setAddress('/');
  });
  afterEach(() => {
    setHint(null);
    vi.unstubAllGlobals();
  });

  it('reads what the server wrote, and unknown when it wrote nothing', () => {
    expect(sessionCookieHint(document)).toBe('unknown');
    setHint('none');
    expect(sessionCookieHint(document)).toBe('none');
    setHint('cookie');
    expect(sessionCookieHint(document)).toBe('cookie');
    setHint('maybe');
    expect(sessionCookieHint(document)).toBe('unknown');
  });

  it('makes a visitor whose page came without a session cookie a guest without asking the server', async () => {
    setHint('none');
    const { calls } = mockApi({});
    expect(await startSession()).toEqual({ shouldOpenAuth: false });
    expect(calls).toEqual([]);
    expect(useAuthStore.getState().status).toBe('guest');
  });

  it('checks the session when the page came with a cookie', async () => {
    setHint('cookie');
    const { calls } = mockApi({ 'POST /api/auth/verify': { body: signedIn } });
    await startSession();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/verify']);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('checks a native shell\'s token even without a cookie', async () => {
    setHint('none');
    setAddress('/?token=native-token&email=mia%40example.test');
    const { calls } = mockApi({ 'POST /api/auth/verify': { body: signedIn } });
    await startSession();
    expect(calls[0]?.headers).toMatchObject({ 'X-User-Token': 'native-token' });
    expect(useAuthStore.getState().status).toBe('authenticated');
  });
});
