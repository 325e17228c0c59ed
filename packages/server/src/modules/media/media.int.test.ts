import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { studioMediaSchema } from '@tessera/core/api/studio-media';
import { imageSizing } from '@tessera/core/media/responsive-image';
import { UPLOAD_LIMIT } from '../../http/multipart';
import { FILE_IS_EMPTY, INVALID_IMAGE_TYPE } from '@tessera/core/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMedia } from '../../db/schema/index';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { signedInOwner } from '../../test/studio-client';

let t: TestServer;
let ownerCookie: string;
let rivalCookie: string;
let appId: string;
let otherAppId: string;

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----tessera-media-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (args: { app?: string; body: ReturnType<typeof multipart>; cookie?: string | null; studioHeader?: boolean }) =>
  t.server.inject({
    method: 'POST',
    url: `/api/studio/apps/${args.app ?? appId}/media`,
    headers: {
      ...(args.studioHeader === false ? {} : { 'x-tessera-studio': '1' }),
      ...(args.cookie === null ? {} : { cookie: args.cookie ?? ownerCookie }),
      ...args.body.headers,
    },
    payload: args.body.payload,
  });

const list = (app: string, cookie = ownerCookie) =>
  t.server.inject({ method: 'GET', url: `/api/studio/apps/${app}/media`, headers: { 'x-tessera-studio': '1', cookie } });

