import type { StudioPage, StudioPageSummary } from '@tessera/core/api/studio-pages';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { accessTreeSchema, pagePropsSchema } from '@tessera/core/entities/page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, pages, publishedPages } from '../../db/schema/index';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { rebuildPublishCache } from './publisher';
import { memberGet, ownerAndRival, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;
let rivalPageId: string;
type PageKey = 'home' | 'programs' | 'week1' | 'day1' | 'about' | 'week2' | 'week2b' | 'top';
const ids = {} as Record<PageKey, string>;

const member = (url: string, headers: Record<string, string> = {}) => memberGet(t, 'alpha', url, headers);
const getPage = async (pageId: string): Promise<StudioPage> => (await owner('GET', `/apps/${appId}/pages/${pageId}`)).json().page;
const listPages = async (id = appId): Promise<StudioPageSummary[]> => (await owner('GET', `/apps/${id}/pages`)).json().pages;

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;

  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'alpha', name: 'Alpha' })).id;
  ids.home = (await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true, blocks: [block('hero_block', { title: 'Hi', ratio: 56 })] })).id;
  ids.programs = (await createPage(t.db, { appId, path: '/programs', title: 'Programs', position: 1, contentType: 'collection' })).id;
  ids.week1 = (await createPage(t.db, { appId, path: '/programs/week-1', title: 'Week 1', parentId: ids.programs })).id;
  ids.day1 = (await createPage(t.db, { appId, path: '/programs/week-1/day-1', title: 'Day 1', parentId: ids.week1 })).id;
  ids.about = (
    await createPage(t.db, {
      appId,
      path: '/about',
      title: 'About',
      position: 2,
      display: { show_tabbar: false },
      blocks: [block('text_block', { content: '<p>About us</p>' })],
    })
  ).id;
  await rebuildPublishCache(t.db, appId);

  const rivalApp = await createApp(t.db, { accountId: theirs.accountId, slug: 'bravo' });
  rivalAppId = rivalApp.id;
  rivalPageId = (await createPage(t.db, { appId: rivalAppId, path: '/', title: 'Bravo home', isHome: true })).id;
  await rebuildPublishCache(t.db, rivalAppId);
});
afterAll(async () => t.close());

describe('the pages tree', () => {
  it('lists every page in tree order with home and draft flags', async () => {
    const list = await listPages();
    expect(list.map((p) => p.path)).toEqual(['/', '/programs', '/programs/week-1', '/programs/week-1/day-1', '/about']);
    expect(list[0]).toMatchObject({ id: ids.home, is_home: true, is_published: true, has_draft: false, parent_id: null, root_id: ids.home });
    expect(list[3]).toMatchObject({ parent_id: ids.week1, root_id: ids.programs });
  });

  it('answers one page with its live fields as the draft', async () => {
    const page = await getPage(ids.about);
    expect(page).toMatchObject({ id: ids.about, has_draft: false, revision: 0, is_home: false });
    expect(page.draft).toMatchObject({ title: 'About', path: '/about', show_tabbar: false, blocks: { blocks: [{ type: 'text_block' }] } });
  });
});

