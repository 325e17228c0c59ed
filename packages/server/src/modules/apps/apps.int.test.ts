import { studioAppDetailSchema } from '@tessera/core/api/studio-apps';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import { pagePropsSchema } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';
import { themeViewOf } from '@tessera/core/theme-math';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDomains, apps } from '../../db/schema/index';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { rebuildPublishCache } from '../pages/publisher';
import { memberGet, signedInOwner, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let rivalAppId: string;

beforeAll(async () => {
  t = await createTestServer({ PUBLIC_URL: 'https://apps.example.com' });
  owner = (await signedInOwner(t, { email: 'owner@example.test' })).call;
  const other = await signedInOwner(t, { email: 'rival@example.test', accountName: 'Rival' });
  rival = other.call;
  const rivalApp = await createApp(t.db, { accountId: other.accountId, slug: 'rival', name: 'Rival', domains: ['rival.example.org'] });
  rivalAppId = rivalApp.id;
  await createPage(t.db, { appId: rivalApp.id, path: '/', title: 'Rival home', isHome: true });
  await rebuildPublishCache(t.db, rivalApp.id);
});
afterAll(async () => t.close());

describe('creating an app', () => {
  it("creates an app in the owner's account with a published home page members see at once", async () => {
    // Ask first, so the registry remembers the slug as unknown: creating must forget that.
    expect((await memberGet(t, 'fresh', '/api/app')).statusCode).toBe(404);
    const res = await owner('POST', '/apps', { slug: 'fresh', name: 'Fresh Start' });
    expect(res.statusCode).toBe(201);
    const app = studioAppDetailSchema.parse(res.json().app);
    expect(app).toMatchObject({
      slug: 'fresh',
      name: 'Fresh Start',
      languages: ['en'],
      default_locale: 'en',
      custom_domain: null,
      theme: themeViewOf(defaultTheme),
      app_url: 'https://fresh.apps.example.com',
      preview_url: 'https://fresh.apps.example.com/?page-builder',
      published_at: null,
      has_unpublished_changes: false,
    });
    expect(app.home_page_id).not.toBeNull();

    const list = await owner('GET', '/apps');
    expect(list.json().apps.map((a: { slug: string }) => a.slug)).toEqual(['fresh']);
    const home = await memberGet(t, 'fresh', '/__/index.json');
    expect(home.statusCode).toBe(200);
    const props = pagePropsSchema.parse(home.json());
    expect(props.page_id).toBe(app.home_page_id);
    expect(props.blocks.map((b) => b.type)).toEqual(['hero_block', 'text_block']);
    expect(validateBlockDocument(props.blocks)).toEqual([]);
    expect((await memberGet(t, 'fresh', '/api/app')).json().name).toBe('Fresh Start');
  });

  it('refuses a slug in use (409 slug_taken on slug) and a malformed one (400)', async () => {
    const taken = await owner('POST', '/apps', { slug: 'rival', name: 'Copycat' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'slug_taken', details: [{ field: 'body.slug' }] });
    const bad = await owner('POST', '/apps', { slug: 'Not A Slug', name: '' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.slug', 'body.name']));
  });

  it('needs a signed-in owner', async () => {
    const res = await t.server.inject({ method: 'POST', url: '/api/studio/apps', headers: { 'x-tessera-studio': '1' }, payload: { slug: 'nobody', name: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('settings and theme', () => {
  let appId: string;
  beforeAll(async () => {
    appId = (await owner('POST', '/apps', { slug: 'tuned', name: 'Tuned' })).json().app.id;
  });

  it('changes settings and members get them on their next request', async () => {
    expect((await memberGet(t, 'tuned', '/api/app')).json().languages).toEqual(['en']);
    const res = await owner('PATCH', `/apps/${appId}`, {
      name: 'Tuned Up',
      languages: ['en', 'fr', 'fr'],
      default_locale: 'fr',
      show_made_with_badge: false,
      google_client_id: 'google-client.apps.googleusercontent.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().app).toMatchObject({ name: 'Tuned Up', languages: ['en', 'fr'], default_locale: 'fr', show_made_with_badge: false, google_client_id: 'google-client.apps.googleusercontent.com', apple_client_id: null });
    const config = (await memberGet(t, 'tuned', '/api/app')).json();
    expect(config).toMatchObject({ name: 'Tuned Up', languages: ['en', 'fr'], default_locale: 'fr', show_made_with_badge: false });
  });

  it('refuses a default language the app does not offer (400 on default_locale)', async () => {
    const res = await owner('PATCH', `/apps/${appId}`, { languages: ['en', 'de'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: 'body.default_locale', code: 'default_locale_not_offered', message: expect.any(String) }]);
    const bad = await owner('PATCH', `/apps/${appId}`, { default_locale: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.default_locale');
    const [row] = await t.db.select().from(apps).where(eq(apps.id, appId));
    expect(row!.languages).toEqual(['en', 'fr']);
  });

  it('stores a custom domain lower-case, refuses one of another app, and removes it with null', async () => {
    const set = await owner('PATCH', `/apps/${appId}`, { custom_domain: 'Members.Tuned.Example' });
    expect(set.statusCode).toBe(200);
    expect(set.json().app).toMatchObject({ custom_domain: 'members.tuned.example', app_url: 'https://members.tuned.example' });
    const byDomain = await t.server.inject({ method: 'GET', url: '/api/app', headers: { host: 'members.tuned.example' } });
    expect(byDomain.json().slug).toBe('tuned');

    const taken = await owner('PATCH', `/apps/${appId}`, { custom_domain: 'rival.example.org' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'domain_taken', details: [{ field: 'body.custom_domain' }] });
    // An app's sub-domain of PUBLIC_URL is not a custom domain anyone may claim.
    const hijack = await owner('PATCH', `/apps/${appId}`, { custom_domain: 'rival.apps.example.com' });
    expect(hijack.statusCode).toBe(400);
    expect((await owner('PATCH', `/apps/${appId}`, { custom_domain: 'https://x.example/path' })).statusCode).toBe(400);

    const removed = await owner('PATCH', `/apps/${appId}`, { custom_domain: null });
    expect(removed.json().app).toMatchObject({ custom_domain: null, app_url: 'https://tuned.apps.example.com' });
    expect(await t.db.select().from(appDomains).where(eq(appDomains.appId, appId))).toEqual([]);
    const gone = await t.server.inject({ method: 'GET', url: '/api/app', headers: { host: 'members.tuned.example' } });
    expect(gone.statusCode).toBe(404);
  });

  it('replaces the theme; the member app paints with it on its next load', async () => {
    const theme = { ...defaultTheme, primary_color: '#112233', card_style: 'flat' as const };
    expect((await memberGet(t, 'tuned', '/api/app')).json().theme.primary_color).toBe(defaultTheme.primary_color);
    const res = await owner('PUT', `/apps/${appId}/theme`, theme);
    expect(res.statusCode).toBe(200);
    expect(res.json().app.theme).toEqual(themeViewOf(theme));
    expect((await memberGet(t, 'tuned', '/api/app')).json().theme).toMatchObject({ primary_color: '#112233', card_style: 'flat' });
    const bad = await owner('PUT', `/apps/${appId}/theme`, { ...theme, primary_color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ field: 'body.primary_color', code: 'hex_color', message: 'Hex colours are 6-digit, with an optional #' }]);
  });

  it('answers every theme colour in hex and rgb; hex comes with or without # in any case and is stored as #, lower case', async () => {
    const res = await owner('PUT', `/apps/${appId}/theme`, { ...defaultTheme, primary_color: 'AB12CD', dark_color: '#0A0B0C', brand_color: 'ffffff' });
    expect(res.statusCode).toBe(200);
    expect(res.json().app.theme).toMatchObject({
      primary_color: '#ab12cd',
      primary_color_rgb: '171, 18, 205',
      dark_color: '#0a0b0c',
      dark_color_rgb: '10, 11, 12',
      brand_color: '#ffffff',
      brand_color_rgb: '255, 255, 255',
      light_color_rgb: '247, 248, 249',
    });
    const [row] = await t.db.select().from(apps).where(eq(apps.id, appId));
    // Stored in one spelling, without the derived rgb forms.
    expect(row!.theme).toMatchObject({ primary_color: '#ab12cd', dark_color: '#0a0b0c', brand_color: '#ffffff' });
    expect(row!.theme).not.toHaveProperty('primary_color_rgb');
    const config = (await memberGet(t, 'tuned', '/api/app')).json();
    expect(config.theme).toMatchObject({ primary_color: '#ab12cd', primary_color_rgb: '171, 18, 205', secondary_2_color_rgb: '255, 255, 255' });
    // rgb forms sent back are derived again, not taken.
    const echoed = await owner('PUT', `/apps/${appId}/theme`, { ...res.json().app.theme, primary_color_rgb: '1, 2, 3' });
    expect(echoed.json().app.theme.primary_color_rgb).toBe('171, 18, 205');
    for (const wrong of ['#abc', '12345g', '#1234567', '##123456']) {
      const refused = await owner('PUT', `/apps/${appId}/theme`, { ...defaultTheme, secondary_color: wrong });
      expect(refused.statusCode, wrong).toBe(400);
      expect(refused.json().error.details[0]).toMatchObject({ field: 'body.secondary_color', code: 'hex_color' });
    }
  });

  it('reads a theme stored in another spelling (or broken) as normalised, falling back field by field', async () => {
    const [row] = await t.db.select().from(apps).where(eq(apps.id, appId));
    await t.db.update(apps).set({ theme: { ...row!.theme, primary_color: '5C29D3', light_color: 'banana' } }).where(eq(apps.id, appId));
    t.server.services.registry.invalidate();
    const theme = (await owner('GET', `/apps/${appId}`)).json().app.theme;
    expect(theme).toMatchObject({ primary_color: '#5c29d3', primary_color_rgb: '92, 41, 211', light_color: defaultTheme.light_color });
    expect((await memberGet(t, 'tuned', '/api/app')).json().theme.primary_color).toBe('#5c29d3');
  });

  it("keeps the toolbar to SPEC §5: a block colour or null, left or center, a logo height of 10–100 %", async () => {
    const ok = await owner('PATCH', `/apps/${appId}`, { toolbar: { background_color: 'secondary_2', align: 'center', logo: null, logo_height_ratio: 80 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().app.toolbar).toEqual({ background_color: 'secondary_2', align: 'center', logo: null, logo_height_ratio: 80 });
    expect((await memberGet(t, 'tuned', '/api/app')).json().toolbar).toMatchObject({ background_color: 'secondary_2', align: 'center' });
    const refusals: [Record<string, unknown>, string, string, Record<string, number>?][] = [
      [{ background_color: 'banana' }, 'body.toolbar.background_color', 'background_color'],
      [{ background_color: '#ff0000' }, 'body.toolbar.background_color', 'background_color'],
      [{ align: 'right' }, 'body.toolbar.align', 'toolbar_align'],
      [{ logo_height_ratio: 5 }, 'body.toolbar.logo_height_ratio', 'value_between', { min: 10, max: 100 }],
      [{ logo_height_ratio: 101 }, 'body.toolbar.logo_height_ratio', 'value_between', { min: 10, max: 100 }],
      [{ logo_height_ratio: 50.5 }, 'body.toolbar.logo_height_ratio', 'value_between', { min: 10, max: 100 }],
    ];
    for (const [toolbar, field, code, params] of refusals) {
      const res = await owner('PATCH', `/apps/${appId}`, { toolbar: { background_color: null, align: 'left', logo: null, logo_height_ratio: 50, ...toolbar } });
      expect(res.statusCode, JSON.stringify(toolbar)).toBe(400);
      expect(res.json().error.details, JSON.stringify(toolbar)).toEqual([{ field, code, message: expect.any(String), ...(params ? { params } : {}) }]);
    }
    const [row] = await t.db.select().from(apps).where(eq(apps.id, appId));
    expect(row!.toolbar).toEqual({ background_color: 'secondary_2', align: 'center', logo: null, logo_height_ratio: 80 });
  });

  it('reads a toolbar saved before the rules (a hex background) with that field at its default', async () => {
    await t.db.update(apps).set({ toolbar: { background_color: '#123456' as never, align: 'center', logo: null, logo_height_ratio: 70 } }).where(eq(apps.id, appId));
    t.server.services.registry.invalidate();
    expect((await owner('GET', `/apps/${appId}`)).json().app.toolbar).toEqual({ background_color: null, align: 'center', logo: null, logo_height_ratio: 70 });
    expect((await memberGet(t, 'tuned', '/api/app')).json().toolbar).toMatchObject({ background_color: null, logo_height_ratio: 70 });
  });

  it('making the app private gates its pages for guests at once', async () => {
    expect((await memberGet(t, 'tuned', '/__/index.json')).json().blocks).toHaveLength(2);
    const res = await owner('PATCH', `/apps/${appId}`, { access: { is_private: true, allow_anonymous_browsing: false } });
    expect(res.statusCode).toBe(200);
    const locked = await memberGet(t, 'tuned', '/__/index.json');
    expect(locked.json().blocks).toEqual([]);
    expect(locked.json().page_access.granted).toBe(false);
  });
});

describe("another account's app", () => {
  it('is 404 for reading, settings and theme, and nothing changes', async () => {
    expect((await owner('GET', `/apps/${rivalAppId}`)).statusCode).toBe(404);
    expect((await owner('PATCH', `/apps/${rivalAppId}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await owner('PUT', `/apps/${rivalAppId}/theme`, { ...defaultTheme, primary_color: '#000000' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(apps).where(eq(apps.id, rivalAppId));
    expect(row!.name).toBe('Rival');
    expect(row!.theme.primary_color).toBe(defaultTheme.primary_color);
    // Its own owner still sees it.
    const own = await rival('GET', `/apps/${rivalAppId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().app).toMatchObject({ custom_domain: 'rival.example.org', app_url: 'https://rival.example.org' });
  });
});

describe('app addresses without PUBLIC_URL', () => {
  it('the default app is opened where the studio is served', async () => {
    const local = await createTestServer({ DEFAULT_APP_SLUG: 'demo' });
    try {
      const { call } = await signedInOwner(local, { email: 'dev@example.test' });
      const res = await call('POST', '/apps', { slug: 'demo', name: 'Demo' });
      expect(res.json().app).toMatchObject({ app_url: 'http://localhost', preview_url: 'http://localhost/?page-builder' });
    } finally {
      await local.close();
    }
  });
});
