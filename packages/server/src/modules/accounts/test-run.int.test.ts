import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createAccountUser, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { studioSignIn } from '../../test/studio-client';
import { rebuildPublishCache } from '../pages/publisher';

let t: TestServer;
const cookies: Record<string, string> = {};

const ownerCookie = async (email: string, password: string) => (await studioSignIn(t, email, password)).cookie;

beforeAll(async () => {
  t = await createTestServer();
  const account = await createAccount(t.db, { name: 'Peak' });
  await createAccountUser(t.db, { accountId: account.id, email: 'owner@example.test', password: 'owner-password' });
  const app = await createApp(t.db, { accountId: account.id, slug: 'peak' });
  await createPage(t.db, {
    appId: app.id,
    path: '/vault',
    title: 'Vault',
    access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] },
    blocks: [{ id: 'secret', type: 'text_block', props: { content: 'Members only' } }],
  });
  await rebuildPublishCache(t.db, app.id);
  const rival = await createAccount(t.db, { name: 'Rival' });
  await createAccountUser(t.db, { accountId: rival.id, email: 'rival@example.test', password: 'rival-password' });
  cookies.owner = await ownerCookie('owner@example.test', 'owner-password');
  cookies.rival = await ownerCookie('rival@example.test', 'rival-password');
});
afterAll(async () => t.close());

const vault = (headers: Record<string, string>) =>
  t.server.inject({ method: 'GET', url: '/__/vault/index.json', headers: { 'x-app-slug': 'peak', ...headers } });

describe('test runs (SPEC §6: test runs see pages as granted)', () => {
  it("grant the owning account's studio preview every page", async () => {
    const res = await vault({ 'x-test-run': '1', cookie: cookies.owner! });
    expect(res.json().page_access.granted).toBe(true);
    expect(res.json().blocks).toHaveLength(1);
    expect(res.headers['cache-control']).toContain('private');
  });

  it('are not opened by the header alone, by a studio session without the header, or by another account', async () => {
    const attempts: Record<string, string>[] = [{ 'x-test-run': '1' }, { cookie: cookies.owner! }, { 'x-test-run': '1', cookie: cookies.rival! }];
    for (const headers of attempts) {
      const res = await vault(headers);
      expect(res.json().page_access.granted, JSON.stringify(headers)).toBe(false);
      expect(res.body).not.toContain('Members only');
    }
  });
});