describe('draft edits', () => {
  it('saves a partial draft over the live fields; members keep seeing the live page', async () => {
    const res = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: 0, draft: { title: 'About the team' } });
    expect(res.statusCode).toBe(200);
    const page: StudioPage = res.json().page;
    expect(page).toMatchObject({ has_draft: true, revision: 1 });
    // Fields that were not sent keep their values (no defaults filled in).
    expect(page.draft).toMatchObject({ title: 'About the team', path: '/about', show_tabbar: false });
    expect((await getPage(ids.about)).draft.title).toBe('About the team');
    expect((await member('/__/about/index.json')).json().page_title).toBe('About');
    expect((await listPages()).find((p) => p.id === ids.about)).toMatchObject({ title: 'About the team', has_draft: true });
  });

  it('answers 409 edit_conflict to a stale revision and keeps the newer draft', async () => {
    const res = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: 0, draft: { title: 'Older edit' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'edit_conflict', details: { revision: 1 } });
    expect((await getPage(ids.about)).draft.title).toBe('About the team');
  });

  it('refuses a path another page uses, live or in its draft (409 path_taken on path)', async () => {
    const live = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: 1, draft: { path: '/programs' } });
    expect(live.statusCode).toBe(409);
    expect(live.json().error).toMatchObject({ code: 'path_taken', details: [{ field: 'body.draft.path' }] });
    const moved = await owner('PATCH', `/apps/${appId}/pages/${ids.day1}`, { revision: 0, draft: { path: '/day-one' } });
    expect(moved.statusCode).toBe(200);
    const drafted = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: 1, draft: { path: '/day-one' } });
    expect(drafted.statusCode).toBe(409);
    // The page's own live path is always its own.
    expect((await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: 1, draft: { path: '/about' } })).statusCode).toBe(200);
    await owner('DELETE', `/apps/${appId}/pages/${ids.day1}/draft`);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { revision } = await getPage(ids.about);
    const res = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision, draft: { title: '  ', path: 'No Slashes', background_color: 'pink' } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.draft.title', 'body.draft.path', 'body.draft.background_color']));
    expect((await owner('GET', `/apps/${appId}/pages/not-a-uuid`)).statusCode).toBe(400);
  });

  it('sanitises rich text on save: scripts and handlers go, allowed tags stay; unknown block types are kept as they are', async () => {
    const { revision } = await getPage(ids.about);
    const dirty =
      '<p>Hello <strong>there</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://ok.example" target="_blank" onclick="x()">ok</a></p><h2 style="color:red">Title</h2>';
    const res = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, {
      revision,
      draft: {
        blocks: {
          schema_version: 1,
          blocks: [
            { id: 'txt', type: 'text_block', props: { content: dirty } },
            { id: 'hero', type: 'hero_block', props: { title: '<script>kept as text</script>' } },
            { id: 'odd', type: 'mystery_block', props: { html: '<script>alert(4)</script>' } },
          ],
        },
        attributes: {
          bio: { type: 'rich_text', value: '<p onmouseover="alert(5)">Bio <em>here</em></p><iframe src="https://evil.example"></iframe>' },
          motto: { type: 'string', value: 'Less <is> more' },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const stored = (await t.db.select({ draft: pages.draft }).from(pages).where(eq(pages.id, ids.about)))[0]!.draft!;
    const [text, hero, odd] = stored.blocks.blocks;
    const content = text!.props.content as string;
    expect(content).not.toMatch(/script|onerror|onclick|javascript:|<img|style=/);
    expect(content).toContain('<strong>there</strong>');
    expect(content).toContain('<h2>Title</h2>');
    expect(content).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    // Only rich-text props are HTML: a hero title is plain text the renderer escapes.
    expect(hero!.props.title).toBe('<script>kept as text</script>');
    expect(odd).toEqual({ id: 'odd', type: 'mystery_block', props: { html: '<script>alert(4)</script>' } });
    expect(stored.attributes.bio!.value).toBe('<p>Bio <em>here</em></p>');
    expect(stored.attributes.motto!.value).toBe('Less <is> more');
  });

  it('discards a draft: the page shows the live fields again', async () => {
    const before = await getPage(ids.about);
    const res = await owner('DELETE', `/apps/${appId}/pages/${ids.about}/draft`);
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toMatchObject({ has_draft: false, revision: before.revision + 1, draft: { title: 'About' } });
  });

  it('a draft equal to the live page is no draft', async () => {
    const { revision } = await getPage(ids.about);
    const res = await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision, draft: { title: 'About' } });
    expect(res.json().page.has_draft).toBe(false);
  });
});

