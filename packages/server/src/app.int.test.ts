import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createPage } from './test/factories';
import { createTestServer, type TestServer } from './test/harness';
import { rebuildPublishCache } from './modules/pages/publisher';

let t: TestServer;

beforeAll(async () => {
  // A stand-in member app build, so the HTML fallback and head injection can be checked.
  const scratch = path.join(process.env.TMPDIR ?? '/tmp', `tessera-web-${process.pid}-${Date.now()}`);
  mkdirSync(path.join(scratch, 'assets'), { recursive: true });
  writeFileSync(path.join(scratch, 'index.html'), '<!doctype html><html><head><!--tessera-head--></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(scratch, 'assets', 'app-1234.js'), 'console.log("app")');
  t = await createTestServer({ WEB_DIST: scratch, DEFAULT_APP_SLUG: 'shop' });
  const app = await createApp(t.db, { slug: 'shop', name: 'Shop & "Co" <Best>' });
  await createPage(t.db, { appId: app.id, path: '/', title: 'Welcome', isHome: true });
  await createPage(t.db, { appId: app.id, path: '/about', title: '</title><script>alert(1)</script>', description: 'All about us' });
  await rebuildPublishCache(t.db, app.id);
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('publishes OpenAPI documents generated from the contracts at /api/docs', async () => {
    const ui = await t.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    // Swagger UI renders only with inline styles allowed, and must not be upgraded to https on plain http.
    expect(ui.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(ui.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const spec = (await t.server.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/app']));
  });

  it('answers unknown API routes with 404 in the error shape', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
  });

  it('keeps the request id a client sends, when well formed', async () => {
    const res = await t.server.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc12345-trace' } });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
  });

  it('sends nosniff on every response and the full document set with a CSP on HTML', async () => {
    const json = await t.server.inject({ method: 'GET', url: '/api/health' });
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    const html = await t.server.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.headers['content-security-policy']).toContain("object-src 'none'");
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('member app HTML', () => {
  const html = (url: string) => t.server.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('injects the app config, brand variables and page title, escaped', async () => {
    const res = await html('/about');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    expect(body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Shop &amp; &quot;Co&quot; &lt;Best&gt;</title>');
    expect(body).toContain('<meta property="og:description" content="All about us">');
    expect(body).toContain('--color-primary:');
    const json = /<script type="application\/json" id="tessera-config">(.*?)<\/script>/s.exec(body)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ slug: 'shop', name: 'Shop & "Co" <Best>' });
    expect(body).not.toContain('<script>alert(1)</script>');
  });

  it('serves unknown paths with the app and a 404 status, /me/ paths with 200', async () => {
    expect((await html('/does-not-exist')).statusCode).toBe(404);
    expect((await html('/me/messages/123')).statusCode).toBe(200);
  });

  it('serves hashed assets as immutable and hides the raw template', async () => {
    const asset = await t.server.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const raw = await t.server.inject({ method: 'GET', url: '/index.html', headers: { accept: 'text/html' } });
    expect(raw.body).toContain('tessera-config');
  });

  it('says plainly when the studio has not been built', async () => {
    const res = await html('/studio');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('not built yet');
  });
});

describe('malformed requests', () => {
  it('answers oversized headers with 431 in the error shape', async () => {
    await t.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.server.server.address() as { port: number };
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(result.status).toBe(431);
    expect(JSON.parse(result.body)).toEqual({ error: { code: 'headers_too_large', message: 'Request headers are too large' } });
  });
});
