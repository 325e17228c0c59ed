import { PASSWORDS_DONT_MATCH } from '@tessera/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails, oneTimeTokens } from '../../db/schema/index';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { latestEmailTo, memberClient, tokenFromEmail } from '../../test/members';

let t: TestServer;
let app: ReturnType<typeof memberClient>;

beforeAll(async () => {
  t = await createTestServer();
  await createApp(t.db, { slug: 'links', name: 'Links & Co', theme: { primary_color: '#112233' } });
  app = memberClient(t, 'links');
  await app.signUp({ email: 'pat@example.test', name: 'Pat Smith', password: 'original-pass' });
});
afterAll(async () => t.close());

describe('passwordless sign-in', () => {
  it('emails a single-use link that signs the member in once', async () => {
    const res = await app.call('POST', '/api/auth/passwordless/request', { body: { email: 'Pat@Example.test' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const email = await latestEmailTo(t.db, 'pat@example.test');
    expect(email.kind).toBe('passwordless');
    expect(email.fromName).toBe('Links & Co');
    const token = tokenFromEmail(email.text, 'login_token');
    const signedIn = await app.call('POST', '/api/auth/passwordless/verify', { body: { token } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe('pat@example.test');
    const reused = await app.call('POST', '/api/auth/passwordless/verify', { body: { token } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('token_used');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await app.call('POST', '/api/auth/passwordless/request', { body: { email: 'nobody@example.test' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.db.select().from(emails).where(eq(emails.toAddress, 'nobody@example.test'))).toHaveLength(0);
  });

  it('refuses expired and unknown tokens with their own codes', async () => {
    await app.call('POST', '/api/auth/passwordless/request', { body: { email: 'pat@example.test' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const token = tokenFromEmail((await latestEmailTo(t.db, 'pat@example.test')).text, 'login_token');
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.call('POST', '/api/auth/passwordless/verify', { body: { token } });
    expect(expired.json().error.code).toBe('token_expired');
    const unknown = await app.call('POST', '/api/auth/passwordless/verify', { body: { token: 'x'.repeat(43) } });
    expect(unknown.json().error.code).toBe('token_invalid');
  });

  it("a link of one app cannot sign in to another", async () => {
    await createApp(t.db, { slug: 'other-links' });
    const other = memberClient(t, 'other-links');
    await app.call('POST', '/api/auth/passwordless/request', { body: { email: 'pat@example.test' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const token = tokenFromEmail((await latestEmailTo(t.db, 'pat@example.test')).text, 'login_token');
    const res = await other.call('POST', '/api/auth/passwordless/verify', { body: { token } });
    expect(res.json().error.code).toBe('token_invalid');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email exists', async () => {
    const known = await app.call('GET', '/api/auth/reset_password?email=pat@example.test');
    const unknown = await app.call('GET', '/api/auth/reset_password?email=ghost@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
  });

  it('sets a new password, signs in, and signs out every other device', async () => {
    const oldSession = (await app.login('pat@example.test', 'original-pass')).json().authentication_token;
    await app.call('GET', '/api/auth/reset_password?email=pat@example.test');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const email = await latestEmailTo(t.db, 'pat@example.test');
    expect(email.kind).toBe('reset_password');
    const token = tokenFromEmail(email.text, 'reset_token');

    const mismatch = await app.call('POST', '/api/auth/reset_password', { body: { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pasz' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toEqual([{ field: 'body.password_confirmation', code: 'passwords_dont_match', message: PASSWORDS_DONT_MATCH }]);

    const res = await app.call('POST', '/api/auth/reset_password', { body: { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' } });
    expect(res.statusCode).toBe(200);
    expect((await app.call('POST', '/api/auth/verify', { token: oldSession })).statusCode).toBe(401);
    expect((await app.call('POST', '/api/auth/verify', { token: res.json().authentication_token })).statusCode).toBe(200);
    expect((await app.login('pat@example.test', 'original-pass')).statusCode).toBe(401);
    expect((await app.login('pat@example.test', 'brand-new-pass')).statusCode).toBe(200);
  });
});
