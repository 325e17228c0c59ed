import { translationFileSchema } from '@tessera/core/entities/translation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTranslations } from '../../db/schema/index';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { rebuildPublishCache } from './publisher';
import { memberGet, ownerAndRival, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
const ids = {} as Record<'home' | 'open' | 'locked' | 'hidden' | 'lists', string>;
const SECRET = 'Nur für Mitglieder';

const member = (url: string, headers: Record<string, string> = {}) => memberGet(t, 'lingo', url, headers);
const save = (pageId: string, locale: string, body: unknown) => owner('PUT', `/apps/${appId}/pages/${pageId}/translations/${locale}`, body);

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'lingo', languages: ['en', 'fr', 'de'] })).id;
  ids.home = (await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true, blocks: [{ id: 'h1', type: 'text_block', props: { content: '<p>Welcome</p>' } }] })).id;
  ids.open = (await createPage(t.db, { appId, path: '/open', title: 'Open', position: 1, blocks: [{ id: 'b1', type: 'text_block', props: { content: '<p>Hello</p>' } }] })).id;
  ids.locked = (
    await createPage(t.db, {
      appId,
      path: '/locked',
      title: 'Locked',
      position: 2,
      access: { inherit: false, require_authentication: true },
      blocks: [{ id: 'l1', type: 'text_block', props: { content: '<p>Members only</p>' } }],
    })
  ).id;
  ids.hidden = (await createPage(t.db, { appId, path: '/hidden', title: 'Hidden', position: 3, isPublished: false })).id;
  ids.lists = (
    await createPage(t.db, {
      appId,
      path: '/lists',
      title: 'Lists',
      position: 4,
      blocks: [
        {
          id: 'il',
          type: 'icon_list_block',
          props: { title: 'Why join', items: [{ icon: 'check', title: 'Coaching', text: 'Every week' }, { icon: 'star', title: 'Plans', text: 'Yours' }] },
        },
        { id: 'k', type: 'composed_block', props: { blocks: [{ id: 'kc', type: 'text_block', props: { content: '<p>Inside</p>' } }] } },
      ],
    })
  ).id;
  await rebuildPublishCache(t.db, appId);
  const otherApp = await createApp(t.db, { accountId: theirs.accountId, slug: 'other', languages: ['en', 'fr'] });
  await createPage(t.db, { appId: otherApp.id, path: '/open', title: 'Other open' });
  await rebuildPublishCache(t.db, otherApp.id);
});
afterAll(async () => t.close());

