import { expect, test } from '@playwright/test';
import { getJson } from './lib/demo-data';
import { seriousViolations } from './lib/axe';

type Menu = { menu: { title: string; path: string }[] };
type Listing = { children: { path: string }[] };

test.describe('accessibility of the demo app (axe)', () => {
  test('every page of the menu and the pages under it have no serious or critical violation', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { menu } = await getJson<Menu>(request, '/api/app');
    const paths = new Set<string>(['/', ...menu.map((item) => item.path)]);
    // One level down as well: that is where most block types live.
    for (const item of menu) {
      const prefix = item.path === '/' ? '' : item.path;
      const props = await getJson<Listing>(request, `/__${prefix}/index.json`).catch(() => ({ children: [] }));
      for (const child of props.children.slice(0, 6)) paths.add(child.path);
    }
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      // Lazy block renderers and images settle before the audit.
      await page.waitForLoadState('networkidle');
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
});

test.describe('accessibility of the studio (axe)', () => {
  test('the apps list, pages tree, page editor (with a picture field), translation editor, theme and settings have no serious or critical violation', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/studio/');
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const found: string[] = [];
    const audit = async (name: string) => {
      for (const violation of await seriousViolations(page)) found.push(`${name}: ${violation}`);
    };

    await page.getByRole('link', { name: /Peak/ }).first().waitFor();
    await audit('apps');
    await page.getByRole('link', { name: /Peak/ }).first().click();
    await page.getByRole('tree').waitFor();
    await audit('pages');
    await page.getByRole('treeitem', { name: /Explore the club/ }).getByRole('link').first().click();
    await page.frameLocator('#preview-frame').locator('[data-puck-component]').first().waitFor();
    await audit('page editor');
    // A profile card selected: its picture's upload button and the app's recent uploads.
    const canvas = page.frameLocator('#preview-frame');
    await canvas.locator('[data-puck-component]').filter({ has: canvas.locator('[data-block-type="avatar_block"]') }).first().click();
    await page.getByRole('button', { name: /^Recent uploads, / }).click();
    await audit('picture field with recent uploads');
    // A translation being written: every text of the page, list items and rich text included.
    await page.getByRole('tab', { name: 'Translations' }).click();
    await page.getByRole('button', { name: 'Translate' }).first().click();
    await page.getByRole('textbox', { name: /Icon list \d+ › Point 1 › Heading/ }).waitFor();
    await audit('translation editor');
    await page.getByRole('link', { name: 'Theme', exact: true }).click();
    await page.getByRole('heading', { name: 'Theme', level: 1 }).waitFor();
    await audit('theme');
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await audit('settings');
    expect(found).toEqual([]);
  });
});
