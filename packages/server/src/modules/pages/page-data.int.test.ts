import { pagePropsSchema, accessTreeSchema } from '@tessera/core/entities/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { rebuildPublishCache } from './publisher';

let t: TestServer;
let appA: { id: string; slug: string };
let appB: { id: string; slug: string };
let homeId: string;
let childId: string;

beforeAll(async () => {
  t = await createTestServer();
  appA = await createApp(t.db, { slug: 'alpha', name: 'Alpha', domains: ['alpha.example.com'] });
  appB = await createApp(t.db, { slug: 'bravo', name: 'Bravo' });
  const home = await createPage(t.db, { appId: appA.id, path: '/', title: 'Home', isHome: true });
  homeId = home.id;
  const parent = await createPage(t.db, { appId: appA.id, path: '/programs', title: 'Programs', contentType: 'collection', position: 1 });
  const child = await createPage(t.db, {
    appId: appA.id,
    path: '/programs/week-1',
    title: 'Week 1',
    contentType: 'program',
    parentId: parent.id,
    blocks: [block('text_block', { content: '<p>Hello</p>' })],
  });
  childId = child.id;
  await createPage(t.db, { appId: appA.id, path: '/draft', title: 'Draft', isPublished: false });
  await createPage(t.db, {
    appId: appA.id,
    path: '/links',
    title: 'Links',
    position: 2,
    blocks: [block('collection_block', { items: [{ page_id: child.id }] })],
  });
  await createPage(t.db, { appId: appB.id, path: '/secret', title: 'Bravo only' });
  await rebuildPublishCache(t.db, appA.id);
  await rebuildPublishCache(t.db, appB.id);
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'GET', url, headers: { 'x-app-slug': 'alpha', ...headers } });

describe('GET /__/{path}/index.json', () => {
  it('answers the home page props for the app named by X-App-Slug', async () => {
    const res = await get('/__/index.json?ts=1732262400000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const props = pagePropsSchema.parse(res.json());
    expect(props.page_id).toBe(homeId);
    expect(props.page_data.path).toBe('/');
    expect(props.page_title).toBe('Home');
    expect(props.attributes['page.title']).toEqual({ type: 'string', value: 'Home' });
  });

  it('answers nested pages with their blocks, siblings and parent tree', async () => {
    const props = pagePropsSchema.parse((await get('/__/programs/week-1/index.json')).json());
    expect(props.page_id).toBe(childId);
    expect(props.page_content_type).toBe('program');
    expect(props.blocks).toHaveLength(1);
    expect(props.blocks[0]?.type).toBe('text_block');
    expect(props.siblings.map((s) => s.path)).toEqual(['/programs/week-1']);
    const parent = pagePropsSchema.parse((await get('/__/programs/index.json')).json());
    expect(parent.children.map((c) => c.title)).toEqual(['Week 1']);
    expect(props.root_id).toBe(parent.page_id);
  });

  it('resolves pages that blocks point at into references', async () => {
    const props = pagePropsSchema.parse((await get('/__/links/index.json')).json());
    expect(props.references[childId]).toMatchObject({ title: 'Week 1', path: '/programs/week-1' });
  });

  it('answers 304 to a matching If-None-Match and sends an ETag', async () => {
    const first = await get('/__/index.json');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const second = await get('/__/index.json', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('gives 404 in the error shape for unknown and unpublished pages', async () => {
    for (const url of ['/__/nope/index.json', '/__/draft/index.json']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'page_not_found', message: 'Page Not Found' } });
    }
  });

  it('refuses malformed addresses and query values with 400 naming the field', async () => {
    const bad = await get('/__/Bad_Path/index.json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.path');
    const ts = await get('/__/index.json?ts=yesterday');
    expect(ts.statusCode).toBe(400);
    expect(ts.json().error).toMatchObject({ code: 'validation_failed', details: [{ field: 'query.ts' }] });
    const traversal = await get('/__/..%2f..%2fetc/index.json');
    expect(traversal.statusCode).toBe(400);
  });

  it('serves the access tree of a root', async () => {
    const programs = pagePropsSchema.parse((await get('/__/programs/index.json')).json());
    const res = await get(`/__/a/${programs.page_id}.json`);
    expect(res.statusCode).toBe(200);
    const tree = accessTreeSchema.parse(res.json());
    expect(Object.keys(tree.nodes)).toHaveLength(2);
    expect(tree.nodes[childId]?.parent).toBe(programs.page_id);
  });
});

describe('tenancy', () => {
  it('finds the app by custom domain before the header', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/__/index.json', headers: { host: 'alpha.example.com' } });
    expect(pagePropsSchema.parse(res.json()).page_id).toBe(homeId);
  });

  it("never serves one app's pages to another", async () => {
    const res = await get('/__/secret/index.json');
    expect(res.statusCode).toBe(404);
    const bravoPage = await get('/__/secret/index.json', { 'x-app-slug': 'bravo' });
    expect(bravoPage.json().page_title).toBe('Bravo only');
    const tree = await get(`/__/a/${childId}.json`, { 'x-app-slug': 'bravo' });
    expect(tree.statusCode).toBe(404);
  });

  it('answers 404 app_not_found for an unknown app and 400 for a malformed slug', async () => {
    const unknown = await get('/__/index.json', { 'x-app-slug': 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'app_not_found', message: 'App not found' } });
    const none = await t.server.inject({ method: 'GET', url: '/api/app' });
    expect(none.statusCode).toBe(404);
    const malformed = await get('/api/app', { 'x-app-slug': 'NOT A SLUG' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('headers.x-app-slug');
  });

  it("GET /api/app answers the app's public configuration", async () => {
    const res = await get('/api/app');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'alpha', name: 'Alpha', home_path: '/', default_locale: 'en' });
    expect(res.json().menu.map((m: { path: string }) => m.path)).toEqual(['/', '/programs', '/links']);
  });
});