describe('translations in the studio', () => {
  it('lists one entry per app language, default where none exists', async () => {
    const res = await owner('GET', `/apps/${appId}/pages/${ids.open}/translations`);
    expect(res.statusCode).toBe(200);
    expect(res.json().translations).toEqual(
      ['en', 'fr', 'de'].map((locale) => ({ locale, status: 'default', content: { page_title: null, blocks: {} }, updated_at: null })),
    );
  });

  it('saves a translation, sanitising rich text and dropping blocks the page does not have', async () => {
    const res = await save(ids.open, 'fr', {
      status: 'published',
      content: { page_title: ' Ouvert ', blocks: { b1: { content: '<p>Bonjour <em>à tous</em><script>alert(1)</script></p>' }, nope: { content: 'x' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().translation).toMatchObject({
      locale: 'fr',
      status: 'published',
      content: { page_title: 'Ouvert', blocks: { b1: { content: '<p>Bonjour <em>à tous</em></p>' } } },
      updated_at: expect.any(String),
    });
    const list = (await owner('GET', `/apps/${appId}/pages/${ids.open}/translations`)).json().translations;
    expect(list.map((tr: { status: string }) => tr.status)).toEqual(['default', 'published', 'default']);
  });

  it('refuses a language the app does not offer (400) and bad bodies (400 with the field)', async () => {
    const res = await save(ids.open, 'es', { status: 'published', content: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('params.locale');
    const bad = await save(ids.open, 'fr', { status: 'default', content: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.status');
    expect((await save(ids.open, 'xx', { status: 'draft', content: {} })).statusCode).toBe(400);
  });
});

describe('translations of list items and composed blocks', () => {
  const lists = (blocks: unknown) => save(ids.lists, 'fr', { status: 'published', content: { page_title: 'Listes', blocks } });

  it('saves list items by key and nested blocks by id, sanitising their rich text, and serves them', async () => {
    const res = await lists({
      il: { title: 'Pourquoi', items: { '0': { text: 'Chaque semaine <3' }, '1': { title: 'Plans' } } },
      kc: { content: '<p>Dedans<img src=x onerror="alert(1)"><script>alert(2)</script></p>' },
    });
    expect(res.statusCode).toBe(200);
    // Plain text is shown as text, so it is kept as typed; rich text loses what the policy refuses.
    const blocks = { il: { title: 'Pourquoi', items: { '0': { text: 'Chaque semaine <3' }, '1': { title: 'Plans' } } }, kc: { content: '<p>Dedans</p>' } };
    expect(res.json().translation.content).toEqual({ page_title: 'Listes', blocks });
    const file = await member('/__/lists/fr.json');
    expect(file.statusCode).toBe(200);
    expect(translationFileSchema.parse(file.json())).toEqual({ page_id: ids.lists, locale: 'fr', status: 'published', page_title: 'Listes', blocks });
  });

  it('refuses values that are not text, and texts the block would refuse, naming the field (400)', async () => {
    const field = async (blocks: unknown) => {
      const res = await lists(blocks);
      expect(res.statusCode).toBe(400);
      return res.json().error.details[0].field;
    };
    expect(await field({ il: { items: { '0': { text: 5 } } } })).toBe('body.content.blocks.il.items.0.text');
    expect(await field({ il: { items: ['Chaque semaine'] } })).toBe('body.content.blocks.il.items');
    expect(await field({ il: { title: null } })).toBe('body.content.blocks.il.title');
    // The icon list takes at most 500 characters per point, in every language.
    expect(await field({ il: { items: { '1': { text: 'x'.repeat(501) } } } })).toBe('body.content.blocks.il.items.1.text');
    expect(await field({ il: { items: { '0': { icon: 'rocket' } } } })).toBe('body.content.blocks.il.items.0.icon');
    // Nothing of the refused saves was kept.
    expect((await member('/__/lists/fr.json')).json().blocks.kc.content).toBe('<p>Dedans</p>');
  });
});

describe('GET /__/{path}/{locale}.json', () => {
  it('serves a published translation with an ETag and public revalidation', async () => {
    const res = await member('/__/open/fr.json?ts=1732262400000');
    expect(res.statusCode).toBe(200);
    const file = translationFileSchema.parse(res.json());
    expect(file).toEqual({ page_id: ids.open, locale: 'fr', status: 'published', page_title: 'Ouvert', blocks: { b1: { content: '<p>Bonjour <em>à tous</em></p>' } } });
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await member('/__/open/fr.json', { 'if-none-match': etag })).statusCode).toBe(304);
    await save(ids.open, 'fr', { status: 'published', content: { page_title: 'Ouvert !', blocks: {} } });
    const changed = await member('/__/open/fr.json', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().page_title).toBe('Ouvert !');
  });

  it('serves the home page translation at /__/{locale}.json', async () => {
    await save(ids.home, 'de', { status: 'published', content: { page_title: 'Start', blocks: { h1: { content: '<p>Willkommen</p>' } } } });
    expect((await member('/__/de.json')).json()).toMatchObject({ page_id: ids.home, locale: 'de', page_title: 'Start' });
  });

  it('answers 404 translation_not_found for drafts, missing locales, unpublished pages and other apps', async () => {
    await save(ids.open, 'de', { status: 'draft', content: { page_title: 'Offen', blocks: {} } });
    const draft = await member('/__/open/de.json');
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error.code).toBe('translation_not_found');
    expect(draft.body).not.toContain('Offen');
    expect((await member('/__/open/sv.json')).statusCode).toBe(404);
    await save(ids.hidden, 'fr', { status: 'published', content: { page_title: 'Caché', blocks: {} } });
    expect((await member('/__/hidden/fr.json')).statusCode).toBe(404);
    expect((await member('/__/nowhere/fr.json')).statusCode).toBe(404);
    const otherApp = await memberGet(t, 'other', '/__/open/fr.json');
    expect(otherApp.statusCode).toBe(404);
    expect(otherApp.body).not.toContain('Ouvert');
  });

  it("is gated like the page: a visitor the engine refuses gets the title and none of the page's content", async () => {
    await save(ids.locked, 'fr', { status: 'published', content: { page_title: 'Verrouillé', blocks: { l1: { content: `<p>${SECRET}</p>` } } } });
    const guest = await member('/__/locked/fr.json');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ page_id: ids.locked, locale: 'fr', status: 'published', page_title: 'Verrouillé', blocks: {} });
    expect(guest.body).not.toContain(SECRET);
    expect(guest.headers['cache-control']).toBe('private, no-cache');
    // The same gate as index.json: the guest's lock answer there has no content either.
    expect((await member('/__/locked/index.json')).json().blocks).toEqual([]);

    const { authentication_token: token } = await memberClient(t, 'lingo').signUp({ email: 'reader@example.test' });
    const signedIn = await member('/__/locked/fr.json', { 'x-user-token': token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().blocks.l1.content).toContain(SECRET);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('deleting a translation sends members back to the default content', async () => {
    const res = await owner('DELETE', `/apps/${appId}/pages/${ids.open}/translations/fr`);
    expect(res.statusCode).toBe(200);
    expect(res.json().translation).toMatchObject({ locale: 'fr', status: 'default', updated_at: null });
    expect((await member('/__/open/fr.json')).statusCode).toBe(404);
  });
});

describe("another account's translations", () => {
  it('are 404 to read, save or delete, and nothing changes', async () => {
    const before = await t.db.select().from(pageTranslations).where(eq(pageTranslations.appId, appId));
    const base = `/apps/${appId}/pages/${ids.locked}/translations`;
    expect((await rival('GET', base)).statusCode).toBe(404);
    expect((await rival('PUT', `${base}/fr`, { status: 'published', content: { page_title: 'Pwned', blocks: {} } })).statusCode).toBe(404);
    expect((await rival('DELETE', `${base}/fr`)).statusCode).toBe(404);
    expect(await t.db.select().from(pageTranslations).where(eq(pageTranslations.appId, appId))).toEqual(before);
  });
});
