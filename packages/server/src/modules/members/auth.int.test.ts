import { signInResponseSchema } from '@tessera/core/entities/sign-in';
import { PASSWORD_TOO_SHORT, NAME_TOO_SHORT, FIELD_MUST_BE_EMAIL, EMAIL_ALREADY_EXISTS } from '@tessera/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { AUTH_LIMITS } from '../../http/auth-limits';

let t: TestServer;
let alpha: ReturnType<typeof memberClient>;
let bravo: ReturnType<typeof memberClient>;

beforeAll(async () => {
  t = await createTestServer();
  await createApp(t.db, { slug: 'alpha' });
  await createApp(t.db, { slug: 'bravo' });
  alpha = memberClient(t, 'alpha');
  bravo = memberClient(t, 'bravo');
});
afterAll(async () => t.close());

describe('sign-up', () => {
  it('creates a member and answers the full sign-in response with a session cookie', async () => {
    const res = await alpha.call('POST', '/api/auth/sign_up', {
      body: { email: 'Ada@Example.test', name: 'Ada Lovelace', password: 'analytical', timezone: 'Europe/London' },
    });
    expect(res.statusCode).toBe(201);
    const body = signInResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ email: 'ada@example.test', name: 'Ada Lovelace', timezone: 'Europe/London', auth_provider: 'default', passwordless: false });
    expect(body.authentication_token.length).toBeGreaterThanOrEqual(43);
    expect(body).toMatchObject({ blocked_user_ids: [], exercise_swaps: [], subscriber_properties: [], bookmarked_pages: [] });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tessera_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=31536000');
  });

  it('refuses a taken email in any case with 409 on the email field', async () => {
    const res = await alpha.call('POST', '/api/auth/sign_up', { body: { email: 'ADA@example.test', name: 'Someone', password: 'whatever1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'email_taken', message: EMAIL_ALREADY_EXISTS, details: [{ field: 'body.email' }] });
  });

  it('lets the same email join another app as a different member', async () => {
    const res = await bravo.call('POST', '/api/auth/sign_up', { body: { email: 'ada@example.test', name: 'Ada in Bravo', password: 'different1' } });
    expect(res.statusCode).toBe(201);
  });

  it("validates every field with SPEC's messages", async () => {
    const res = await alpha.call('POST', '/api/auth/sign_up', { body: { email: 'not-an-email', name: 'Al', password: 'short' } });
    expect(res.statusCode).toBe(400);
    const details: { field: string; message: string }[] = res.json().error.details;
    expect(details).toEqual(
      expect.arrayContaining([
        { field: 'body.email', code: 'email', message: FIELD_MUST_BE_EMAIL },
        { field: 'body.name', code: 'name_too_short', message: NAME_TOO_SHORT },
        { field: 'body.password', code: 'password_too_short', message: PASSWORD_TOO_SHORT },
      ]),
    );
    const tz = await alpha.call('POST', '/api/auth/sign_up', { body: { email: 'tz@example.test', name: 'Tim Zone', password: 'long-enough', timezone: 'Mars/Olympus' } });
    expect(tz.statusCode).toBe(400);
    expect(tz.json().error.details[0]).toMatchObject({ field: 'body.timezone', code: 'unknown_timezone' });
  });

  it('accepts passwords of 128 characters and refuses longer ones', async () => {
    const ok = await alpha.call('POST', '/api/auth/sign_up', { body: { email: 'long@example.test', name: 'Long Pass', password: 'x'.repeat(128) } });
    expect(ok.statusCode).toBe(201);
    const tooLong = await alpha.call('POST', '/api/auth/sign_up', { body: { email: 'longer@example.test', name: 'Long Pass', password: 'x'.repeat(129) } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('login and sessions', () => {
  beforeAll(async () => {
    await alpha.signUp({ email: 'grace@example.test', name: 'Grace Hopper', password: 'cobol-rules' });
  });

  it('signs in with a new token each time', async () => {
    const first = await alpha.login('grace@example.test', 'cobol-rules');
    const second = await alpha.login('GRACE@example.test', 'cobol-rules');
    expect(first.statusCode).toBe(200);
    expect(first.json().user.name).toBe('Grace Hopper');
    expect(first.json().authentication_token).not.toBe(second.json().authentication_token);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await alpha.login('grace@example.test', 'fortran-rules');
    const unknown = await alpha.login('nobody@example.test', 'cobol-rules');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('verifies a session from headers or from the cookie', async () => {
    const token = (await alpha.login('grace@example.test', 'cobol-rules')).json().authentication_token;
    const byHeaders = await alpha.call('POST', '/api/auth/verify', { token, email: 'grace@example.test' });
    expect(byHeaders.statusCode).toBe(200);
    expect(byHeaders.json().user.email).toBe('grace@example.test');
    // A token that came in headers (a native shell) is exchanged for the cookie.
    expect(String(byHeaders.headers['set-cookie'])).toContain('tessera_session=');
    const byCookie = await alpha.call('POST', '/api/auth/verify', { headers: { cookie: `tessera_session=${token}` } });
    expect(byCookie.statusCode).toBe(200);
  });

  it('refuses a token under another email, another app, or none', async () => {
    const token = (await alpha.login('grace@example.test', 'cobol-rules')).json().authentication_token;
    expect((await alpha.call('POST', '/api/auth/verify', { token, email: 'ada@example.test' })).statusCode).toBe(401);
    expect((await bravo.call('POST', '/api/auth/verify', { token })).statusCode).toBe(401);
    expect((await bravo.call('PUT', '/api/subscribers', { token, body: { language: 'de' } })).statusCode).toBe(401);
    expect((await alpha.call('POST', '/api/auth/verify')).statusCode).toBe(401);
  });

  it('logout revokes this session only, and clears the cookie', async () => {
    const a = (await alpha.login('grace@example.test', 'cobol-rules')).json().authentication_token;
    const b = (await alpha.login('grace@example.test', 'cobol-rules')).json().authentication_token;
    const out = await alpha.call('POST', '/api/auth/logout', { token: a });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await alpha.call('POST', '/api/auth/verify', { token: a })).statusCode).toBe(401);
    expect((await alpha.call('POST', '/api/auth/verify', { token: b })).statusCode).toBe(200);
    // Logging out again, or without a session, still succeeds: the client clears its state regardless.
    expect((await alpha.call('POST', '/api/auth/logout', { token: a })).statusCode).toBe(200);
  });

  it('a password change keeps this session and revokes the others', async () => {
    await alpha.signUp({ email: 'linus@example.test', name: 'Linus T', password: 'first-password' });
    const keep = (await alpha.login('linus@example.test', 'first-password')).json().authentication_token;
    const other = (await alpha.login('linus@example.test', 'first-password')).json().authentication_token;
    const res = await alpha.call('POST', '/api/auth/set_password', { token: keep, body: { password: 'second-password', name: 'Linus Torvalds' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Linus Torvalds');
    expect((await alpha.call('POST', '/api/auth/verify', { token: keep })).statusCode).toBe(200);
    expect((await alpha.call('POST', '/api/auth/verify', { token: other })).statusCode).toBe(401);
    expect((await alpha.login('linus@example.test', 'first-password')).statusCode).toBe(401);
    expect((await alpha.login('linus@example.test', 'second-password')).statusCode).toBe(200);
  });
});

describe('account', () => {
  it('PUT /auth changes name, email and timezone, refusing a taken email', async () => {
    const { authentication_token: token } = await alpha.signUp({ email: 'barbara@example.test', name: 'Barbara L' });
    const res = await alpha.call('PUT', '/api/auth', { token, body: { name: 'Barbara Liskov', timezone: 'America/New_York', email: 'liskov@example.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Barbara Liskov', timezone: 'America/New_York', email: 'liskov@example.test' });
    const taken = await alpha.call('PUT', '/api/auth', { token, email: 'liskov@example.test', body: { email: 'grace@example.test' } });
    expect(taken.statusCode).toBe(409);
    expect((await alpha.call('PUT', '/api/auth', { body: { name: 'Nobody' } })).statusCode).toBe(401);
  });
});

describe('how an email signs in (POST /auth/fetch, GET /auth/provider; decision 021)', () => {
  const fetchWay = async (email: string) => (await alpha.call('POST', '/api/auth/fetch', { body: { email } })).json();
  const providerOf = async (email: string, token?: string) => alpha.call('GET', `/api/auth/provider?email=${encodeURIComponent(email)}`, token ? { token } : {});

  it('answers per email: a password account, an emailed-link account, and an unknown email that reads like a password account', async () => {
    await alpha.signUp({ email: 'hopper@example.test', name: 'Grace Hopper' });
    await alpha.call('POST', '/api/auth/verify_subscriber', { body: { email: 'linkonly@example.test', name: 'Link Only' } });
    const password = await fetchWay('hopper@example.test');
    expect(password).toEqual({ providers: ['default', 'passwordless'], current_provider: 'default' });
    expect(await fetchWay('HOPPER@example.test')).toEqual(password);
    expect(await fetchWay('linkonly@example.test')).toEqual({ providers: ['default', 'passwordless'], current_provider: 'passwordless' });
    // No field, value or status tells an unknown address from a password account.
    const unknown = await alpha.call('POST', '/api/auth/fetch', { body: { email: 'nobody-here@example.test' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(password);
    // Another app's member is unknown here.
    expect(await fetchWay('ada@example.test')).toEqual(password);
    expect((await bravo.call('POST', '/api/auth/fetch', { body: { email: 'linkonly@example.test' } })).json().current_provider).toBe('default');
  });

  it('refuses a malformed email at its field', async () => {
    const res = await alpha.call('POST', '/api/auth/fetch', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'body.email', code: 'email', message: FIELD_MUST_BE_EMAIL }]);
  });

  it('GET /auth/provider works before sign-in and answers as fetch does, for guests and members alike', async () => {
    expect((await providerOf('hopper@example.test')).json()).toEqual({ current_provider: 'default' });
    expect((await providerOf('linkonly@example.test')).json()).toEqual({ current_provider: 'passwordless' });
    expect((await providerOf('nobody-here@example.test')).json()).toEqual({ current_provider: 'default' });
    const { authentication_token: token } = await alpha.signUp({ email: 'edsger@example.test', name: 'Edsger D' });
    expect((await providerOf('edsger@example.test', token)).json()).toEqual({ current_provider: 'default' });
    // Asking about someone else, signed in, says no more than a guest learns.
    expect((await providerOf('linkonly@example.test', token)).json()).toEqual({ current_provider: 'passwordless' });
    expect((await providerOf('nobody-here@example.test', token)).json()).toEqual({ current_provider: 'default' });
  });

  it('GET /auth/provider refuses an ID token without google or apple, and a provider the app has not switched on', async () => {
    const noProvider = await alpha.call('GET', '/api/auth/provider?email=hopper@example.test&provider_id=some-token');
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().error.details[0]).toMatchObject({ field: 'query.provider' });
    const off = await alpha.call('GET', '/api/auth/provider?email=hopper@example.test&provider=google&provider_id=some-token');
    expect(off.statusCode).toBe(400);
    expect(off.json().error).toMatchObject({ code: 'provider_not_enabled', details: [{ field: 'query.provider', code: 'not_enabled' }] });
    expect((await alpha.call('GET', '/api/auth/provider')).statusCode).toBe(400);
  });
});

describe('verify_subscriber', () => {
  it('creates a passwordless member who must finish setup, once', async () => {
    const res = await alpha.call('POST', '/api/auth/verify_subscriber', { body: { email: 'buyer@example.test', name: 'Bea Buyer' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ passwordless: true, auth_provider: 'passwordless' });
    const again = await alpha.call('POST', '/api/auth/verify_subscriber', { body: { email: 'buyer@example.test', name: 'Bea Buyer' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('existing_subscriber');
    const token = res.json().authentication_token;
    const done = await alpha.call('POST', '/api/auth/set_password', { token, body: { password: 'now-i-have-one', name: 'Bea Buyer' } });
    expect(done.json().user).toMatchObject({ passwordless: false, auth_provider: 'default' });
  });
});

describe('rate limits', () => {
  const from = (ip: string, extra: Record<string, string> = {}) => ({ remoteAddress: ip, headers: { 'x-app-slug': 'alpha', ...extra } });
  const loginFrom = (ip: string, email: string, password: string, extra: Record<string, string> = {}) =>
    t.server.inject({ method: 'POST', url: '/api/auth/login', ...from(ip, extra), payload: { email, password } });

  it('refuses a guessing IP after the per-email allowance with 429 and Retry-After, but not the member from elsewhere', async () => {
    await alpha.signUp({ email: 'target@example.test', password: 'the-right-one' });
    for (let i = 0; i < AUTH_LIMITS.loginPerEmail.max; i++) {
      expect((await loginFrom('198.51.100.7', 'target@example.test', `guess-${i}`)).statusCode).toBe(401);
    }
    const refused = await loginFrom('198.51.100.7', 'target@example.test', 'the-right-one');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Issue 18: the member under attack still signs in with the right password from their own place…
    expect((await loginFrom('192.0.2.44', 'target@example.test', 'the-right-one')).statusCode).toBe(200);
    // …and another email from the guessing place is not limited.
    expect((await loginFrom('198.51.100.7', 'grace@example.test', 'cobol-rules')).statusCode).toBe(200);
  });

  it('counts asking how an email signs in, by both calls together, per IP', async () => {
    const ask = (ip: string, i: number) =>
      i % 2 === 0
        ? t.server.inject({ method: 'POST', url: '/api/auth/fetch', ...from(ip), payload: { email: `probe-${i}@example.test` } })
        : t.server.inject({ method: 'GET', url: `/api/auth/provider?email=probe-${i}@example.test`, ...from(ip) });
    for (let i = 0; i < AUTH_LIMITS.signInWayPerIp.max; i++) expect((await ask('198.51.100.90', i)).statusCode).toBe(200);
    for (const i of [0, 1]) {
      const refused = await ask('198.51.100.90', i);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    }
    expect((await ask('192.0.2.90', 0)).statusCode).toBe(200);
  });

  it('past five times the allowance from many places, lets only a device that held the member’s session through', async () => {
    await alpha.signUp({ email: 'besieged@example.test', password: 'the-right-one' });
    const device = { 'x-device-id': 'phone-of-besieged' };
    expect((await loginFrom('192.0.2.50', 'besieged@example.test', 'the-right-one', device)).statusCode).toBe(200);
    for (let i = 0; i < AUTH_LIMITS.loginPerEmail.max * 5; i++) {
      expect((await loginFrom(`203.0.113.${i + 1}`, 'besieged@example.test', `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom('192.0.2.51', 'besieged@example.test', 'the-right-one')).statusCode).toBe(429);
    expect((await loginFrom('192.0.2.51', 'besieged@example.test', 'the-right-one', device)).statusCode).toBe(200);
  });
});
