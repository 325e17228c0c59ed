import type { StudioOverlay, StudioOverlaySummary } from '@tessera/core/api/studio-overlays';
import { OVERLAY_BLOCKS_MAX } from '@tessera/core/api/studio-overlays';
import { RATIO_OUT_OF_RANGE } from '@tessera/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlays } from '../../db/schema/index';
import { block, createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberGet, ownerAndRival, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;
let rivalOverlayId: string;

const member = (url: string) => memberGet(t, 'alpha', url);
const create = (body: Record<string, unknown>, id = appId) => owner('POST', `/apps/${id}/overlays`, body);
const list = async (): Promise<StudioOverlaySummary[]> => (await owner('GET', `/apps/${appId}/overlays`)).json().overlays;

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'alpha', name: 'Alpha' })).id;
  rivalAppId = (await createApp(t.db, { accountId: theirs.accountId, slug: 'bravo', name: 'Bravo' })).id;
  rivalOverlayId = (await rival('POST', `/apps/${rivalAppId}/overlays`, { title: 'Bravo secret offer' })).json().overlay.id;
});
afterAll(async () => t.close());

describe('creating and reading overlays', () => {
  it('creates an overlay members can open at once, and lists it', async () => {
    const res = await create({ title: '  Welcome offer  ' });
    expect(res.statusCode).toBe(201);
    const overlay: StudioOverlay = res.json().overlay;
    expect(overlay).toMatchObject({ title: 'Welcome offer', blocks: [], revision: 0 });
    expect((await member(`/api/overlays/${overlay.id}`)).json().overlay).toEqual({ id: overlay.id, title: 'Welcome offer', blocks: [] });
    expect(await list()).toEqual([{ id: overlay.id, title: 'Welcome offer', block_count: 0, updated_at: overlay.updated_at }]);
    const one = await owner('GET', `/apps/${appId}/overlays/${overlay.id}`);
    expect(one.json().overlay).toEqual(overlay);
  });

  it('lists the newest first, with block counts', async () => {
    await create({ title: 'Second', blocks: [block('text_block', { content: '<p>Hi</p>' }), block('text_block', { content: '<p>There</p>' })] });
    expect((await list()).map((row) => [row.title, row.block_count])).toEqual([
      ['Second', 2],
      ['Welcome offer', 0],
    ]);
  });

  it('refuses a missing title, an over-long one and too many blocks at their fields', async () => {
    const empty = await create({ title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ field: 'body.title', code: 'required', message: 'Field is required.' }]);
    expect((await create({ title: 'x'.repeat(201) })).json().error.details[0]).toMatchObject({ field: 'body.title', code: 'too_long', params: { max: 200 } });
    const many = await create({ title: 'Many', blocks: Array.from({ length: OVERLAY_BLOCKS_MAX + 1 }, () => block('text_block', { content: '<p>x</p>' })) });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details[0].field).toBe('body.blocks');
  });
});

