import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAccountUser, createApp, createMember } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { enqueueEmail } from './outbox';

/** Issue 18: the dev mailbox holds sign-in links, so only this machine or an owner (their own apps) may read it. */
let t: TestServer;
let ownerCookie: string;
const FAR = '203.0.113.9';

const email = (appId: string, to: string) =>
  enqueueEmail(t.db, { appId, to, kind: 'passwordless', locale: 'en', appName: 'App', primaryColor: '#5c29d3', link: `https://x.test/?login_token=${to}`, expiresInMinutes: 15 });

beforeAll(async () => {
  t = await createTestServer();
  const mine = await createAccount(t.db);
  await createAccountUser(t.db, { accountId: mine.id, email: 'owner@mine.test', password: 'owner-password' });
  const myApp = await createApp(t.db, { accountId: mine.id, slug: 'mine' });
  const theirs = await createApp(t.db, { slug: 'theirs' });
  await createMember(t.db, { appId: myApp.id, email: 'ann@mine.test' });
  await email(myApp.id, 'ann@mine.test');
  await email(theirs.id, 'bob@theirs.test');
  const login = await t.server.inject({ method: 'POST', url: '/api/studio/auth/login', headers: { 'x-tessera-studio': '1' }, payload: { email: 'owner@mine.test', password: 'owner-password' } });
  ownerCookie = String(login.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => t.close());

describe('dev mailbox access', () => {
  it('shows every app’s mail to a request from this machine', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(res.json().emails.map((e: { to: string }) => e.to).sort()).toEqual(['ann@mine.test', 'bob@theirs.test']);
  });

  it('refuses a request from elsewhere, on every mailbox address, with nothing of the mail', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
      const res = await t.server.inject({ method: 'GET', url, remoteAddress: FAR });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('login_token');
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('shows a signed-in owner from elsewhere only their own apps’ mail', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: FAR, headers: { cookie: ownerCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails.map((e: { to: string }) => e.to)).toEqual(['ann@mine.test']);
    const page = await t.server.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: FAR, headers: { cookie: ownerCookie } });
    expect(page.body).toContain('ann@mine.test');
    expect(page.body).not.toContain('bob@theirs.test');
  });
});
