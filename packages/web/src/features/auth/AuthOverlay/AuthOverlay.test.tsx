import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tessera/core/constants';
import { completeSignIn } from '../session';
import { useAuthStore } from '../auth-store';
import { makeConfig, makePage, makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const pages = { '/': { status: 'found' as const, page: makePage({ page_title: 'Home', page_data: { path: '/' } }) } };

async function openSignIn(config = makeConfig()) {
  const result = renderApp({ path: '/#auth', pages, config });
  // The overlay's code loads lazily, which takes longer than the default second on a busy machine.
  const dialog = await screen.findByRole('dialog', undefined, { timeout: 5_000 });
  return { ...result, dialog };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
// The toolbar behind the dialog has its own Sign in button: look inside the dialog.
const submit = (name: string) => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '') ?? null;
}

describe('#auth sign in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('checks the fields before sending anything, with messages tied to the fields', async () => {
    const { calls } = mockApi({});
    await openSignIn();
    submit('Sign in');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Email')).toBe('Field is required.');
    expect(errorOf('Password')).toBe('Field is required.');
    expect(document.activeElement).toBe(email);

    type('Email', 'not-an-email');
    submit('Sign in');
    expect(errorOf('Email')).toBe('Field must be an email.');
    type('Email', 'mia@example.test');
    // A flagged field follows the typing, so the member sees the problem is fixed.
    expect(errorOf('Email')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('asks how the email signs in when the member leaves the field, and offers that way instead of a password', async () => {
    const { calls } = mockApi({ 'POST /api/auth/fetch': { status: 200, body: { providers: ['default', 'passwordless'], current_provider: 'passwordless' } } });
    await openSignIn();
    type('Email', 'Linkonly@Example.test');
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await within(screen.getByRole('dialog')).findByText('This account signs in with a link we email you, no password needed.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/auth/fetch').map((c) => c.body)).toEqual([{ email: 'linkonly@example.test' }]);
    // Leaving the same address again asks nothing; Enter takes the emailed-link way.
    fireEvent.blur(screen.getByLabelText('Email'));
    fireEvent.submit(screen.getByLabelText('Email').closest('form')!);
    expect(await screen.findByText('We\'ll email you a link that signs you in, no password needed.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/auth/fetch')).toHaveLength(1);
  });

  it('keeps the password step for a password account (and for an unknown address, which answers the same)', async () => {
    mockApi({ 'POST /api/auth/fetch': { status: 200, body: { providers: ['default', 'passwordless'], current_provider: 'default' } } });
    await openSignIn();
    type('Email', 'someone@example.test');
    fireEvent.blur(screen.getByLabelText('Email'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).queryByText(/This account signs in/)).toBeNull();
  });

  it('shows a wrong password in the alert, in the member language', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: errorBody('invalid_credentials', 'Email or password is incorrect') } });
    await openSignIn();
    type('Email', 'Mia@Example.test ');
    type('Password', 'wrong-password');
    submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('says how long to wait after too many attempts', async () => {
    mockApi({ 'POST /api/auth/login': { status: 429, headers: { 'Retry-After': '30' }, body: errorBody('too_many_requests', 'Too many attempts') } });
    await openSignIn();
    type('Email', 'mia@example.test');
    type('Password', 'whatever1');
    submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 30 seconds.');
  });

  it('signs in, closes, remembers the email and puts the avatar in the toolbar', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': { body: makeSignInResponse() } });
    const { router } = await openSignIn();
    type('Email', 'Mia@Example.test');
    type('Password', 'demo-password');
    submit('Sign in');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.body).toEqual({ email: 'mia@example.test', password: 'demo-password' });
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.lastEmail)).toBe('mia@example.test');
    expect(screen.getByRole('link', { name: 'Your account, Mia Member' }).getAttribute('href')).toBe('/me/account');
  });

  it('starts at the password when the last email is remembered', async () => {
    localStorage.setItem(STORAGE_KEYS.lastEmail, 'mia@example.test');
    await openSignIn();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mia@example.test');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('shows and hides the password', async () => {
    await openSignIn();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('#auth sign up', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function openSignUp() {
    await openSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    return screen.findByRole('dialog', { name: 'Create your account' });
  }

  it('applies the SPEC rules for name and password before sending', async () => {
    await openSignUp();
    type('Name', 'Al');
    type('Email', 'al@example.test');
    type('Password', 'short');
    submit('Create account');
    expect(errorOf('Name')).toBe('Name must be longer than 2 characters.');
    expect(errorOf('Password')).toBe('Password must be longer than 6 characters.');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('puts the server field errors on their fields, and offers sign-in for a taken email', async () => {
    const { calls } = mockApi({
      'POST /api/auth/sign_up': ({ body }) =>
        (body as { email: string }).email === 'taken@example.test'
          ? { status: 409, body: errorBody('email_taken', 'This email address already exists, login to continue', [{ field: 'body.email', message: 'This email address already exists, login to continue' }]) }
          : { status: 400, body: errorBody('validation_failed', 'body.password: Password must be longer than 6 characters.', [{ field: 'body.password', message: 'Password must be longer than 6 characters.' }]) },
    });
    await openSignUp();
    type('Name', 'Alex Member');
    type('Email', 'other@example.test');
    type('Password', 'long-enough');
    submit('Create account');
    await vi.waitFor(() => expect(errorOf('Password')).toBe('Password must be longer than 6 characters.'));
    expect(calls[0]?.body).toMatchObject({ name: 'Alex Member', email: 'other@example.test', timezone: expect.any(String) });

    type('Email', 'taken@example.test');
    submit('Create account');
    await vi.waitFor(() => expect(errorOf('Email')).toBe('This email address already exists, login to continue'));
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');

    submit('Sign in with this email instead');
    await screen.findByRole('dialog', { name: 'Sign in to Demo Fitness' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('taken@example.test');
  });
});

describe('#auth emailed links', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.setState({ pendingLink: null });
  });

  it('asks for a passwordless link and answers the same for any email', async () => {
    const { calls } = mockApi({ 'POST /api/auth/passwordless/request': { status: 202, body: { sent: true } } });
    await openSignIn();
    type('Email', 'who@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    await screen.findByRole('dialog', { name: 'Sign in with an email link' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('who@example.test');
    submit('Email me a link');
    expect(await screen.findByText(/If an account exists for/)).toBeTruthy();
    expect(screen.getByText('who@example.test')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'who@example.test' });
  });

  it('asks for a reset link with the email in the query', async () => {
    const { calls } = mockApi({ 'GET /api/auth/reset_password': { status: 202, body: { sent: true } } });
    await openSignIn();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await screen.findByRole('dialog', { name: 'Reset your password' });
    type('Email', 'who@example.test');
    submit('Email me a reset link');
    expect(await screen.findByText(/If an account exists for/)).toBeTruthy();
    expect(calls[0]?.search).toBe('?email=who%40example.test');
  });

  it('opens on choosing a new password from a reset link, and explains a used link', async () => {
    useAuthStore.setState({ pendingLink: { kind: 'reset', token: 'reset-token-123456' } });
    mockApi({ 'POST /api/auth/reset_password': { status: 400, body: errorBody('token_used', 'This link has already been used. Ask for a new one.') } });
    await openSignIn();
    expect(screen.getByRole('dialog', { name: 'Choose a new password' })).toBeTruthy();
    type('New password', 'new-password-1');
    type('Confirm new password', 'new-password-2');
    submit('Save new password');
    expect(errorOf('Confirm new password')).toBe("Passwords don't match");

    type('Confirm new password', 'new-password-1');
    submit('Save new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link has already been used. Ask for a new one.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
    expect(useAuthStore.getState().pendingLink).toBeNull();
  });

  it('explains a refused sign-in link on the step that sends a new one', async () => {
    useAuthStore.setState({ pendingLink: { kind: 'failed', purpose: 'passwordless', code: 'token_expired', message: 'This link has expired. Ask for a new one.' } });
    await openSignIn();
    expect(screen.getByRole('dialog', { name: 'Sign in with an email link' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link has expired. Ask for a new one.');
  });

  it('leads a passwordless member to finish setup', async () => {
    completeSignIn(makeSignInResponse({ user: { passwordless: true, auth_provider: 'passwordless', name: 'mia' } }), 'passwordless');
    const { calls } = mockApi({ 'POST /api/auth/set_password': { body: makeSignInResponse({ user: { name: 'Mia Member' } }) } });
    await openSignIn();
    expect(screen.getByRole('dialog', { name: 'Finish setting up your account' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('mia');
    type('Name', 'Mia Member');
    type('Password', 'a-good-password');
    submit('Finish setup');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/api/auth/set_password')?.body).toEqual({ name: 'Mia Member', password: 'a-good-password' });
    expect(useAuthStore.getState().member?.shouldFinishSetup).toBe(false);
  });
});

describe('#auth Google and Apple', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { TesseraNative?: unknown }).TesseraNative;
  });

  it('offers only the providers the app switched on', async () => {
    await openSignIn(makeConfig({ access: { ...makeConfig().access, sso_google_enabled: true } }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('says the provider is not set up here when no native bridge gives a token', async () => {
    await openSignIn(makeConfig({ access: { ...makeConfig().access, sso_apple_enabled: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByText(/Sign-in with Apple isn't set up in this environment/)).toBeTruthy();
  });

  it('signs in with the ID token a native shell hands over', async () => {
    (window as { TesseraNative?: unknown }).TesseraNative = { signInWith: vi.fn(async () => 'id.token.jwt') };
    const { calls } = mockApi({ 'POST /api/auth/login': { body: makeSignInResponse() } });
    await openSignIn(makeConfig({ access: { ...makeConfig().access, sso_google_enabled: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.body).toEqual({ provider: 'google', provider_id: 'id.token.jwt' });
  });
});