describe('saving an overlay', () => {
  let overlayId: string;
  beforeAll(async () => {
    overlayId = (await create({ title: 'Offer' })).json().overlay.id;
  });

  it('saves title and blocks at the loaded revision; members see the save at once', async () => {
    const hero = block('hero_block', { title: 'Join today', ratio: 56 });
    const res = await owner('PATCH', `/apps/${appId}/overlays/${overlayId}`, { revision: 0, title: 'Summer offer', blocks: [hero] });
    expect(res.statusCode).toBe(200);
    expect(res.json().overlay).toMatchObject({ title: 'Summer offer', revision: 1, blocks: [{ id: hero.id, type: 'hero_block' }] });
    const seen = (await member(`/api/overlays/${overlayId}`)).json().overlay;
    expect(seen).toMatchObject({ title: 'Summer offer', blocks: [{ id: hero.id, type: 'hero_block', props: { title: 'Join today', ratio: 56 } }] });
    // A title alone keeps the blocks.
    const renamed = await owner('PATCH', `/apps/${appId}/overlays/${overlayId}`, { revision: 1, title: 'Summer deal' });
    expect(renamed.json().overlay).toMatchObject({ title: 'Summer deal', revision: 2, blocks: [{ id: hero.id }] });
  });

  it('refuses a stale revision with 409 edit_conflict and the current one', async () => {
    const res = await owner('PATCH', `/apps/${appId}/overlays/${overlayId}`, { revision: 1, title: 'Lost edit' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'edit_conflict', details: { revision: 2 } });
    expect((await member(`/api/overlays/${overlayId}`)).json().overlay.title).toBe('Summer deal');
  });

  it('validates blocks like page blocks: any problem refuses the whole save with 422 and every problem', async () => {
    const badHero = block('hero_block', { title: 'Too flat', ratio: 5 });
    const badButton = block('button_block', { text: 'Go', action: { type: 'open_url', url: 'javascript:alert(1)' } });
    const unknown = block('rocket_block', {});
    const res = await owner('PATCH', `/apps/${appId}/overlays/${overlayId}`, { revision: 2, title: 'Broken', blocks: [badHero, badButton, unknown] });
    expect(res.statusCode).toBe(422);
    const problems = res.json().error.details.problems as { block_id: string; field: string; message: string }[];
    expect(res.json().error.code).toBe('invalid_blocks');
    expect(problems).toEqual(
      expect.arrayContaining([
        { block_id: badHero.id, block_type: 'hero_block', field: 'ratio', message: RATIO_OUT_OF_RANGE },
        expect.objectContaining({ block_id: badButton.id, block_type: 'button_block', field: expect.stringMatching(/^action/) }),
        { block_id: unknown.id, block_type: 'rocket_block', field: 'type', message: 'Unknown block type' },
      ]),
    );
    const [row] = await t.db.select().from(overlays).where(eq(overlays.id, overlayId));
    expect(row).toMatchObject({ title: 'Summer deal', revision: 2 });
    expect((await create({ title: 'Born broken', blocks: [badHero] })).statusCode).toBe(422);
  });

  it('sanitises rich text before storing it', async () => {
    const text = block('text_block', { content: '<p>Hello<script>alert(1)</script> <a href="javascript:alert(2)">there</a></p>' });
    const res = await owner('PATCH', `/apps/${appId}/overlays/${overlayId}`, { revision: 2, blocks: [text] });
    expect(res.statusCode).toBe(200);
    const content = res.json().overlay.blocks[0].props.content as string;
    expect(content).toContain('Hello');
    expect(content).not.toContain('<script');
    expect(content).not.toContain('javascript:');
  });

  it('deletes an overlay: members get 404 after', async () => {
    const doomed = (await create({ title: 'Doomed' })).json().overlay.id;
    const res = await owner('DELETE', `/apps/${appId}/overlays/${doomed}`);
    expect(res.json()).toEqual({ deleted_id: doomed });
    expect((await member(`/api/overlays/${doomed}`)).statusCode).toBe(404);
    expect((await owner('GET', `/apps/${appId}/overlays/${doomed}`)).statusCode).toBe(404);
    expect((await owner('DELETE', `/apps/${appId}/overlays/${doomed}`)).statusCode).toBe(404);
  });
});

describe("another app's overlay", () => {
  it('is 404 for every studio call, through this app or the other, and nothing changes', async () => {
    const calls = [
      owner('GET', `/apps/${appId}/overlays/${rivalOverlayId}`),
      owner('PATCH', `/apps/${appId}/overlays/${rivalOverlayId}`, { revision: 0, title: 'Taken over' }),
      owner('DELETE', `/apps/${appId}/overlays/${rivalOverlayId}`),
      owner('GET', `/apps/${rivalAppId}/overlays/${rivalOverlayId}`),
      owner('GET', `/apps/${rivalAppId}/overlays`),
      owner('POST', `/apps/${rivalAppId}/overlays`, { title: 'Planted' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Bravo secret offer');
    }
    expect((await list()).map((row) => row.id)).not.toContain(rivalOverlayId);
    expect((await memberGet(t, 'alpha', `/api/overlays/${rivalOverlayId}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(overlays).where(eq(overlays.id, rivalOverlayId));
    expect(row).toMatchObject({ title: 'Bravo secret offer', revision: 0 });
    expect(await t.db.select().from(overlays).where(eq(overlays.appId, rivalAppId))).toHaveLength(1);
  });

  it('needs a signed-in owner', async () => {
    const res = await t.server.inject({ method: 'GET', url: `/api/studio/apps/${appId}/overlays`, headers: { 'x-tessera-studio': '1' } });
    expect(res.statusCode).toBe(401);
  });
});