const storedFiles = (app: string) => {
  const dir = path.join(t.dataDir, 'uploads', app, 'images');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rowsOf = (app: string) => t.db.select().from(appMedia).where(eq(appMedia.appId, app));

beforeAll(async () => {
  t = await createTestServer();
  // The studio test client sends JSON; uploads are multipart, so these tests send the cookie themselves.
  const owner = await signedInOwner(t, { email: 'owner@example.test', accountName: 'Owner' });
  ownerCookie = owner.cookie;
  appId = (await createApp(t.db, { accountId: owner.accountId, slug: 'gallery' })).id;
  const rival = await signedInOwner(t, { email: 'rival@example.test', accountName: 'Rival' });
  rivalCookie = rival.cookie;
  otherAppId = (await createApp(t.db, { accountId: rival.accountId, slug: 'rival-gallery' })).id;
});
afterAll(async () => t.close());

describe('POST /studio/apps/:appId/media', () => {
  it('re-encodes a PNG with transparency to WebP, keeps its aspect ratio, caps the long side, and serves it', async () => {
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: { r: 92, g: 41, b: 211, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await upload({ body: multipart('file', 'logo.png', 'image/png', png) });
    expect(res.statusCode).toBe(201);
    const media = studioMediaSchema.parse(res.json().media);
    expect(media).toMatchObject({ width: 2000, height: 1000, format: 'webp' });
    expect(media.url).toMatch(new RegExp(`^/media/${appId}/images/[A-Za-z0-9_-]{22}-2000x1000\\.webp$`));

    const served = await t.server.inject({ method: 'GET', url: media.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 1000, hasAlpha: true });
    expect(served.rawPayload.length).toBe(media.bytes);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('stores narrower copies beside the upload, named so its address alone gives width, height and srcset (decision 038)', async () => {
    const [latest] = (await list(appId)).json().items;
    const sizing = imageSizing(latest.url);
    expect(sizing).toMatchObject({ width: 2000, height: 1000 });
    const sources = sizing!.srcSet!.split(', ').map((entry) => entry.split(' '));
    expect(sources.map(([, width]) => width)).toEqual(['480w', '960w', '1600w', '2000w']);
    for (const [url, width] of sources) {
      const served = await t.server.inject({ method: 'GET', url: url! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number.parseInt(width!, 10), height: Number.parseInt(width!, 10) / 2, hasAlpha: true });
    }
    expect(storedFiles(appId)).toHaveLength(4);
  });

  it('strips metadata from a JPEG and applies its orientation, without enlarging a small one', async () => {
    // EXIF orientation 6: stored landscape, shown portrait.
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e0a030' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Someone private' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('Someone private');
    const res = await upload({ body: multipart('file', 'photo.jpg', 'image/jpeg', jpeg) });
    expect(res.statusCode).toBe(201);
    const media = res.json().media;
    expect(media).toMatchObject({ width: 300, height: 400, format: 'webp' });
    // Narrower than every copy's width: it has none.
    expect(imageSizing(media.url)).toEqual({ width: 300, height: 400 });
    const file = path.join(t.dataDir, 'uploads', media.url.slice('/media/'.length));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect((await readFile(file)).toString('latin1')).not.toContain('Someone private');
  });

  it('keeps a GIF moving', async () => {
    const frame = (alpha: number) => sharp({ create: { width: 120, height: 80, channels: 4, background: { r: 0, g: 200, b: 0, alpha } } }).png().toBuffer();
    // GIF transparency is all or nothing: the first frame is see-through.
    const gif = await sharp([await frame(0), await frame(1)], { join: { animated: true } }).gif().toBuffer();
    const res = await upload({ body: multipart('file', 'wave.gif', 'image/gif', gif) });
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ width: 120, height: 80, format: 'webp' });
    const meta = await sharp(path.join(t.dataDir, 'uploads', res.json().media.url.slice('/media/'.length))).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 2, hasAlpha: true });
  });

  it('lists the app’s uploads newest first', async () => {
    const res = await list(appId);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((item: { width: number }) => item.width)).toEqual([120, 300, 2000]);
    expect((await rowsOf(appId)).length).toBe(3);
  });

  it('judges the content, not the name or declared type', async () => {
    const before = storedFiles(appId).length;
    const res = await upload({ body: multipart('file', 'notes.png', 'image/png', Buffer.from('just some text, not a picture')) });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'invalid_image_type', message: INVALID_IMAGE_TYPE, details: [{ field: 'body.file', code: 'invalid_image_type', message: INVALID_IMAGE_TYPE }] });
    expect(storedFiles(appId).length).toBe(before);
  });

  it('refuses a small file that decodes to too many pixels with 415, and stores nothing', async () => {
    const before = storedFiles(appId).length;
    // 10 000 × 10 000 of one colour compresses to a few kilobytes but would take 400 MB to decode.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const res = await upload({ body: multipart('file', 'bomb.png', 'image/png', bomb) });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.details).toEqual([{ field: 'body.file', code: 'invalid_image_type', message: INVALID_IMAGE_TYPE }]);
    expect(storedFiles(appId)).toHaveLength(before);
    expect((await rowsOf(appId)).length).toBe(3);
  });

  it('refuses an empty file, a missing one and one over the size limit', async () => {
    const empty = await upload({ body: multipart('file', 'empty.png', 'image/png', Buffer.alloc(0)) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ field: 'body.file', code: 'file_empty', message: FILE_IS_EMPTY }]);

    const wrongField = await upload({ body: multipart('image', 'a.png', 'image/png', Buffer.from('x')) });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toBe(FILE_IS_EMPTY);

    const json = await t.server.inject({
      method: 'POST',
      url: `/api/studio/apps/${appId}/media`,
      headers: { 'x-tessera-studio': '1', cookie: ownerCookie },
      payload: { file: 'https://example.com/a.png' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.details).toEqual([{ field: 'body.file', code: 'required', message: 'Field is required.' }]);

    const huge = await upload({ body: multipart('file', 'huge.png', 'image/png', Buffer.alloc(15_728_641, 1)) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ message: 'Image too large. Max size 15 MB', details: [{ field: 'body.file', code: 'image_too_large', params: { size: '15 MB' }, message: 'Image too large. Max size 15 MB' }] });
    expect((await rowsOf(appId)).length).toBe(3);
  });

  it("answers another account's owner 404 like a missing app, and stores nothing", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    const res = await upload({ body: multipart('file', 'a.png', 'image/png', png), cookie: rivalCookie });
    expect(res.statusCode).toBe(404);
    const missing = await upload({ app: '00000000-0000-4000-8000-000000000000', body: multipart('file', 'a.png', 'image/png', png), cookie: rivalCookie });
    expect(missing.statusCode).toBe(404);
    expect(res.json().error).toEqual(missing.json().error);
    expect((await list(appId, rivalCookie)).statusCode).toBe(404);
    expect((await rowsOf(appId)).length).toBe(3);
    // The 2000-pixel upload has three narrower copies; the other two none.
    expect(storedFiles(appId)).toHaveLength(6);
    // The rival's own app is theirs to fill, and stays apart from this one.
    expect((await upload({ app: otherAppId, body: multipart('file', 'a.png', 'image/png', png), cookie: rivalCookie })).statusCode).toBe(201);
    expect((await list(otherAppId, rivalCookie)).json().items).toHaveLength(1);
    expect((await list(appId)).json().items).toHaveLength(3);
  });

  it('needs a studio session and the studio header', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload({ body: multipart('file', 'a.png', 'image/png', png), cookie: null })).statusCode).toBe(401);
    const noHeader = await upload({ body: multipart('file', 'a.png', 'image/png', png), studioHeader: false });
    expect(noHeader.statusCode).toBe(403);
    expect((await rowsOf(appId)).length).toBe(3);
  });
});

describe('upload rate limit', () => {
  it('refuses the upload after the per-IP allowance with 429 and Retry-After, whatever the route', async () => {
    // Earlier tests of this file already spent some of this IP's allowance; spend the rest cheaply.
    let answer = await upload({ body: multipart('file', 'empty.png', 'image/png', Buffer.alloc(0)) });
    let sent = 1;
    while (answer.statusCode !== 429 && sent <= UPLOAD_LIMIT.max) {
      answer = await upload({ body: multipart('file', 'empty.png', 'image/png', Buffer.alloc(0)) });
      sent += 1;
    }
    expect(answer.statusCode).toBe(429);
    expect(answer.json().error.code).toBe('too_many_requests');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    // The member's avatar route shares the count: the same IP is refused there before anything is read.
    const avatar = await t.server.inject({ method: 'PUT', url: '/api/auth/update_avatar', headers: { 'x-app-slug': 'gallery' } });
    expect(avatar.statusCode).toBe(429);
  });
});
