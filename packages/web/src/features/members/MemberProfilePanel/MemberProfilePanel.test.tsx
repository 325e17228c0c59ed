import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../../auth/session';
import { makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const ID = '7a1c2d3e-0000-4000-8000-000000000002';
const bea = { profile: { id: ID, name: 'Bea Costa', avatar_urls: { small: '/a/s.jpg', medium: '/a/m.jpg', large: '/a/l.jpg' }, is_app_messaging_profile: false } };
const slow = { timeout: 5000 };

describe('member profile panel (#member/<id>)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('shows a public profile: photo and name, titled by the name, with no message button', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({ [`GET /api/subscribers/${ID}/profile`]: { body: bea } });
    renderApp({ path: `/#member/${ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Bea Costa' }, slow);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/a/l.jpg');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(calls.filter((call) => call.path.includes('/subscribers/')).map((call) => call.path)).toEqual([`/api/subscribers/${ID}/profile`]);
  });

  it('says so when the profile is private or gone, and closes out of the hash', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({ [`GET /api/subscribers/${ID}/profile`]: { status: 404, body: errorBody('member_not_found', 'Member not found') } });
    const { router } = renderApp({ path: `/#member/${ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Profile' }, slow);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This profile is private or no longer exists.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue browsing' }));
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let attempts = 0;
    mockApi({ [`GET /api/subscribers/${ID}/profile`]: () => (++attempts <= 2 ? { status: 503, body: errorBody('unavailable', 'Down') } : { body: bea }) });
    renderApp({ path: `/#member/${ID}` });
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }, slow));
    expect(await screen.findByRole('dialog', { name: 'Bea Costa' }, slow)).toBeTruthy();
  });

  it('asks a guest to sign in without asking the server', async () => {
    const { calls } = mockApi({});
    const { router } = renderApp({ path: `/#member/${ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Profile' }, slow);
    expect(within(dialog).getByText("Sign in to see members' profiles.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(router.state.location.hash).toBe(`#member/${ID}+auth`));
    expect(calls.filter((call) => call.path.includes('/subscribers/'))).toEqual([]);
  });
});
