import { expect, test, type Locator, type Page } from '@playwright/test';

function canvasBlocks(page: Page): Locator {
  return page.frameLocator('#preview-frame').locator('[data-puck-component]');
}
async function boxes(page: Page) {
  return canvasBlocks(page).evaluateAll((els) => els.map((el) => ({ id: el.getAttribute('data-puck-component')?.slice(0, 8), label: el.getAttribute('aria-label') ?? el.textContent?.slice(0, 20), top: Math.round(el.getBoundingClientRect().top), h: Math.round(el.getBoundingClientRect().height) })));
}
async function drag(page: Page, name: string) {
  const item = page.locator('[data-puck-drawer-item]').filter({ hasText: new RegExp(`^${name}$`) }).first();
  await item.scrollIntoViewIfNeeded();
  const from = (await item.boundingBox())!;
  const blocks = canvasBlocks(page);
  const count = await blocks.count();
  const target = count > 0 ? (await blocks.nth(count - 1).boundingBox())! : (await page.frameLocator('#preview-frame').locator('[data-puck-dropzone]').first().boundingBox())!;
  console.log(name, 'before', JSON.stringify(await boxes(page)), 'target', JSON.stringify(target));
  const to = { x: target.x + target.width / 2, y: count > 0 ? target.y + target.height - 6 : target.y + Math.min(40, target.height / 2) };
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(start.x + ((to.x - start.x) * step) / 20, start.y + ((to.y - start.y) * step) / 20);
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(200);
  console.log(name, 'hovering', JSON.stringify(await boxes(page)));
  await page.mouse.up();
}

test('probe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/studio/');
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Peak/ }).first().click();
  await expect(page.getByRole('tree')).toBeVisible();
  if (process.env.WARM) {
    await page.getByRole('treeitem', { name: /Explore the club/ }).getByRole('link').first().click();
    await page.frameLocator('#preview-frame').locator('[data-puck-component]').first().waitFor();
    await page.getByRole('link', { name: 'Pages', exact: true }).first().click();
    await expect(page.getByRole('tree')).toBeVisible();
  }
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Title').fill('Spring challenge');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  const row = page.getByRole('treeitem', { name: /Spring challenge/ });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Spring challenge' })).toBeVisible();
  for (const [index, name] of ['Hero banner', 'Text', 'Picture', 'Button'].entries()) {
    await drag(page, name);
    await expect(canvasBlocks(page)).toHaveCount(index + 1);
    console.log(name, 'after', JSON.stringify(await boxes(page)));
  }
});
