import { OVERLAY_ID_MISSING } from '@tessera/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlays } from '../../db/schema/index';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { rebuildPublishCache } from './publisher';

let t: TestServer;
let overlayId: string;
let foreignOverlayId: string;
const button = block('button_block', { text: 'Go', action: { type: 'open_url', url: 'https://example.com/' } });
const groupedButton = block('button_block', { text: 'Inside', action: { type: 'open_url', url: 'https://example.com/inside' } });
const group = block('composed_block', { layout: 'stack', blocks: [groupedButton] });
const lockedButton = block('button_block', { text: 'Secret', action: { type: 'open_url', url: 'https://example.com/secret' } });
const get = (url: string, slug = 'blocks') => t.server.inject({ method: 'GET', url, headers: { 'x-app-slug': slug } });

beforeAll(async () => {
  t = await createTestServer();
  const app = await createApp(t.db, { slug: 'blocks' });
  const other = await createApp(t.db, { slug: 'other-blocks' });
  await createPage(t.db, { appId: app.id, path: '/', title: 'Home', isHome: true, blocks: [button, group] });
  await createPage(t.db, { appId: app.id, path: '/locked', title: 'Locked', access: { inherit: false, require_authentication: true }, blocks: [lockedButton] });
  await rebuildPublishCache(t.db, app.id);
  overlayId = (await t.db.insert(overlays).values({ appId: app.id, title: 'Welcome offer', blocks: [button] }).returning())[0]!.id;
  foreignOverlayId = (await t.db.insert(overlays).values({ appId: other.id, title: 'Theirs' }).returning())[0]!.id;
});
afterAll(async () => t.close());

describe('GET /block_actions/{id}', () => {
  it("answers a published block's action", async () => {
    const res = await get(`/api/block_actions/${button.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ block_id: button.id, block_action: { type: 'open_url', url: 'https://example.com/' } });
  });

  it('answers the action of a block inside a composed block', async () => {
    const res = await get(`/api/block_actions/${groupedButton.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ block_id: groupedButton.id, block_action: { type: 'open_url', url: 'https://example.com/inside' } });
  });

  it('refuses blocks of locked pages, unknown blocks and other apps', async () => {
    expect((await get(`/api/block_actions/${lockedButton.id}`)).statusCode).toBe(403);
    expect((await get('/api/block_actions/nope')).statusCode).toBe(404);
    expect((await get(`/api/block_actions/${button.id}`, 'other-blocks')).statusCode).toBe(404);
  });
});

describe('GET /overlays/{id}', () => {
  it('answers an overlay of this app', async () => {
    const res = await get(`/api/overlays/${overlayId}`);
    expect(res.json().overlay).toMatchObject({ id: overlayId, title: 'Welcome offer' });
    expect((await get(`/api/overlays/${foreignOverlayId}`)).statusCode).toBe(404);
  });

  it("refuses a call without an id with SPEC's message", async () => {
    const res = await get('/api/overlays');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'params.id', code: 'overlay_id_missing', message: OVERLAY_ID_MISSING }]);
  });
});
