import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAccountUser, createApp, createMember } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let ownAppId: string;
let foreignAppId: string;

const studio = (method: 'GET' | 'POST', url: string, args: { cookie?: string; body?: Record<string, unknown>; guard?: boolean } = {}) =>
  t.server.inject({
    method,
    url,
    headers: { ...(args.guard === false ? {} : { 'x-tessera-studio': '1' }), ...(args.cookie ? { cookie: args.cookie } : {}) },
    ...(args.body ? { payload: args.body } : {}),
  });

async function signIn(email: string, password: string) {
  const res = await studio('POST', '/api/studio/auth/login', { body: { email, password } });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { res, cookie };
}

beforeAll(async () => {
  t = await createTestServer();
  const account = await createAccount(t.db, { name: 'Peak Coaching' });
  await createAccountUser(t.db, { accountId: account.id, email: 'owner@example.test', name: 'Olive Owner', password: 'owner-password' });
  const app = await createApp(t.db, { accountId: account.id, slug: 'peak', name: 'Peak' });
  ownAppId = app.id;
  for (const [name, email] of [['Alice Able', 'alice@example.test'], ['Bob Baker', 'bob@example.test'], ['Carol 100%', 'carol@example.test']]) {
    await createMember(t.db, { appId: app.id, name: name!, email: email! });
  }
  const otherAccount = await createAccount(t.db, { name: 'Rival' });
  await createAccountUser(t.db, { accountId: otherAccount.id, email: 'rival@example.test', password: 'rival-password' });
  foreignAppId = (await createApp(t.db, { accountId: otherAccount.id, slug: 'rival' })).id;
  await createMember(t.db, { appId: foreignAppId, name: 'Secret Member', email: 'secret@example.test' });
});
afterAll(async () => t.close());

describe('studio sign-in', () => {
  it('signs an owner in with an HttpOnly cookie and answers who they are', async () => {
    const { res, cookie } = await signIn('Owner@Example.test', 'owner-password');
    expect(res.statusCode).toBe(200);
    expect(res.json().owner).toMatchObject({ email: 'owner@example.test', name: 'Olive Owner', account_name: 'Peak Coaching' });
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
    expect((await studio('GET', '/api/studio/auth/me', { cookie })).json().owner.name).toBe('Olive Owner');
  });

  it('refuses wrong passwords, unknown owners and member accounts alike', async () => {
    const wrong = await signIn('owner@example.test', 'nope-nope');
    const unknown = await signIn('ghost@example.test', 'owner-password');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.res.json()).toEqual(unknown.res.json());
  });

  it('requires the studio header on every call (CSRF guard)', async () => {
    const { cookie } = await signIn('owner@example.test', 'owner-password');
    const res = await studio('GET', '/api/studio/apps', { cookie, guard: false });
    expect(res.statusCode).toBe(403);
  });

  it('logout ends the session', async () => {
    const { cookie } = await signIn('owner@example.test', 'owner-password');
    await studio('POST', '/api/studio/auth/logout', { cookie });
    expect((await studio('GET', '/api/studio/auth/me', { cookie })).statusCode).toBe(401);
  });
});

describe('apps and members', () => {
  it("lists only the owner's apps with member counts", async () => {
    const { cookie } = await signIn('owner@example.test', 'owner-password');
    const res = await studio('GET', '/api/studio/apps', { cookie });
    expect(res.json().apps).toEqual([{ id: ownAppId, slug: 'peak', name: 'Peak', member_count: 3 }]);
  });

  it('lists and searches members by name or email, paged', async () => {
    const { cookie } = await signIn('owner@example.test', 'owner-password');
    const all = await studio('GET', `/api/studio/apps/${ownAppId}/members?per_page=2`, { cookie });
    expect(all.json()).toMatchObject({ page: 1, per_page: 2, total_count: 3 });
    expect(all.json().items).toHaveLength(2);
    const byName = await studio('GET', `/api/studio/apps/${ownAppId}/members?term=bob`, { cookie });
    expect(byName.json().items.map((m: { email: string }) => m.email)).toEqual(['bob@example.test']);
    const byEmail = await studio('GET', `/api/studio/apps/${ownAppId}/members?term=ALICE@`, { cookie });
    expect(byEmail.json().total_count).toBe(1);
    const wildcard = await studio('GET', `/api/studio/apps/${ownAppId}/members?term=100%25`, { cookie });
    expect(wildcard.json().items.map((m: { name: string }) => m.name)).toEqual(['Carol 100%']);
  });

  it("cannot see another account's app or members", async () => {
    const { cookie } = await signIn('owner@example.test', 'owner-password');
    const res = await studio('GET', `/api/studio/apps/${foreignAppId}/members`, { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret@example.test');
    expect((await studio('GET', '/api/studio/apps/not-a-uuid/members', { cookie })).statusCode).toBe(400);
    expect((await studio('GET', `/api/studio/apps/${ownAppId}/members`)).statusCode).toBe(401);
  });
});
