import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoApp, owner } from '../../../test/fixtures';
import { fakeServer, unauthorizedReply } from '../../../test/fake-server';
import { renderStudio } from '../../../test/render';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openSignIn(path = '/') {
  const view = renderStudio(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign in to build your app' });
  return view;
}

function fill({ email, password }: { email?: string; password?: string }) {
  if (email !== undefined) fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  if (password !== undefined) fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

/** The error text tied to a field through aria-describedby. */
function describedError(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('sign-in form', () => {
  it('checks the fields before calling the server and ties each message to its field', async () => {
    const server = fakeServer({ 'GET /api/studio/auth/me': () => unauthorizedReply });
    await openSignIn();
    submit();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(email)).toBe('Field is required.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(password)).toBe('Field is required.');
    expect(document.activeElement).toBe(email);

    fill({ email: 'not-an-address', password: 'secret' });
    submit();
    expect(describedError(email)).toBe('Field must be an email.');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(server.to('POST', '/api/studio/auth/login')).toHaveLength(0);
  });

  it('shows the server refusal in an alert and sends the CSRF header and the cookie', async () => {
    const server = fakeServer({
      'GET /api/studio/auth/me': () => unauthorizedReply,
      'POST /api/studio/auth/login': () => ({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Email or password is incorrect' } } }),
    });
    await openSignIn();
    fill({ email: '  Owner@Demo.test ', password: 'wrong-password' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    const [login] = server.to('POST', '/api/studio/auth/login');
    // Trimmed and lower-cased by core's emailField, exactly what the server will compare.
    expect(login?.body).toEqual({ email: 'owner@demo.test', password: 'wrong-password' });
    expect(login?.headers.get('X-Tessera-Studio')).toBe('1');
    expect(login?.headers.get('Content-Type')).toBe('application/json');
    expect(login?.credentials).toBe('same-origin');
    // A wrong password is not an expired session: the owner stays on the form.
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
  });

  it('says how long to wait when there were too many attempts', async () => {
    fakeServer({
      'GET /api/studio/auth/me': () => unauthorizedReply,
      'POST /api/studio/auth/login': () => ({
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { error: { code: 'rate_limited', message: 'Too many requests' } },
      }),
    });
    await openSignIn();
    fill({ email: 'owner@demo.test', password: 'demo-password' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-in attempts. Try again in 2 minutes.');
  });

  it('puts field problems reported by the server at the field', async () => {
    fakeServer({
      'GET /api/studio/auth/me': () => unauthorizedReply,
      'POST /api/studio/auth/login': () => ({
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid input', details: [{ field: 'body.email', message: 'Field must be an email.' }] } },
      }),
    });
    await openSignIn();
    fill({ email: 'owner@demo.test', password: 'demo-password' });
    submit();
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(describedError(screen.getByLabelText('Email'))).toBe('Field must be an email.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a busy button while signing in, then the apps, and remembers the email', async () => {
    let finishLogin: () => void = () => {};
    const server = fakeServer({
      'GET /api/studio/auth/me': () => unauthorizedReply,
      'POST /api/studio/auth/login': () => new Promise((resolve) => (finishLogin = () => resolve({ body: { owner } }))),
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    });
    await openSignIn();
    fill({ email: 'owner@demo.test', password: 'demo-password' });
    submit();
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(server.to('POST', '/api/studio/auth/login')).toHaveLength(1);
    finishLogin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Your apps' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Demo Company')).toBeTruthy();
    expect(localStorage.getItem('tessera.studio.last-email')).toBe('owner@demo.test');
  });

  it('fills in the remembered email and starts at the password', async () => {
    localStorage.setItem('tessera.studio.last-email', 'me@example.test');
    fakeServer({ 'GET /api/studio/auth/me': () => unauthorizedReply });
    await openSignIn();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('me@example.test');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('offers the demo login on a local machine', async () => {
    fakeServer({ 'GET /api/studio/auth/me': () => unauthorizedReply });
    await openSignIn();
    const demo = screen.getByRole('complementary', { name: 'Demo account' });
    expect(demo.textContent).toContain('owner@demo.test');
    fireEvent.click(within(demo).getByRole('button', { name: 'Fill in the demo account' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@demo.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo-password');
  });

  it('returns to the screen named in ?next= after signing in, and only inside the studio', async () => {
    fakeServer({
      'GET /api/studio/auth/me': () => unauthorizedReply,
      'POST /api/studio/auth/login': () => ({ body: { owner } }),
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    });
    const { router } = await openSignIn('/?next=%2F%2Fevil.test%2Fsteal');
    fill({ email: 'owner@demo.test', password: 'demo-password' });
    submit();
    await screen.findByRole('heading', { level: 1, name: 'Your apps' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });
});
