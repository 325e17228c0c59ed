import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { rebuildPublishCache } from './publisher';

/**
 * The fast path answers only over a real socket (inject() bypasses the HTTP server), so these tests
 * listen. The first request of a document goes through Fastify and fills the caches; the next ones
 * are served from memory. Both must answer alike.
 */
let t: TestServer;
let base: string;

beforeAll(async () => {
  t = await createTestServer();
  const app = await createApp(t.db, { slug: 'fast' });
  await createPage(t.db, {
    appId: app.id,
    path: '/',
    title: 'Home',
    isHome: true,
    blocks: Array.from({ length: 30 }, (_, i) => block('text_block', { content: `<p>Paragraph ${i} with enough words to be worth compressing.</p>` })),
  });
  await createApp(t.db, { slug: 'other' });
  await rebuildPublishCache(t.db, app.id);
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.server.server.address() as { port: number }).port}`;
});
afterAll(async () => t.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { 'x-app-slug': 'fast', ...headers } });
const comparable = (res: Response) => {
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  delete headers['x-request-id'];
  delete headers.connection;
  delete headers['keep-alive'];
  return headers;
};

describe('page data from memory', () => {
  it('answers the second request exactly like the first', async () => {
    const first = await get('/__/index.json?ts=1');
    const second = await get('/__/index.json?ts=2');
    expect(second.status).toBe(200);
    expect(comparable(second)).toEqual(comparable(first));
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('x-request-id')).toBeTruthy();
  });

  it('revalidates with ETags and compresses from memory too', async () => {
    const first = await get('/__/index.json');
    const etag = first.headers.get('etag')!;
    const notModified = await get('/__/index.json', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    const raw = await fetch(`${base}/__/index.json`, { headers: { 'x-app-slug': 'fast', 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    expect(((await raw.json()) as { page_title: string }).page_title).toBe('Home');
  });

  it('gives every answer its own request id, whichever prepared answer it shares', async () => {
    await get('/__/index.json');
    const answers = [await get('/__/index.json'), await get('/__/index.json'), await get('/__/index.json', { 'if-none-match': 'nothing' })];
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
  });

  it('switches between the variants of one document', async () => {
    const etag = (await get('/__/index.json')).headers.get('etag')!;
    const gzip = { 'accept-encoding': 'gzip' };
    const statuses = [];
    for (const headers of [{ 'if-none-match': etag }, gzip, { 'if-none-match': etag }, { 'accept-encoding': 'identity' }]) {
      const res = await fetch(`${base}/__/index.json`, { headers: { 'x-app-slug': 'fast', ...headers } });
      await res.arrayBuffer();
      statuses.push(`${res.status} ${res.headers.get('content-encoding') ?? '-'} ${res.headers.get('content-length') ?? '-'}`);
    }
    expect(statuses[0]).toBe('304 - -');
    expect(statuses[1]).toMatch(/^200 gzip \d+$/);
    expect(statuses[2]).toBe('304 - -');
    expect(statuses[3]).toMatch(/^200 - \d+$/);
  });

  it('keeps a client request id', async () => {
    const res = await get('/__/index.json', { 'x-request-id': 'trace-1234567' });
    expect(res.headers.get('x-request-id')).toBe('trace-1234567');
  });

  it('leaves everything unusual to the full server', async () => {
    expect((await get('/__/index.json?ts=yesterday')).status).toBe(400);
    expect((await get('/__/index.json', { 'x-app-slug': 'Not A Slug' })).status).toBe(400);
    expect((await get('/__/index.json', { 'x-app-slug': 'nobody' })).status).toBe(404);
    // Another app never gets this app's cached page.
    expect((await get('/__/index.json', { 'x-app-slug': 'other' })).status).toBe(404);
    expect((await get('/__/index.json', { 'x-app-slug': 'other' })).status).toBe(404);
  });

  it('reads headers whatever their case, and leaves a repeated one to the full server', async () => {
    // Raw header lists as a client writes them (fetch would normalise them).
    const rawGet = (headers: string[]) =>
      new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
        const req = request(`${base}/__/index.json?ts=3`, { headers: ['Host', new URL(base).host, ...headers] }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
        });
        req.on('error', reject);
        req.end();
      });
    const { etag } = await rawGet(['X-APP-SLUG', 'fast']);
    expect(etag).toBeTruthy();
    expect((await rawGet(['X-App-Slug', 'fast', 'If-None-Match', etag!])).status).toBe(304);
    // Node joins a repeated header ("fast, fast"), which is no slug.
    expect((await rawGet(['x-app-slug', 'fast', 'X-App-Slug', 'fast'])).status).toBe(400);
  });
});
