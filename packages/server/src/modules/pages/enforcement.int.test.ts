import { pagePropsSchema } from '@tessera/core/entities/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProducts, pageSubscriptions } from '../../db/schema/index';
import { block, createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { rebuildPublishCache } from './publisher';

/**
 * Issue 4: no locked page's blocks leave the server for a guest, a member without the product, or a
 * member of another app — through page data, whichever way it is asked for.
 */
let t: TestServer;
let appId: string;
const SECRET = 'Premium secret paragraph';
const tokens: Record<string, string> = {};
let courseId: string;

const content = () => [block('text_block', { content: `<p>${SECRET}</p>` })];

beforeAll(async () => {
  t = await createTestServer();
  const app = await createApp(t.db, { slug: 'gated' });
  appId = app.id;
  await createApp(t.db, { slug: 'elsewhere' });
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true, blocks: content() });
  await createPage(t.db, { appId, path: '/members', title: 'Members only', access: { inherit: false, require_authentication: true }, blocks: content() });
  await createPage(t.db, { appId, path: '/paid', title: 'Paid', access: { inherit: false, require_purchase: true, products: [{ id: 'prod_gold' }], purchase_overlay: { id: 'ov_1' } }, blocks: content() });
  await createPage(t.db, { appId, path: '/preview', title: 'Preview', access: { inherit: false, require_purchase: true, allow_browsing: true, products: [{ id: 'prod_gold' }] }, blocks: content() });
  await createPage(t.db, { appId, path: '/later', title: 'Later', access: { inherit: false, is_scheduled: true, unlocks_at: '2099-01-01T00:00:00.000Z' }, blocks: content() });
  const course = await createPage(t.db, { appId, path: '/course', title: 'Course', contentType: 'program', access: { inherit: false, is_progress_root: true } });
  courseId = course.id;
  await createPage(t.db, {
    appId,
    path: '/course/day-2',
    title: 'Day 2',
    parentId: course.id,
    access: { inherit: false, is_scheduled: true, unlock_duration_seconds: 86_400 },
    blocks: content(),
  });
  await createPage(t.db, { appId, path: '/paid/lesson', title: 'Lesson', parentId: (await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.path, '/paid') }))!.id, blocks: content() });
  await rebuildPublishCache(t.db, appId);

  const client = memberClient(t, 'gated');
  tokens.member = (await client.signUp({ email: 'plain@example.test', name: 'Plain Member' })).authentication_token;
  const buyer = await client.signUp({ email: 'buyer@example.test', name: 'Gold Buyer' });
  tokens.buyer = buyer.authentication_token;
  await t.db.insert(memberProducts).values({ appId, memberId: buyer.user.id, productId: 'prod_gold' });
  await createMember(t.db, { appId, email: 'admin@example.test', name: 'An Admin', isAdmin: true, password: 'admin-password' });
  tokens.admin = (await client.login('admin@example.test', 'admin-password')).json().authentication_token;
  tokens.stranger = (await memberClient(t, 'elsewhere').signUp({ email: 'buyer@example.test', name: 'Same Email Elsewhere' })).authentication_token;
});
afterAll(async () => t.close());

async function pageAs(path: string, who: 'guest' | 'member' | 'buyer' | 'admin' | 'stranger') {
  const res = await t.server.inject({
    method: 'GET',
    url: `/__${path === '/' ? '' : path}/index.json`,
    headers: { 'x-app-slug': 'gated', ...(who === 'guest' ? {} : { 'x-user-token': tokens[who]! }) },
  });
  expect(res.statusCode).toBe(200);
  return { res, props: pagePropsSchema.parse(res.json()), raw: res.body };
}

describe('page data enforcement', () => {
  it('serves public pages to everyone with public caching', async () => {
    const { res, props } = await pageAs('/', 'guest');
    expect(props.blocks).toHaveLength(1);
    expect(res.headers['cache-control']).toContain('public');
  });

  it('locks sign-in pages for guests and opens them to members, privately cached', async () => {
    const guest = await pageAs('/members', 'guest');
    expect(guest.raw).not.toContain(SECRET);
    expect(guest.props.page_access).toMatchObject({ granted: false, reason: 'require_authentication' });
    expect(guest.props.page_title).toBe('Members only');
    const member = await pageAs('/members', 'member');
    expect(member.raw).toContain(SECRET);
    expect(member.res.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps paid content from guests, members without the product and other apps, with what would open it', async () => {
    for (const who of ['guest', 'member', 'stranger'] as const) {
      const { raw, props } = await pageAs('/paid', who);
      expect(raw).not.toContain(SECRET);
      expect(props.page_access).toEqual({ granted: false, reason: 'require_purchase', data: expect.objectContaining({ product_ids: ['prod_gold'], purchase_overlay: 'ov_1' }) });
    }
    // A child inherits its parent's rule.
    expect((await pageAs('/paid/lesson', 'member')).raw).not.toContain(SECRET);
    expect((await pageAs('/paid', 'buyer')).raw).toContain(SECRET);
    expect((await pageAs('/paid/lesson', 'buyer')).raw).toContain(SECRET);
    expect((await pageAs('/paid', 'admin')).raw).toContain(SECRET);
  });

  it('lets browsing open a paid preview page', async () => {
    expect((await pageAs('/preview', 'guest')).raw).toContain(SECRET);
  });

  it('holds scheduled pages until their time, saying when', async () => {
    const { raw, props } = await pageAs('/later', 'buyer');
    expect(raw).not.toContain(SECRET);
    expect(props.page_access.reason).toBe('is_scheduled');
    expect(props.page_access.data?.available_after).toBe('2099-01-01T00:00:00.000Z');
  });

  it('drips a lesson a day after the member started the course', async () => {
    const notStarted = await pageAs('/course/day-2', 'member');
    expect(notStarted.raw).not.toContain(SECRET);
    // The lock names where to press Start.
    expect(notStarted.props.access_outcome).toBe('START_REQUIRED');
    expect(notStarted.props.progress_root).toEqual({ page_id: courseId, path: '/course', title: 'Course' });
    const member = await t.db.query.members.findFirst({ where: (m, { eq }) => eq(m.email, 'plain@example.test') });
    await t.db.insert(pageSubscriptions).values({ appId, memberId: member!.id, pageId: courseId, startedAt: new Date(Date.now() - 3_600_000) });
    const tooEarly = await pageAs('/course/day-2', 'member');
    expect(tooEarly.raw).not.toContain(SECRET);
    expect(Date.parse(tooEarly.props.page_access.data!.available_after!)).toBeGreaterThan(Date.now());
    const { pageSubscriptions: table } = await import('../../db/schema/index');
    await t.db.update(table).set({ startedAt: new Date(Date.now() - 2 * 86_400_000) });
    expect((await pageAs('/course/day-2', 'member')).raw).toContain(SECRET);
  });

  it('never lets the in-memory fast path serve a gated page', async () => {
    await t.server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.server.server.address() as { port: number }).port}`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/__/paid/index.json`, { headers: { 'x-app-slug': 'gated' } });
      expect(await res.text()).not.toContain(SECRET);
    }
  });
});
