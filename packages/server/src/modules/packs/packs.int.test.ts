import type { StudioPack } from '@tessera/core/api/studio-packs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProducts, packSubscriptions } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { packsModule } from './module';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { ownerAndRival, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;
let rivalPageId: string;
let packPageId: string;
let paidPackPageId: string;
let lessonId: string;
let programId: string;
let pack: StudioPack;
let paid: StudioPack;
let mia: string;
const client = () => memberClient(t, 'core');
const call = (method: 'GET' | 'POST', url: string, token?: string) => client().call(method, `/api${url}`, { token });

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'core', name: 'Core' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  packPageId = (await createPage(t.db, { appId, path: '/starter', title: 'Starter pack', contentType: 'pack' })).id;
  paidPackPageId = (
    await createPage(t.db, { appId, path: '/pro', title: 'Pro pack', contentType: 'pack', access: { inherit: false, require_purchase: true, products: [{ id: 'pro' }] } })
  ).id;
  lessonId = (await createPage(t.db, { appId, path: '/lesson', title: 'Lesson one', contentType: 'workout' })).id;
  const programPage = await createPage(t.db, { appId, path: '/plan', title: 'Plan', contentType: 'program' });
  await rebuildPublishCache(t.db, appId);
  programId = (await owner('POST', `/apps/${appId}/programs`, { title: 'The plan', page_id: programPage.id, stages: [] })).json().program.id;
  const rivalApp = await createApp(t.db, { accountId: theirs.accountId, slug: 'rival', name: 'Rival' });
  rivalAppId = rivalApp.id;
  rivalPageId = (await createPage(t.db, { appId: rivalApp.id, path: '/secret', title: 'Rival secret', contentType: 'pack' })).id;
  await rebuildPublishCache(t.db, rivalApp.id);
  mia = (await client().signUp({ email: 'mia@core.test', name: 'Mia' })).authentication_token;
});
afterAll(async () => t.close());