describe('publishing', () => {
  it('refuses invalid blocks with page, block id, field and message, and changes nothing', async () => {
    const about = await getPage(ids.about);
    await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: about.revision, draft: { title: 'About v2' } });
    const home = await getPage(ids.home);
    const heroId = home.draft.blocks.blocks[0]!.id;
    await owner('PATCH', `/apps/${appId}/pages/${ids.home}`, {
      revision: home.revision,
      draft: {
        title: 'Welcome',
        blocks: {
          schema_version: 1,
          blocks: [
            { id: heroId, type: 'hero_block', props: { title: 'Hi', ratio: 5 } },
            { id: 'ghost', type: 'ghost_block', props: {} },
          ],
        },
      },
    });
    const cacheBefore = await t.db.select().from(publishedPages).where(eq(publishedPages.appId, appId));

    const res = await owner('POST', `/apps/${appId}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invalid_blocks');
    expect(res.json().error.details.problems).toEqual([
      { page_id: ids.home, page_title: 'Welcome', block_id: heroId, block_type: 'hero_block', field: 'ratio', message: 'Ratio Out Of Range' },
      { page_id: ids.home, page_title: 'Welcome', block_id: 'ghost', block_type: 'ghost_block', field: 'type', message: expect.any(String) },
    ]);

    const [aboutRow] = await t.db.select().from(pages).where(eq(pages.id, ids.about));
    expect(aboutRow!.title).toBe('About');
    expect(aboutRow!.draft?.title).toBe('About v2');
    expect(await t.db.select().from(publishedPages).where(eq(publishedPages.appId, appId))).toEqual(cacheBefore);
    expect((await t.db.select().from(apps).where(eq(apps.id, appId)))[0]!.publishedAt).toBeNull();
    expect((await member('/__/about/index.json')).json().page_title).toBe('About');
  });

  it('makes every draft live and the member app shows it at once (new ETag)', async () => {
    const before = await member('/__/about/index.json');
    const etag = before.headers.etag as string;
    expect((await member('/__/about/index.json', { 'if-none-match': etag })).statusCode).toBe(304);
    const home = await getPage(ids.home);
    await owner('PATCH', `/apps/${appId}/pages/${ids.home}`, {
      revision: home.revision,
      draft: { blocks: { schema_version: 1, blocks: [{ ...home.draft.blocks.blocks[0]!, props: { title: 'Hi', ratio: 50 } }] } },
    });
    expect((await owner('GET', `/apps/${appId}`)).json().app.has_unpublished_changes).toBe(true);

    const res = await owner('POST', `/apps/${appId}/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page_count: 5, published_at: expect.any(String) });

    const after = await member('/__/about/index.json', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const props = pagePropsSchema.parse(after.json());
    expect(props.page_title).toBe('About v2');
    expect(props.show_tabbar).toBe(false);
    const homeProps = pagePropsSchema.parse((await member('/__/index.json')).json());
    expect(homeProps.page_title).toBe('Welcome');
    // Published with the schema's defaults written in: members' pages render them without re-validating.
    expect(homeProps.blocks).toEqual(publishedBlocks([{ id: home.draft.blocks.blocks[0]!.id, type: 'hero_block', props: { title: 'Hi', ratio: 50 } }]));
    expect(homeProps.blocks[0]?.props).toMatchObject({ title: 'Hi', ratio: 50, schedule: null });
    expect((await memberGet(t, 'alpha', '/api/app')).json().menu[0]).toEqual({ title: 'Welcome', path: '/' });

    const app = (await owner('GET', `/apps/${appId}`)).json().app;
    expect(app).toMatchObject({ has_unpublished_changes: false, published_at: res.json().published_at });
    expect((await listPages()).every((p) => !p.has_draft)).toBe(true);
  });

  it('publishes a draft path change: the old address is gone, the new one answers', async () => {
    const about = await getPage(ids.about);
    await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: about.revision, draft: { path: '/team' } });
    expect((await owner('POST', `/apps/${appId}/publish`)).statusCode).toBe(200);
    expect((await member('/__/about/index.json')).statusCode).toBe(404);
    expect((await member('/__/team/index.json')).json().page_id).toBe(ids.about);
  });
});

