import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { signedInOwner } from '../test/studio-client';

/**
 * The studio's document says whether an owner's session cookie came with it (the member app's
 * hint, decision 023), so a first visit signed out skips a session check that could only answer
 * 401; it varies by cookie, so no cache hands one owner's to another.
 */
let t: TestServer;
let ownerCookie: string;

beforeAll(async () => {
  const scratch = path.join(process.env.TMPDIR ?? '/tmp', `tessera-studio-doc-${process.pid}-${Date.now()}`);
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, 'index.html'), '<!doctype html><html><head><title>Tessera Studio</title></head><body><div id="root"></div></body></html>');
  t = await createTestServer({ STUDIO_DIST: scratch });
  ownerCookie = (await signedInOwner(t, { email: 'owner@studio-doc.test' })).cookie;
});
afterAll(async () => t.close());

const studioDocument = (url: string, cookie?: string) =>
  t.server.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the studio document', () => {
  it.each(['/studio/', '/studio/apps/some-app/pages'])('at %s says "none" without an owner cookie and "cookie" with one', async (url) => {
    const signedOut = await studioDocument(url);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.body).toContain('<meta name="tessera-session" content="none"></head>');
    expect(String(signedOut.headers.vary)).toMatch(/cookie/i);
    expect(signedOut.headers['cache-control']).toBe('no-cache');

    const signedIn = await studioDocument(url, ownerCookie);
    expect(signedIn.body).toContain('<meta name="tessera-session" content="cookie"></head>');
  });

  it('takes a member’s cookie for no owner’s', async () => {
    const res = await studioDocument('/studio/', 'tessera_session=not-an-owner');
    expect(res.body).toContain('content="none"');
  });
});