describe('packs', () => {
  it('are built in the studio from pages and programs of the app only', async () => {
    const res = await owner('POST', `/apps/${appId}/packs`, {
      title: 'Starter',
      page_id: packPageId,
      items: [
        { type: 'program', id: programId },
        { type: 'page', id: lessonId },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    pack = res.json().pack;
    expect(pack.items.map((i) => [i.type, i.title, i.path, i.content_type])).toEqual([
      ['program', 'The plan', '/plan', 'program'],
      ['page', 'Lesson one', '/lesson', 'workout'],
    ]);
    expect((await owner('POST', `/apps/${appId}/packs`, { title: 'Again', page_id: packPageId, items: [] })).json().error.code).toBe('pack_page_taken');
    expect((await owner('POST', `/apps/${appId}/packs`, { title: 'Foreign', page_id: paidPackPageId, items: [{ type: 'page', id: rivalPageId }] })).statusCode).toBe(404);
    expect((await owner('POST', `/apps/${appId}/packs`, { title: 'Foreign', page_id: paidPackPageId, items: [{ type: 'event', id: rivalPageId }] })).json().error.code).toBe('event_not_found');
    paid = (await owner('POST', `/apps/${appId}/packs`, { title: 'Pro', page_id: paidPackPageId, items: [{ type: 'page', id: lessonId }] })).json().pack;
    expect((await rival('GET', `/apps/${appId}/packs`)).statusCode).toBe(404);
    expect((await rival('POST', `/apps/${rivalAppId}/packs`, { title: 'X', page_id: packPageId, items: [] })).statusCode).toBe(404);
  });

  it('are listed to members, started, and show in the sign-in response and My content', async () => {
    const listed = (await call('GET', '/packages')).json().packages;
    expect(listed.map((p: { title: string }) => p.title)).toEqual(['Starter', 'Pro']);
    expect((await call('GET', `/packages?page_id=${packPageId}`)).json().packages).toHaveLength(1);
    expect((await call('GET', `/packages/${pack.id}/access`)).json().access.granted).toBe(true);
    const started = await call('POST', `/packages/${pack.id}/subscribe`, mia);
    expect(started.json().pack_subscription).toMatchObject({ pack_id: pack.id, page_id: packPageId });
    const again = await call('POST', `/packages/${pack.id}/subscribe`, mia);
    expect(again.json().pack_subscription.started_at).toBe(started.json().pack_subscription.started_at);
    expect((await call('GET', '/packages/subscriptions', mia)).json().pack_subscriptions).toEqual([pack.id]);
    expect((await client().login('mia@core.test', 'secret-password')).json().pack_subscriptions).toEqual([pack.id]);
    expect((await call('GET', '/my-content', mia)).json().packs.map((p: { page_id: string }) => p.page_id)).toEqual([packPageId]);
  });

  it('are locked by their page’s purchase rule (403 with the reason), unlocked by the product, and 401/404 as SPEC says', async () => {
    const before = (await t.db.select({ n: count() }).from(packSubscriptions))[0]!.n;
    const locked = await call('POST', `/packages/${paid.id}/subscribe`, mia);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'pack_locked', details: { reason: 'require_purchase', data: { product_ids: ['pro'] } } });
    expect((await call('POST', `/packages/${pack.id}/subscribe`)).statusCode).toBe(401);
    expect((await call('GET', '/packages/subscriptions')).statusCode).toBe(401);
    expect((await call('GET', `/packages/${rivalPageId}/access`)).statusCode).toBe(404);
    expect((await call('POST', '/packages/nope/subscribe', mia)).statusCode).toBe(400);
    expect((await t.db.select({ n: count() }).from(packSubscriptions))[0]!.n).toBe(before);
    const buyer = await createMember(t.db, { appId, email: 'buyer@core.test', password: 'buyer-password' });
    await t.db.insert(memberProducts).values({ appId, memberId: buyer.id, productId: 'pro' });
    const token = (await client().login('buyer@core.test', 'buyer-password')).json().authentication_token;
    expect((await call('POST', `/packages/${paid.id}/subscribe`, token)).statusCode).toBe(200);
  });

  it('are listed among what a product unlocks (commerce’s productItems), for this app only', async () => {
    const unlocked = await packsModule.productItems!(t.db, { appId, productId: 'pro' });
    expect(unlocked).toEqual([{ type: 'pack', id: paid.id, title: 'Pro', path: '/pro' }]);
    expect(await packsModule.productItems!(t.db, { appId: rivalAppId, productId: 'pro' })).toEqual([]);
    expect(await packsModule.productItems!(t.db, { appId, productId: 'other' })).toEqual([]);
  });

  it('open and start the paid items they bundle to whoever holds them (can start via pack), for that member only', async () => {
    const paidAccess = { inherit: false, require_purchase: true, products: [{ id: 'gold' }] };
    const course = await createPage(t.db, { appId, path: '/gold-course', title: 'Gold course', access: { ...paidAccess, is_progress_root: true } });
    await createPage(t.db, { appId, path: '/gold-course/one', title: 'Chapter one', parentId: course.id, access: { inherit: true } });
    const planPage = await createPage(t.db, { appId, path: '/gold-plan', title: 'Gold plan', contentType: 'program', access: paidAccess });
    await createPage(t.db, { appId, path: '/gold-other', title: 'Not in the pack', access: paidAccess });
    const bundlePage = await createPage(t.db, { appId, path: '/bundle', title: 'Bundle', contentType: 'pack' });
    await rebuildPublishCache(t.db, appId);
    const goldPlan = (await owner('POST', `/apps/${appId}/programs`, { title: 'Gold plan', page_id: planPage.id, stages: [] })).json().program;
    const bundle = (
      await owner('POST', `/apps/${appId}/packs`, { title: 'Bundle', page_id: bundlePage.id, items: [{ type: 'page', id: course.id }, { type: 'program', id: goldPlan.id }] })
    ).json().pack;
    const ola = (await client().signUp({ email: 'ola@core.test', name: 'Ola' })).authentication_token;
    const pageData = async (path: string, token: string) =>
      (await t.server.inject({ method: 'GET', url: `/__${path}/index.json`, headers: { 'x-app-slug': 'core', 'x-user-token': token } })).json();

    expect((await pageData('/gold-course/one', ola)).page_access.granted).toBe(false);
    expect((await call('POST', `/programs/${goldPlan.id}/subscribe`, ola)).statusCode).toBe(403);
    expect((await call('GET', '/packages/subscriptions', ola)).json().page_ids).toEqual([]);

    expect((await call('POST', `/packages/${bundle.id}/subscribe`, ola)).statusCode).toBe(200);
    expect((await call('GET', '/packages/subscriptions', ola)).json().page_ids.sort()).toEqual([course.id, planPage.id].sort());
    expect((await pageData('/gold-course', ola)).page_access.granted).toBe(true);
    expect((await pageData('/gold-course/one', ola)).page_access.granted).toBe(true);
    expect((await pageData('/gold-other', ola)).page_access).toMatchObject({ granted: false, reason: 'require_purchase' });
    expect((await client().call('POST', `/api/pages/${course.id}/subscribers`, { token: ola, body: {} })).statusCode).toBe(200);
    expect((await call('POST', `/programs/${goldPlan.id}/subscribe`, ola)).statusCode).toBe(200);
    // Mia holds other packs, not this one: nothing opens for her.
    expect((await pageData('/gold-course', mia)).page_access.granted).toBe(false);
    expect((await call('POST', `/programs/${goldPlan.id}/subscribe`, mia)).statusCode).toBe(403);
  });

  it('follow their page: deleting the pack keeps its items', async () => {
    expect((await owner('PATCH', `/apps/${appId}/packs/${pack.id}`, { items: [{ type: 'page', id: lessonId }] })).json().pack.items).toHaveLength(1);
    expect((await owner('DELETE', `/apps/${appId}/packs/${pack.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/packages')).json().packages.map((p: { title: string }) => p.title)).toEqual(['Pro', 'Bundle']);
    expect((await call('GET', '/pages/' + lessonId + '/subscribers')).statusCode).toBe(200);
  });
});