describe('structure', () => {
  it('creates a page hidden from members until published, with a unique path from its title', async () => {
    const res = await owner('POST', `/apps/${appId}/pages`, { title: 'Week 2: Strength!', parent_id: ids.programs });
    expect(res.statusCode).toBe(201);
    const page: StudioPage = res.json().page;
    expect(page).toMatchObject({ parent_id: ids.programs, root_id: ids.programs, position: 1, is_published: false, content_type: 'generic' });
    expect(page.draft.path).toBe('/programs/week-2-strength');
    ids.week2 = page.id;
    const again = await owner('POST', `/apps/${appId}/pages`, { title: 'Week 2 strength', parent_id: ids.programs, content_type: 'article' });
    expect(again.json().page.draft.path).toBe('/programs/week-2-strength-2');
    ids.week2b = again.json().page.id;

    expect((await member('/__/programs/week-2-strength/index.json')).statusCode).toBe(404);
    expect((await member('/__/programs/index.json')).json().children.map((c: { title: string }) => c.title)).toEqual(['Week 1']);

    const taken = await owner('POST', `/apps/${appId}/pages`, { title: 'Clash', path: '/team' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'path_taken', details: [{ field: 'body.path' }] });
    const top = await owner('POST', `/apps/${appId}/pages`, { title: '???' });
    expect(top.json().page).toMatchObject({ parent_id: null, draft: { path: '/page', is_root: true } });
    ids.top = top.json().page.id;

    expect((await owner('POST', `/apps/${appId}/publish`)).statusCode).toBe(200);
    expect((await member('/__/programs/index.json')).json().children.map((c: { title: string }) => c.title)).toEqual([
      'Week 1',
      'Week 2: Strength!',
      'Week 2 strength',
    ]);
  });

  it('refuses to move a page under itself or its descendants (422)', async () => {
    for (const parent of [ids.programs, ids.day1]) {
      const res = await owner('POST', `/apps/${appId}/pages/${ids.programs}/move`, { parent_id: parent, position: 0 });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ code: 'cannot_move_under_itself', message: 'A page cannot be moved under itself' });
    }
    expect((await listPages()).find((p) => p.id === ids.programs)).toMatchObject({ parent_id: null, position: 1 });
  });

  it('moves a subtree: positions are renumbered, its root follows, members see it at once', async () => {
    const res = await owner('POST', `/apps/${appId}/pages/${ids.week1}/move`, { parent_id: null, position: 1 });
    expect(res.statusCode).toBe(200);
    const list: StudioPageSummary[] = res.json().pages;
    const top = list.filter((p) => p.parent_id === null);
    expect(top.map((p) => [p.title, p.position])).toEqual([
      ['Welcome', 0],
      ['Week 1', 1],
      ['Programs', 2],
      ['About v2', 3],
      ['???', 4],
    ]);
    const programChildren = list.filter((p) => p.parent_id === ids.programs);
    expect(programChildren.map((p) => p.position)).toEqual([0, 1]);
    expect(list.find((p) => p.id === ids.day1)).toMatchObject({ root_id: ids.week1, parent_id: ids.week1 });

    const day = pagePropsSchema.parse((await member('/__/programs/week-1/day-1/index.json')).json());
    expect(day.root_id).toBe(ids.week1);
    const tree = accessTreeSchema.parse((await member(`/__/a/${ids.week1}.json`)).json());
    expect(Object.keys(tree.nodes).sort()).toEqual([ids.week1, ids.day1].sort());
    expect(tree.nodes[ids.week1]!.parent).toBeNull();
    expect((await member('/__/programs/index.json')).json().children.map((c: { title: string }) => c.title)).not.toContain('Week 1');

    // And back under its parent, first.
    const back = await owner('POST', `/apps/${appId}/pages/${ids.week1}/move`, { parent_id: ids.programs, position: 0 });
    const backList: StudioPageSummary[] = back.json().pages;
    expect(backList.filter((p) => p.parent_id === ids.programs).map((p) => p.title)).toEqual(['Week 1', 'Week 2: Strength!', 'Week 2 strength']);
    expect(backList.find((p) => p.id === ids.day1)!.root_id).toBe(ids.programs);
  });

  it('duplicates a page right after itself, unpublished, with a unique path and fresh block ids', async () => {
    const original = await getPage(ids.about);
    const res = await owner('POST', `/apps/${appId}/pages/${ids.about}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy: StudioPage = res.json().page;
    expect(copy).toMatchObject({ parent_id: null, position: original.position + 1, is_published: false, has_draft: false });
    expect(copy.draft).toMatchObject({ path: '/team-copy', title: 'About v2 (copy)', show_tabbar: false });
    expect(copy.draft.blocks.blocks.map((b) => b.type)).toEqual(original.draft.blocks.blocks.map((b) => b.type));
    expect(copy.draft.blocks.blocks.map((b) => b.id)).not.toEqual(original.draft.blocks.blocks.map((b) => b.id));
    const second = await owner('POST', `/apps/${appId}/pages/${ids.about}/duplicate`);
    expect(second.json().page.draft.path).toBe('/team-copy-2');
    const top = (await listPages()).filter((p) => p.parent_id === null).map((p) => p.path);
    expect(top).toEqual(['/', '/programs', '/team', '/team-copy-2', '/team-copy', '/page']);
    const home = await owner('POST', `/apps/${appId}/pages/${ids.home}/duplicate`);
    expect(home.json().page).toMatchObject({ is_home: false, draft: { path: '/welcome-copy' } });
    expect((await member('/__/team-copy/index.json')).statusCode).toBe(404);
  });

  it('checks pages members have never seen before they go live (a copy of an invalid draft)', async () => {
    const about = await getPage(ids.about);
    await owner('PATCH', `/apps/${appId}/pages/${ids.about}`, {
      revision: about.revision,
      draft: { blocks: { schema_version: 1, blocks: [{ id: 'tall', type: 'hero_block', props: { ratio: 400 } }] } },
    });
    const copy: StudioPage = (await owner('POST', `/apps/${appId}/pages/${ids.about}/duplicate`)).json().page;
    await owner('DELETE', `/apps/${appId}/pages/${ids.about}/draft`);
    const res = await owner('POST', `/apps/${appId}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.problems).toEqual([
      expect.objectContaining({ page_id: copy.id, block_type: 'hero_block', field: 'ratio', message: 'Ratio Out Of Range' }),
    ]);
    expect((await owner('DELETE', `/apps/${appId}/pages/${copy.id}`)).statusCode).toBe(200);
  });

  it('deletes a page with its descendants; the home page and a page at one of the app’s own screens cannot be deleted', async () => {
    const home = await owner('DELETE', `/apps/${appId}/pages/${ids.home}`);
    expect(home.statusCode).toBe(409);
    expect(home.json().error.code).toBe('home_page');
    // The demo's Messages page: a menu entry for the member app's own screen, nor a page above it.
    const holder = await createPage(t.db, { appId, path: '/community', title: 'Community', position: 8 });
    const inbox = await createPage(t.db, { appId, path: '/me/messages', title: 'Messages', parentId: holder.id });
    for (const id of [inbox.id, holder.id]) {
      const refused = await owner('DELETE', `/apps/${appId}/pages/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('app_screen_page');
    }
    expect((await listPages()).some((p) => p.id === inbox.id)).toBe(true);
    // A page whose path merely starts with "me" is an ordinary page.
    const meals = await createPage(t.db, { appId, path: '/meals', title: 'Meals', position: 9 });
    expect((await owner('DELETE', `/apps/${appId}/pages/${meals.id}`)).statusCode).toBe(200);
    expect((await member('/__/programs/week-1/index.json')).statusCode).toBe(200);

    const res = await owner('DELETE', `/apps/${appId}/pages/${ids.programs}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted_ids.sort()).toEqual([ids.programs, ids.week1, ids.day1, ids.week2, ids.week2b].sort());
    expect((await member('/__/programs/week-1/index.json')).statusCode).toBe(404);
    expect((await member('/__/programs/index.json')).statusCode).toBe(404);
    expect((await listPages()).some((p) => p.id === ids.week1)).toBe(false);
    expect((await owner('GET', `/apps/${appId}/pages/${ids.programs}`)).statusCode).toBe(404);
  });
});

