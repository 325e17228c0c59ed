import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';

/** A local stand-in for Google's key server: the real verification code runs against it. */
let keyServer: Server;
let privateKey: CryptoKey;
let t: TestServer;
let client: ReturnType<typeof memberClient>;
const CLIENT_ID = 'tessera-test.apps.googleusercontent.com';

const idToken = (claims: Record<string, unknown>, overrides: { audience?: string; issuer?: string; expiresIn?: string } = {}) =>
  new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(overrides.issuer ?? 'https://accounts.google.com')
    .setAudience(overrides.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '10m')
    .sign(privateKey);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  keyServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as { port: number };
  t = await createTestServer({ GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
  const app = await createApp(t.db, { slug: 'sso', access: { sso_google_enabled: true } });
  const { apps } = await import('../../db/schema/index');
  const { eq } = await import('drizzle-orm');
  await t.db.update(apps).set({ googleClientId: CLIENT_ID }).where(eq(apps.id, app.id));
  await createApp(t.db, { slug: 'no-sso' });
  client = memberClient(t, 'sso');
});
afterAll(async () => {
  await t.close();
  keyServer.close();
});

describe('Sign in with Google', () => {
  it('creates a member on first sign-in and finds the same one after', async () => {
    const token = await idToken({ sub: 'google-123', email: 'Kim@Example.test', name: 'Kim Lee' });
    const first = await client.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email: 'kim@example.test', name: 'Kim Lee', auth_provider: 'google' });
    const second = await client.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: await idToken({ sub: 'google-123', email: 'kim@example.test' }) } });
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('links a verified email to the existing password member', async () => {
    const member = await client.signUp({ email: 'sam@example.test', name: 'Sam Password' });
    const res = await client.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: await idToken({ sub: 'google-sam', email: 'sam@example.test' }) } });
    expect(res.json().user.id).toBe(member.user.id);
  });

  it('refuses tokens for another audience, from another issuer, expired, forged, or unverified', async () => {
    const bad = [
      await idToken({ sub: 'x1', email: 'a@example.test' }, { audience: 'someone-else' }),
      await idToken({ sub: 'x2', email: 'b@example.test' }, { issuer: 'https://evil.example' }),
      await idToken({ sub: 'x3', email: 'c@example.test' }, { expiresIn: '-5m' }),
      `${(await idToken({ sub: 'x4', email: 'd@example.test' })).slice(0, -4)}AAAA`,
    ];
    for (const token of bad) {
      const res = await client.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: token } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('invalid_identity_token');
    }
    const unverified = await client.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: await idToken({ sub: 'x5', email: 'e@example.test', email_verified: false }) } });
    expect(unverified.json().error.code).toBe('email_not_verified');
  });

  it('is refused where the app has not switched it on, and not offered there', async () => {
    const other = memberClient(t, 'no-sso');
    const res = await other.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: await idToken({ sub: 'y', email: 'y@example.test' }) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('provider_not_enabled');
    expect((await other.call('POST', '/api/auth/fetch', { body: { email: 'y@example.test' } })).json().providers).not.toContain('google');
    expect((await client.call('POST', '/api/auth/fetch', { body: { email: 'y@example.test' } })).json().providers).toContain('google');
  });
});

describe('how an email signs in, with Google on (decision 021)', () => {
  const way = async (email: string) => (await client.call('POST', '/api/auth/fetch', { body: { email } })).json();
  const providerWith = async (email: string, token: string) =>
    client.call('GET', `/api/auth/provider?email=${encodeURIComponent(email)}&provider=google&provider_id=${encodeURIComponent(token)}`);

  it('answers google for a Google account, and offers google', async () => {
    await client.call('POST', '/api/auth/login', { body: { provider: 'google', provider_id: await idToken({ sub: 'google-ria', email: 'ria@example.test' }) } });
    expect(await way('ria@example.test')).toEqual({ providers: ['default', 'passwordless', 'google'], current_provider: 'google' });
    expect(await way('unknown-person@example.test')).toEqual({ providers: ['default', 'passwordless', 'google'], current_provider: 'default' });
  });

  it('with an ID token for this email, answers exactly: the account’s way, or google when there is no account yet', async () => {
    expect((await providerWith('newcomer@example.test', await idToken({ sub: 'google-new', email: 'newcomer@example.test' }))).json()).toEqual({ current_provider: 'google' });
    await client.signUp({ email: 'pat@example.test', name: 'Pat Password' });
    expect((await providerWith('pat@example.test', await idToken({ sub: 'google-pat', email: 'Pat@example.test' }))).json()).toEqual({ current_provider: 'default' });
    // The token's linked account speaks for it even when the token carries no email.
    expect((await providerWith('ria@example.test', await idToken({ sub: 'google-ria' }))).json()).toEqual({ current_provider: 'google' });
  });

  it('a token for another address changes nothing: the answer is the one without it', async () => {
    const other = await idToken({ sub: 'google-zed', email: 'zed@example.test' });
    expect((await providerWith('newcomer@example.test', other)).json()).toEqual({ current_provider: 'default' });
    expect((await providerWith('ria@example.test', other)).json()).toEqual({ current_provider: 'google' });
    const unverified = await idToken({ sub: 'google-unv', email: 'newcomer@example.test', email_verified: false });
    expect((await providerWith('newcomer@example.test', unverified)).json()).toEqual({ current_provider: 'default' });
  });

  it('refuses a token that does not verify, as sign-in does', async () => {
    const forged = await idToken({ sub: 'google-new', email: 'newcomer@example.test' }, { audience: 'someone-else' });
    const res = await providerWith('newcomer@example.test', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_identity_token');
  });

  it('once the app switches Google off, a Google account is offered what it can still use', async () => {
    const { apps } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    const [app] = await t.db.select().from(apps).where(eq(apps.slug, 'sso'));
    await t.db.update(apps).set({ access: { ...app!.access, sso_google_enabled: false } }).where(eq(apps.id, app!.id));
    t.server.services.registry.invalidate();
    expect(await way('ria@example.test')).toEqual({ providers: ['default', 'passwordless'], current_provider: 'passwordless' });
    expect(await way('sam@example.test')).toEqual({ providers: ['default', 'passwordless'], current_provider: 'default' });
  });
});
