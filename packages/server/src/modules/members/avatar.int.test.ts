import { existsSync } from 'node:fs';
import path from 'node:path';
import { FILE_IS_EMPTY, INVALID_IMAGE_TYPE } from '@tessera/core/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';

let t: TestServer;
let client: ReturnType<typeof memberClient>;
let token: string;

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----tessera-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (body: ReturnType<typeof multipart>, authToken: string | null = token) =>
  t.server.inject({
    method: 'PUT',
    url: '/api/auth/update_avatar',
    headers: { 'x-app-slug': 'avatars', ...(authToken ? { 'x-user-token': authToken } : {}), ...body.headers },
    payload: body.payload,
  });

beforeAll(async () => {
  t = await createTestServer();
  await createApp(t.db, { slug: 'avatars' });
  client = memberClient(t, 'avatars');
  token = (await client.signUp({ email: 'face@example.test', name: 'Fay Face' })).authentication_token;
});
afterAll(async () => t.close());

describe('PUT /auth/update_avatar', () => {
  it('re-encodes an image to the three sizes and stores them', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5c29d3' } }).png().toBuffer();
    const res = await upload(multipart('avatar', 'me.png', 'image/png', png));
    expect(res.statusCode).toBe(200);
    const urls = res.json().avatar_urls;
    expect(Object.keys(urls).sort()).toEqual(['large', 'medium', 'small']);
    for (const [size, px] of [['small', 100], ['medium', 180], ['large', 250]] as const) {
      const file = path.join(t.dataDir, 'uploads', urls[size].slice('/media/'.length));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: px, height: px });
    }
    const served = await t.server.inject({ method: 'GET', url: urls.small });
    expect(served.statusCode).toBe(200);
    const verify = await client.call('POST', '/api/auth/verify', { token });
    expect(verify.json().user.avatar_urls).toEqual(urls);
  });

  it('judges the content, not the name or declared type', async () => {
    const text = Buffer.from('<svg onload="alert(1)"></svg>');
    const res = await upload(multipart('avatar', 'cute.png', 'image/png', text));
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'invalid_image_type', message: INVALID_IMAGE_TYPE });
  });

  it('refuses an empty file and one over the size limit before storing anything', async () => {
    const empty = await upload(multipart('avatar', 'empty.png', 'image/png', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(FILE_IS_EMPTY);
    const huge = await upload(multipart('avatar', 'huge.png', 'image/png', Buffer.alloc(15_728_641, 1)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Image too large. Max size 15 MB');
  });

  it('needs a signed-in member', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(multipart('avatar', 'a.png', 'image/png', png), null)).statusCode).toBe(401);
  });
});