describe("another account's app and pages", () => {
  it('are 404 for every page call and publish, and nothing changes', async () => {
    const calls: [Parameters<StudioCaller>[0], string, unknown?][] = [
      ['GET', `/apps/${appId}/pages`],
      ['GET', `/apps/${appId}/pages/${ids.about}`],
      ['POST', `/apps/${appId}/pages`, { title: 'Intruder' }],
      ['PATCH', `/apps/${appId}/pages/${ids.about}`, { revision: 0, draft: { title: 'Hacked' } }],
      ['DELETE', `/apps/${appId}/pages/${ids.about}/draft`],
      ['POST', `/apps/${appId}/pages/${ids.about}/move`, { parent_id: null, position: 0 }],
      ['POST', `/apps/${appId}/pages/${ids.about}/duplicate`],
      ['DELETE', `/apps/${appId}/pages/${ids.about}`],
      ['POST', `/apps/${appId}/publish`],
    ];
    const before = await t.db.select().from(pages).where(eq(pages.appId, appId));
    for (const [method, url, body] of calls) {
      const res = await rival(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('About v2');
    }
    expect(await t.db.select().from(pages).where(eq(pages.appId, appId))).toEqual(before);
  });

  it("a page id of another app is 404 inside one's own app, as page and as parent", async () => {
    expect((await owner('GET', `/apps/${appId}/pages/${rivalPageId}`)).statusCode).toBe(404);
    expect((await owner('PATCH', `/apps/${appId}/pages/${rivalPageId}`, { revision: 0, draft: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await owner('DELETE', `/apps/${appId}/pages/${rivalPageId}`)).statusCode).toBe(404);
    expect((await owner('POST', `/apps/${appId}/pages/${ids.about}/move`, { parent_id: rivalPageId, position: 0 })).statusCode).toBe(404);
    expect((await owner('POST', `/apps/${appId}/pages`, { title: 'Child', parent_id: rivalPageId })).statusCode).toBe(404);
    expect((await owner('GET', `/apps/${rivalAppId}/pages`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(pages).where(eq(pages.id, rivalPageId));
    expect(row).toMatchObject({ title: 'Bravo home', draft: null });
  });
});
