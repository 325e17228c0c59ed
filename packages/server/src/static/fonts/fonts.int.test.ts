import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontCatalogue } from '@tessera/core/fonts';
import { createAccount, createAccountUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let cookie: string;

beforeAll(async () => {
  t = await createTestServer();
  const account = await createAccount(t.db, { name: 'Type Foundry' });
  await createAccountUser(t.db, {
    accountId: account.id,
    email: 'owner@fonts.test',
    password: 'owner-password',
  });
  const login = await t.server.inject({
    method: 'POST',
    url: '/api/studio/auth/login',
    headers: { 'x-tessera-studio': '1' },
    payload: { email: 'owner@fonts.test', password: 'owner-password' },
  });
  cookie = String(login.headers['set-cookie']).split(';')[0]!;
});
afterAll(async () => t.close());

describe('GET /fonts/{slug}/{file}', () => {
  it('serves a catalogue font as woff2, cached for a year, without naming an app', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: '/fonts/playfair-display/playfair-display-latin-700-normal.woff2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 to anything else, path tricks included', async () => {
    for (const url of [
      '/fonts/inter/inter-latin-400-normal.woff',
      '/fonts/inter/inter-latin-500-normal.woff2',
      '/fonts/inter/package.json',
      '/fonts/inter/..%2Fpackage.json',
      '/fonts/inter/..%2F..%2F..%2Fpackage.json',
      '/fonts/..%2Fserver/package.json',
      '/fonts/inter/%2e%2e%2f%2e%2e%2fLICENSE',
      '/fonts/inter/..\\..\\package.json',
      '/fonts/inter/../../package.json',
      '/fonts/inter%2Ffiles/inter-latin-400-normal.woff2',
      '/fonts/comic-sans/comic-sans-latin-400-normal.woff2',
    ]) {
      const res = await t.server.inject({ method: 'GET', url, headers: { accept: 'font/woff2' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('font/woff2');
    }
  });
});

describe('GET /api/studio/fonts', () => {
  it('lists the catalogue to a signed-in owner', async () => {
    const res = await t.server.inject({
      method: 'GET',
      url: '/api/studio/fonts',
      headers: { 'x-tessera-studio': '1', cookie },
    });
    expect(res.statusCode).toBe(200);
    const { fonts } = res.json() as { fonts: { family: string; category: string }[] };
    expect(fonts).toHaveLength(fontCatalogue.length);
    expect(fonts).toContainEqual({ family: 'JetBrains Mono', category: 'monospace' });
  });

  it('refuses a call without the studio header, and a visitor who is not signed in', async () => {
    expect(
      (await t.server.inject({ method: 'GET', url: '/api/studio/fonts', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.server.inject({
          method: 'GET',
          url: '/api/studio/fonts',
          headers: { 'x-tessera-studio': '1' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
