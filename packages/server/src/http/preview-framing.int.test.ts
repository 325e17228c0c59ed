import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../test/factories';
import { createTestServer, type TestServer } from '../test/harness';

let t: TestServer;

beforeAll(async () => {
  // A stand-in member app build, so the served HTML and its injected config can be read.
  const scratch = path.join(process.env.TMPDIR ?? '/tmp', `tessera-web-framing-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, 'index.html'), '<!doctype html><html><head><!--tessera-head--></head><body><div id="root"></div></body></html>');
  t = await createTestServer({ WEB_DIST: scratch, PUBLIC_URL: 'https://apps.example.test' });
  await createApp(t.db, { slug: 'shop', name: 'Shop', domains: ['shop.example.org'] });
});
afterAll(async () => t.close());

const memberApp = (host: string) => t.server.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });

describe('the full-app preview can frame member apps', () => {
  it.each(['shop.apps.example.test', 'shop.example.org'])('lets the studio origin frame the app at %s, and no one else', async (host) => {
    const res = await memberApp(host);
    expect(res.statusCode).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://apps.example.test");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("tells the member app the studio's origin, the only one its preview bridge answers", async () => {
    const res = await memberApp('shop.apps.example.test');
    const json = /<script type="application\/json" id="tessera-config">(.*?)<\/script>/s.exec(res.body)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({ slug: 'shop', studio_origin: 'https://apps.example.test' });
    const api = await t.server.inject({ method: 'GET', url: '/api/app', headers: { host: 'shop.apps.example.test' } });
    expect(api.json()).toMatchObject({ studio_origin: 'https://apps.example.test' });
  });
});
