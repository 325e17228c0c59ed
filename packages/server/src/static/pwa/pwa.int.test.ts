import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let withLogo: { id: string; slug: string };
let withoutLogo: { id: string; slug: string };
let foreignLogo: { id: string; slug: string };

const get = (url: string, slug: string) => t.server.inject({ method: 'GET', url, headers: { 'x-app-slug': slug } });
type Manifest = { name: string; short_name: string; display: string; start_url: string; scope: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; purpose: string; type: string }[] };

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

beforeAll(async () => {
  t = await createTestServer();
  const app = await createApp(t.db, { name: 'Strength Studio Online', theme: { brand_color: '#112233', light_color: '#fafafa' } });
  // A red square logo, stored as an upload of this app.
  const logoDir = path.join(t.dataDir, 'uploads', app.id, 'logos');
  mkdirSync(logoDir, { recursive: true });
  writeFileSync(path.join(logoDir, 'logo.png'), await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff0000' } }).png().toBuffer());
  await t.db.execute(`update apps set toolbar = jsonb_set(toolbar, '{logo}', '"/media/${app.id}/logos/logo.png"') where id = '${app.id}'`);
  withLogo = { id: app.id, slug: app.slug };
  const plain = await createApp(t.db, { name: 'Yoga', theme: { brand_color: '#5c29d3' } });
  withoutLogo = { id: plain.id, slug: plain.slug };
  // Another app naming the first one's upload as its logo gets no picture of it.
  const other = await createApp(t.db, { name: 'Other', toolbar: { logo: `/media/${app.id}/logos/logo.png` } });
  foreignLogo = { id: other.id, slug: other.slug };
});
afterAll(async () => t.close());

describe('GET /manifest.webmanifest', () => {
  it("answers the app's name, colours, standalone display and its icons", async () => {
    const res = await get('/manifest.webmanifest', withLogo.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({ name: 'Strength Studio Online', short_name: 'Strength', display: 'standalone', start_url: '/', scope: '/', theme_color: '#112233', background_color: '#fafafa' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  });

  it('is 404 for an unknown app', async () => {
    const res = await get('/manifest.webmanifest', 'no-such-app');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'app_not_found' } });
  });
});

describe('GET /pwa-icons/{key}/{file}', () => {
  it("draws the app's logo on its background, at the size named, cached for a year", async () => {
    const manifest = (await get('/manifest.webmanifest', withLogo.slug)).json<Manifest>();
    const icon512 = manifest.icons.find((icon) => icon.sizes === '512x512' && icon.purpose === 'any')!;
    const res = await get(icon512.src, withLogo.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(await pixel(res.rawPayload, 256, 256)).toEqual([255, 0, 0]);
    expect(await pixel(res.rawPayload, 5, 5)).toEqual([250, 250, 250]);
  });

  it('keeps a maskable logo inside the safe zone', async () => {
    const manifest = (await get('/manifest.webmanifest', withLogo.slug)).json<Manifest>();
    const maskable = manifest.icons.find((icon) => icon.sizes === '512x512' && icon.purpose === 'maskable')!;
    const png = (await get(maskable.src, withLogo.slug)).rawPayload;
    expect(await pixel(png, 256, 256)).toEqual([255, 0, 0]);
    // 10% in from the side is outside the 80% circle's inscribed box: background.
    expect(await pixel(png, 51, 256)).toEqual([250, 250, 250]);
  });

  it('draws a default icon in the brand colour without a logo, and for a logo that is not its own upload', async () => {
    for (const app of [withoutLogo, foreignLogo]) {
      const manifest = (await get('/manifest.webmanifest', app.slug)).json<Manifest>();
      const png = (await get(manifest.icons[0]!.src, app.slug)).rawPayload;
      expect(await pixel(png, 2, 2), app.slug).toEqual([0x5c, 0x29, 0xd3]);
    }
  });

  it('answers the apple-touch-icon at 180 px, and an old key with today’s icon for a short while', async () => {
    const touch = await get('/apple-touch-icon.png', withLogo.slug);
    expect(touch.statusCode).toBe(200);
    expect((await sharp(touch.rawPayload).metadata()).width).toBe(180);
    const old = await get('/pwa-icons/oldkey/192.png', withLogo.slug);
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('is 404 for a file it does not draw', async () => {
    for (const file of ['64.png', '..%2F..%2Fpackage.json', 'favicon.ico']) {
      expect((await get(`/pwa-icons/x/${file}`, withLogo.slug)).statusCode, file).toBe(404);
    }
  });
});
