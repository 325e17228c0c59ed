import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { createPublishCache } from './publish-cache';
import { rebuildPublishCache } from './publisher';

let t: TestServer;
let appId: string;
let clock = 0;

beforeAll(async () => {
  t = await createTestServer();
  appId = (await createApp(t.db, { slug: 'cache' })).id;
  await createPage(t.db, { appId, path: '/', title: 'First title', isHome: true });
  await rebuildPublishCache(t.db, appId);
});
afterAll(async () => t.close());

describe('publish cache revalidation', () => {
  it('keeps an expired document whose ETag is unchanged, and replaces a republished one', async () => {
    const cache = createPublishCache({ db: t.db, ttlMs: 1_000, now: () => clock });
    const first = await cache.getPage(appId, '/');
    first!.parsed = 'kept';
    clock += 5_000;
    const same = await cache.getPage(appId, '/');
    expect(same).toBe(first);
    expect(same?.parsed).toBe('kept');

    await t.db.update(pages).set({ title: 'Second title' }).where(eq(pages.appId, appId));
    await rebuildPublishCache(t.db, appId);
    expect(await cache.getPage(appId, '/')).toBe(first);
    clock += 5_000;
    const fresh = await cache.getPage(appId, '/');
    expect(fresh).not.toBe(first);
    expect(fresh!.body.toString()).toContain('Second title');
  });

  it('remembers misses until they expire', async () => {
    const cache = createPublishCache({ db: t.db, ttlMs: 1_000, now: () => clock });
    expect(await cache.getPage(appId, '/nope')).toBeNull();
    await createPage(t.db, { appId, path: '/nope', title: 'Now here' });
    await rebuildPublishCache(t.db, appId);
    expect(await cache.getPage(appId, '/nope')).toBeNull();
    clock += 5_000;
    expect(await cache.getPage(appId, '/nope')).not.toBeNull();
  });

  it('when full, drops the oldest document nobody read since, and keeps one that was read', async () => {
    const cache = createPublishCache({ db: t.db, maxEntries: 2, ttlMs: 60_000, now: () => clock });
    const home = await cache.getPage(appId, '/');
    expect(await cache.getPage(appId, '/nope')).not.toBeNull();
    // The home page, stored first, is read again; '/nope' is not.
    expect(cache.peekPage(appId, '/')).toBe(home);
    expect(await cache.getPage(appId, '/missing')).toBeNull();
    expect(cache.peekPage(appId, '/')).toBe(home);
    expect(cache.peekPage(appId, '/nope')).toBeUndefined();
    expect(cache.peekPage(appId, '/missing')).toBeNull();
  });
});
