import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_COOKIE } from '../../http/cookies';
import { rebuildPublishCache } from '../../modules/pages/publisher';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';

/**
 * Issue 19: member pages are rendered on the server (decision 032) from the same answers as the
 * page data, by the real built render — built here into a scratch folder, as `npm run build` does.
 */
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
const SECRET = 'Premium secret paragraph';
const HERO = '/media/app/images/hero-1200x675.webp';
const HERO_SRCSET = '/media/app/images/hero-1200x675-480w.webp 480w, /media/app/images/hero-1200x675-960w.webp 960w, /media/app/images/hero-1200x675.webp 1200w';
let scratch: string;
let on: TestServer;
let off: TestServer;
let memberToken: string;

async function seed(t: TestServer) {
  const owner = await signedInOwner(t, { email: 'owner@example.test' });
  const app = await createApp(t.db, { accountId: owner.accountId, slug: 'ssr' });
  await createPage(t.db, {
    appId: app.id,
    path: '/',
    title: 'Home',
    isHome: true,
    blocks: [
      // An upload's address as the upload pipeline names it (decision 038): 1200×675, copies at 480 and 960.
      block('hero_block', { title: 'Train with us', image: HERO }),
      block('image_block', { image: '/media/app/images/later-800x600.webp', alt: 'Later picture' }),
      block('text_block', { content: '<p>Since 2010 </script><script>alert(1)</script></p>' }),
      // Past the first screen (decision 041): its picture and its code wait.
      block('avatar_block', { image: '/media/app/images/coach-400x400.webp', name: 'Far coach' }),
    ],
  });
  await createPage(t.db, {
    appId: app.id,
    path: '/paid',
    title: 'Paid',
    access: { inherit: false, require_purchase: true, products: [{ id: 'prod_gold' }] },
    blocks: [block('text_block', { content: `<p>${SECRET}</p>` })],
  });
  // A program page: its stages come with a piece loaded lazily with its own words (offline download).
  const programPage = await createPage(t.db, { appId: app.id, path: '/strength', title: 'Strength', contentType: 'program' });
  const weekPage = await createPage(t.db, { appId: app.id, path: '/strength/week-1', title: 'Week one', parentId: programPage.id });
  await rebuildPublishCache(t.db, app.id);
  const program = await owner.call('POST', `/apps/${app.id}/programs`, {
    title: 'Strength',
    page_id: programPage.id,
    stages: [{ title: 'Week one', page_id: weekPage.id }],
  });
  expect(program.statusCode).toBe(201);
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'tessera-ssr-'));
  const local = path.join(WEB, 'node_modules/.bin/vite');
  const vite = existsSync(local) ? local : path.resolve(WEB, '../../node_modules/.bin/vite');
  // A production build, as `npm run build` makes (the test runner's NODE_ENV is `test`).
  const options = {
    cwd: WEB,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  } as const;
  execFileSync(
    vite,
    ['build', '--logLevel', 'error', '--outDir', path.join(scratch, 'dist')],
    options,
  );
  execFileSync(
    vite,
    [
      'build',
      '--logLevel',
      'error',
      '--ssr',
      'src/server-entry.tsx',
      '--outDir',
      path.join(scratch, 'dist-ssr'),
    ],
    options,
  );
  on = await createTestServer({ WEB_DIST: path.join(scratch, 'dist') });
  off = await createTestServer({ WEB_DIST: path.join(scratch, 'dist'), SSR: 'off' });
  await seed(on);
  await seed(off);
  memberToken = (
    await memberClient(on, 'ssr').signUp({ email: 'plain@example.test', name: 'Plain Member' })
  ).authentication_token;
}, 180_000);

afterAll(async () => {
  await on?.close();
  await off?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const page = (t: TestServer, url: string, headers: Record<string, string> = {}) =>
  t.server.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'x-app-slug': 'ssr', ...headers },
  });

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('server-rendered member pages', () => {
  it('carries a public page’s toolbar, template and blocks in its first HTML, cached per version with an ETag', async () => {
    const res = await page(on, '/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Train with us');
    expect(root).toContain('Since 2010');
    expect(root).toContain('<header');
    expect(res.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${HERO}" imagesrcset="${HERO_SRCSET}" imagesizes="100vw" fetchpriority="high">`,
    );
    // The hero's picture: sized, with the copies the preload named, fetched first; the first
    // screen's next one not deferred, and one past the first screen lazy.
    // React writes `srcSet` and `fetchPriority`; HTML attribute names are case-insensitive.
    const hero = (/<img[^>]*src="\/media\/app\/images\/hero[^>]*>/.exec(root)?.[0] ?? '').toLowerCase();
    expect(hero).toContain('width="1200"');
    expect(hero).toContain('height="675"');
    expect(hero).toContain(`srcset="${HERO_SRCSET}"`);
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).not.toContain('loading="lazy"');
    const later = /<img[^>]*alt="Later picture"[^>]*>/.exec(root)?.[0] ?? '';
    expect(later).toContain('width="800"');
    expect(later).toContain('height="600"');
    expect(later).toContain('loading="eager"');
    expect(later.toLowerCase()).not.toContain('fetchpriority');
    expect(/<img[^>]*src="\/media\/app\/images\/coach[^>]*>/.exec(root)?.[0]).toContain('loading="lazy"');
    // The app's modules start once the page is painted, with the first screen's renderers only.
    const starter = /<script defer src="\/after-paint\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="([^"]+)"><\/script>/.exec(res.body);
    expect(starter?.[1]).toMatch(/\/assets\/Hero-[^ ]+\.js/);
    expect(starter?.[1]).toMatch(/\/assets\/Image-[^ ]+\.js/);
    expect(starter?.[1]).not.toMatch(/Avatar-/);
    expect(res.body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.vary).toContain('Cookie');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await page(on, '/', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('renders a program page whose stages load a feature with its words (no waiting on the browser’s word loader)', async () => {
    const res = await page(on, '/strength');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    // Served as the shell (no stages) when the render waited past its limit.
    expect(root).toContain('Week one');
    expect(root).toContain('Start program');
  });

  it('cannot be broken out of: owner text is sanitised and the state block cannot close its script', async () => {
    const { body } = await page(on, '/');
    expect(body).not.toContain('<script>alert(1)</script>');
    const state = body.slice(body.indexOf('id="tessera-ssr">'));
    expect(state.slice(0, state.indexOf('</script>'))).not.toMatch(/<\/script/i);
    // No inline script at all: the CSP allows none.
    expect(body.match(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/g)).toBeNull();
  });

  it('renders a locked page’s lock screen, with none of the locked content (as the JSON)', async () => {
    const res = await page(on, '/paid');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Paid');
    expect(res.body).not.toContain(SECRET);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const member = await page(on, '/paid', { cookie: `${MEMBER_COOKIE}=${memberToken}` });
    expect(member.body).not.toContain(SECRET);
  });

  it('makes a member’s HTML private, even of a public page', async () => {
    const res = await page(on, '/', { cookie: `${MEMBER_COOKIE}=${memberToken}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('Train with us');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
  });

  it('renders a missing page as Page Not Found with 404', async () => {
    const res = await page(on, '/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('Page Not Found');
  });

  it('applies the locale of a shared link: lang and dir on the document', async () => {
    const res = await page(on, '/?lang=ar');
    expect(res.body).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it('leaves the studio preview (?page-builder) to the browser', async () => {
    const res = await page(on, '/?page-builder');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('tessera-ssr');
  });

  it('serves the client-rendered shell with SSR=off', async () => {
    const res = await page(off, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('Since 2010');
    expect(res.body).toContain('tessera-config');
  });
});
