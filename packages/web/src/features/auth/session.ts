import type { SignInResponse } from '@tessera/core/entities/sign-in';
import type { User } from '@tessera/core/entities/user';
import { AppError } from '@tessera/core/errors';
import { sessionCookieHint } from '@tessera/core/session-hint';
import { useAuthStore } from './auth-store';
import { usePageStateStore } from '../pages/page-state-store';
import { api } from '../../app/api/api';
import { appEvents } from '../../app/events';
import type { SignInPath } from '../../app/events';
import { rememberLastEmail } from './last-email';
import { forgetRecentPages } from '../pages/recent-pages';
import { takeLinkTokens } from './link-tokens';
import type { LinkTokens } from './link-tokens';
import { getCredentials, setCredentials } from '../../app/api/request-headers';

/**
 * The auth contracts (and zod, which their schemas need) load when a call is made, not with the
 * app: the check at start asks for them at once, in parallel with the page data.
 */
const authContracts = () => import('@tessera/core/api/auth');

/**
 * The member's session in the browser (SPEC §4). The token lives in memory only, sent as
 * `X-User-Email` + `X-User-Token`; across reloads the HttpOnly cookie the server set carries it,
 * and the check at start gets it back.
 */

/** Puts a sign-in response in place: the token for the headers, the member and their data in the store. */
export function installSession(response: SignInResponse): void {
  setCredentials({ email: response.user.email, token: response.authentication_token });
  useAuthStore.getState().install(response);
  usePageStateStore.getState().hydrate(response);
}

/** Every sign-in path ends here: the member's data installed, the email remembered, the event sent. */
export function completeSignIn(response: SignInResponse, via: SignInPath): void {
  installSession(response);
  rememberLastEmail(response.user.email);
  const { member } = useAuthStore.getState();
  if (member) appEvents.emit('auth-completed', { via, member });
}

/** A changed member (details, avatar, language): the headers follow a new email. */
export function updateSignedInUser(user: User): void {
  const credentials = getCredentials();
  if (credentials && credentials.email !== user.email) setCredentials({ ...credentials, email: user.email });
  useAuthStore.getState().setUser(user);
}

/** Forgets the member in this browser: token, member data, and (through the event) other stores. */
export function clearLocalSession(reason: 'logout' | 'session-ended'): void {
  setCredentials(null);
  useAuthStore.getState().clear();
  usePageStateStore.getState().reset();
  forgetRecentPages();
  appEvents.emit('signed-out', { reason });
}

// A session revoked elsewhere (password changed on another device, signed out everywhere) ends here too.
appEvents.on('session-rejected', () => {
  if (getCredentials()) clearLocalSession('session-ended');
});

/**
 * SPEC §4/§8: the server is told, but local state is cleared whatever it answers; a member who
 * taps Log out on a shared phone must be signed out even when offline.
 */
export async function logout(): Promise<void> {
  try {
    await api((await authContracts()).logoutContract);
  } catch (error) {
    console.warn('Logout did not reach the server; signed out locally', error);
  } finally {
    clearLocalSession('logout');
  }
}

/**
 * Asks the server who this browser is (the cookie goes along by itself). A native shell's token
 * arrives as headers instead. Any failure, not only a 401, leaves a guest.
 */
export async function verifyStoredSession(session: LinkTokens['session'] = null): Promise<void> {
  const headers = session ? { 'X-User-Email': session.email, 'X-User-Token': session.token } : undefined;
  try {
    installSession(await api((await authContracts()).verifyContract, {}, { headers }));
  } catch (error) {
    if (!(error instanceof AppError && error.status === 401)) console.warn('Could not check the stored session', error);
    useAuthStore.getState().markGuest();
  }
}

/** Signs in with the token of an emailed passwordless link. */
export async function verifyLoginLink(token: string): Promise<void> {
  try {
    completeSignIn(await api((await authContracts()).passwordlessVerifyContract, { body: { token } }), 'passwordless');
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError({ code: 'unknown_error', status: 500, message: 'Something went wrong' });
    useAuthStore.getState().setPendingLink({ kind: 'failed', purpose: 'passwordless', code: failure.code, message: failure.message });
  }
}

/** SPEC §7 verify_subscriber: a passwordless member from email and name (checkout), signed in. */
export async function verifySubscriber(body: { email: string; name: string }): Promise<void> {
  completeSignIn(await api((await authContracts()).verifySubscriberContract, { body }), 'subscriber');
}

/**
 * At start: take the tokens out of the address, then use them. A reset link waits in the store
 * for the member to choose a password; a login link signs in (or explains why it cannot); without
 * either, the stored session is checked — unless the server said no session cookie came with the
 * page, where the check could only answer 401 (and Chromium would log it as an error on every
 * guest's visit): the visitor is a guest at once. Answers whether the #auth overlay has something
 * to show: a pending link, or a member the login link just signed in who still has to finish setup.
 */
export async function startSession(win: Window = window): Promise<{ shouldOpenAuth: boolean }> {
  const tokens = takeLinkTokens(win);
  const store = useAuthStore.getState;
  if (tokens.resetToken) store().setPendingLink({ kind: 'reset', token: tokens.resetToken });
  if (tokens.loginToken) await verifyLoginLink(tokens.loginToken);
  const isSignedInByLink = store().status === 'authenticated';
  if (!isSignedInByLink) {
    if (tokens.session || sessionCookieHint(win.document) !== 'none') await verifyStoredSession(tokens.session);
    else store().markGuest();
  }
  return { shouldOpenAuth: store().pendingLink !== null || (isSignedInByLink && Boolean(store().member?.shouldFinishSetup)) };
}
