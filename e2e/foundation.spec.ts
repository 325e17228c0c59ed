import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blocksOfType, demoApp, pageData, stringProp, type PageProps } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';

// A link may be drawn as a link or a button depending on the block; the visitor cannot tell.
function clickable(page: Page, name: string): Locator {
  return page.getByRole('link', { name }).or(page.getByRole('button', { name })).first();
}

/** The first words of a text block's HTML as the visitor reads them, parsed by the browser itself. */
async function firstWordsOf(page: Page, html: string): Promise<string> {
  const text = await page.evaluate((source) => {
    const body = new DOMParser().parseFromString(source, 'text/html').body;
    return (body.firstElementChild ?? body).textContent ?? '';
  }, html);
  return text.trim().split(/\s+/).slice(0, 4).join(' ');
}

async function expectHome(page: Page, home: PageProps): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const hero = blocksOfType(home, 'hero_block')[0];
  const marker = hero ? stringProp(hero, 'title') : home.page_title;
  await expect(page.getByText(marker).first()).toBeVisible();
}

test.describe('a newcomer in the demo app', () => {
  let home: PageProps;
  test.beforeAll(async ({ request }) => {
    home = await pageData(request, '/');
  });

  test('sees the app name and every kind of home block', async ({ page, request }) => {
    const problems = watchForPageProblems(page);
    const app = await demoApp(request);
    await page.goto('/');

    // The toolbar carries the brand: the name as text, or a logo or home link named after the app.
    const toolbar = page.getByRole('banner');
    const brand = toolbar
      .getByText(app.name)
      .or(toolbar.getByRole('img', { name: app.name }))
      .or(toolbar.getByRole('link', { name: app.name }));
    await expect(brand.first()).toBeVisible();

    const [hero] = blocksOfType(home, 'hero_block');
    expect(hero, 'the demo home page has a hero').toBeDefined();
    if (hero) await expect(page.getByText(stringProp(hero, 'title')).first()).toBeVisible();

    const text = blocksOfType(home, 'text_block').find((block) => stringProp(block, 'content') !== '');
    expect(text, 'the demo home page has a text block').toBeDefined();
    if (text) await expect(page.getByText(await firstWordsOf(page, stringProp(text, 'content'))).first()).toBeVisible();

    const [image] = blocksOfType(home, 'image_block');
    expect(image, 'the demo home page has an image').toBeDefined();
    if (image) {
      const alt = stringProp(image, 'alt');
      const picture = alt ? page.getByRole('img', { name: alt }).first() : page.getByRole('img').first();
      await expect(picture).toBeVisible();
      // Served by the app itself, so it must load under the CSP, not just have a box.
      if (!/^https?:/.test(stringProp(image, 'image'))) {
        await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
    }

    const [button] = blocksOfType(home, 'button_block');
    expect(button, 'the demo home page has a button').toBeDefined();
    if (button) await expect(clickable(page, stringProp(button, 'text'))).toBeVisible();

    const [collection] = blocksOfType(home, 'collection_block');
    expect(collection, 'the demo home page has a collection').toBeDefined();
    const items = (collection?.props.items ?? []) as { page_id: string }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const reference = home.references[item.page_id];
      expect(reference, `collection item ${item.page_id} is in the page references`).toBeDefined();
      if (reference) await expect(page.getByRole('link', { name: reference.title }).first()).toBeVisible();
    }

    if (app.show_made_with_badge) await expect(page.getByText(/made with/i).first()).toBeVisible();

    await page.screenshot({ path: join(E2E_DIR, 'screenshots', 'home.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  test('follows a collection card to another page and comes back with the toolbar', async ({ page, request }) => {
    await page.goto('/');
    const [collection] = blocksOfType(home, 'collection_block');
    const firstItem = ((collection?.props.items ?? []) as { page_id: string }[])[0];
    const target = firstItem ? home.references[firstItem.page_id] : undefined;
    if (!target) throw new Error('the demo home page needs a collection with at least one card');
    const targetProps = await pageData(request, target.path);

    await page.getByRole('link', { name: target.title }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === target.path);
    await expect(page.getByText(targetProps.page_title).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);

    await page.getByRole('button', { name: /back/i }).first().click();
    await expectHome(page, home);
  });

  test('gets Page Not Found on an unknown path and finds the way home', async ({ page }) => {
    await page.goto('/no-such-page-in-the-demo');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await clickable(page, 'Take me home').click();
    await expectHome(page, home);
  });

  test('opens sign-in from #auth and closes it when the hash goes', async ({ page }) => {
    await page.goto('/#auth');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '';
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectHome(page, home);
  });

  test('is shown at 375 px in page-builder preview, even on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/?page-builder');
    await expectHome(page, home);
    const box = await page.getByRole('main').first().boundingBox();
    expect(box?.width).toBe(375);
  });

  test('reads Arabic right to left', async ({ page }) => {
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('page data over HTTP', () => {
  test('the home page props come from /__/index.json', async ({ request }) => {
    const response = await request.get(`/__/index.json?ts=${Date.now()}`, { headers: { 'X-App-Slug': 'demo' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const props = (await response.json()) as PageProps;
    expect(typeof props.page_id).toBe('string');
    expect(props.page_id).not.toBe('');
    expect(props.page_data.path).toBe('/');
    expect(Array.isArray(props.blocks)).toBe(true);
  });

  test('an unknown app is a 404 in the error shape', async ({ request }) => {
    const response = await request.get('/__/index.json', { headers: { 'X-App-Slug': 'no-such-app' } });
    expect(response.status()).toBe(404);
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code).toBe('string');
    expect(typeof body.error?.message).toBe('string');
  });
});
