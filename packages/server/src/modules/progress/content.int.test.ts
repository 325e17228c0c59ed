import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { rebuildPublishCache } from '../pages/publisher';

let t: TestServer;
let client: ReturnType<typeof memberClient>;
let token: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestServer();
  const app = await createApp(t.db, { slug: 'shelf' });
  const other = await createApp(t.db, { slug: 'other-shelf' });
  const library = await createPage(t.db, { appId: app.id, path: '/library', title: 'Library', contentType: 'collection' });
  ids.library = library.id;
  const articles: [string, string[], number][] = [
    ['Breathing', ['calm', 'beginner'], 3],
    ['Squats', ['strength', 'beginner'], 1],
    ['Deadlifts', ['strength'], 2],
  ];
  for (const [title, tags, position] of articles) {
    ids[title] = (await createPage(t.db, { appId: app.id, path: `/library/${title.toLowerCase()}`, title, contentType: 'article', parentId: library.id, tags, position })).id;
  }
  ids.paid = (await createPage(t.db, {
    appId: app.id,
    path: '/paid-article',
    title: 'Paid article',
    contentType: 'article',
    position: 9,
    access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] },
  })).id;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  for (const [index, [title, days]] of ([['Soon', 2], ['Later', 20], ['Earlier', -3]] as const).entries()) {
    await createPage(t.db, {
      appId: app.id,
      position: index,
      path: `/events/${title.toLowerCase()}`,
      title,
      contentType: 'event_occurrence',
      schedules: [{ starts_at: inDays(days), ends_at: null, scope_type: 'page', is_multiday: false }],
    });
  }
  await createPage(t.db, { appId: app.id, path: '/draft', title: 'Draft', contentType: 'article', isPublished: false });
  await createPage(t.db, { appId: other.id, path: '/theirs', title: 'Theirs', contentType: 'article' });
  await rebuildPublishCache(t.db, app.id);
  await rebuildPublishCache(t.db, other.id);
  client = memberClient(t, 'shelf');
  token = (await client.signUp({ email: 'reader@example.test', name: 'Rae Reader' })).authentication_token;
});
afterAll(async () => t.close());

const list = async (query: string, who: string | null = null) => {
  const res = await client.call('GET', `/api/content/article${query}`, who ? { token: who } : {});
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

describe('GET /content/{type}', () => {
  it("lists this app's published pages of the type in position order, with a total", async () => {
    const { body } = await list('');
    expect(titles(body)).toEqual(['Squats', 'Deadlifts', 'Breathing', 'Paid article']);
    expect(body.total_count).toBe(4);
  });

  it('pages with offset, limit and page, and orders by title either way', async () => {
    expect(titles((await list('?limit=2&offset=1')).body)).toEqual(['Deadlifts', 'Breathing']);
    expect(titles((await list('?limit=2&page=2')).body)).toEqual(['Breathing', 'Paid article']);
    expect(titles((await list('?order_by=title&direction=desc')).body)).toEqual(['Squats', 'Paid article', 'Deadlifts', 'Breathing']);
  });

  it('walks every card with keyset cursors, in either direction, without repeats', async () => {
    for (const [order, direction] of [['position', 'asc'], ['title', 'desc'], ['created_at', 'asc']] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const { status, body } = await list(`?limit=1&order_by=${order}&direction=${direction}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(status).toBe(200);
        seen.push(...titles(body));
        cursor = body.next_cursor;
      } while (cursor);
      const all = titles((await list(`?order_by=${order}&direction=${direction}`)).body);
      expect(seen).toEqual(all);
    }
    expect((await list('?limit=10')).body.next_cursor).toBeNull();
  });

  it('searches titles and descriptions, every word, case-insensitively', async () => {
    expect(titles((await list('?q=SQUA')).body)).toEqual(['Squats']);
    expect(titles((await list('?q=paid%20article')).body)).toEqual(['Paid article']);
    expect((await list('?q=100%25')).body.total_count).toBe(0);
  });

  it('bounds upcoming and past listings by a duration in the member’s days', async () => {
    const events = async (query: string) => titles((await client.call('GET', `/api/content/event_occurrence${query}`)).json());
    expect(await events('?schedule_type=upcoming')).toEqual(['Soon', 'Later']);
    expect(await events('?schedule_type=upcoming&duration=7d&timezone=Europe/Oslo')).toEqual(['Soon']);
    expect(await events('?schedule_type=past&duration=1w')).toEqual(['Earlier']);
    expect(await events('?schedule_type=past&duration=1d')).toEqual([]);
  });

  it('filters by parent and by tags', async () => {
    expect((await list(`?page_id=${ids.library}`)).body.total_count).toBe(3);
    expect(titles((await list('?with_tags=calm,strength')).body)).toEqual(['Squats', 'Deadlifts', 'Breathing']);
    expect(titles((await list('?with_all_tags=strength,beginner')).body)).toEqual(['Squats']);
    expect(titles((await list('?filter_tags=beginner')).body)).toEqual(['Deadlifts', 'Paid article']);
  });

  it("carries each card's access state for this viewer, never the locked content", async () => {
    const paid = (await list('')).body.items.find((i: { title: string }) => i.title === 'Paid article');
    expect(paid.page_access).toMatchObject({ granted: false, reason: 'require_purchase' });
    expect(paid.is_completed).toBeNull();
    expect(paid).not.toHaveProperty('blocks');
  });

  it('filters by the member’s progress', async () => {
    await client.call('POST', `/api/pages/${ids.Squats}/complete`, { token });
    expect(titles((await list('?progress=completed', token)).body)).toEqual(['Squats']);
    expect((await list('?progress=incomplete', token)).body.total_count).toBe(3);
    expect((await list('?progress=completed')).status).toBe(401);
  });

  it('refuses malformed parameters with 400 naming them, and caps the limit', async () => {
    for (const [query, field] of [
      ['?limit=1000', 'query.limit'],
      ['?order_by=popularity', 'query.order_by'],
      ['?page_id=nope', 'query.page_id'],
      ['?offset=-1', 'query.offset'],
      ['?cursor=bm9wZQ', 'query.cursor'],
      ['?schedule_type=upcoming&duration=soon', 'query.duration'],
      ['?schedule_type=upcoming&duration=7d&timezone=Mars/Base', 'query.timezone'],
    ] as const) {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.error.details[0].field).toBe(field);
    }
    expect((await client.call('GET', '/api/content/podcast')).statusCode).toBe(400);
  });
});
