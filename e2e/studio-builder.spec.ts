import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';

const PRIMARY = '#e4572e';

/** Puck moves blocks with pointer events: press on the drawer item, glide onto the canvas, release. */
async function dragBlockOntoCanvas(page: Page, name: string): Promise<void> {
  const item = page.locator('[data-puck-drawer-item]').filter({ hasText: new RegExp(`^${name}$`) }).first();
  await item.scrollIntoViewIfNeeded();
  const from = (await item.boundingBox())!;
  // Onto the lower edge of the last block (Puck then inserts after it), or into the empty page's drop zone.
  const blocks = canvasBlocks(page);
  const count = await blocks.count();
  const target = count > 0 ? await settledBox(blocks.nth(count - 1)) : (await page.frameLocator('#preview-frame').locator('[data-puck-dropzone]').first().boundingBox())!;
  const to = { x: target.x + target.width / 2, y: count > 0 ? target.y + target.height - 6 : target.y + Math.min(40, target.height / 2) };
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(start.x + ((to.x - start.x) * step) / 20, start.y + ((to.y - start.y) * step) / 20);
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(200);
  await page.mouse.up();
}

/**
 * The box of a block once it holds still: a block just dropped first shows its "nothing to show
 * yet" placeholder while its renderer loads, then grows; aiming at the placeholder's lower edge
 * would land in the upper half of the grown block, and Puck would insert before it.
 */
async function settledBox(block: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let box = (await block.boundingBox())!;
  for (let tries = 0; tries < 20; tries += 1) {
    await block.page().waitForTimeout(400);
    const next = (await block.boundingBox())!;
    if (next.y === box.y && next.height === box.height) return next;
    box = next;
  }
  return box;
}

function canvasBlocks(page: Page): Locator {
  return page.frameLocator('#preview-frame').locator('[data-puck-component]');
}

test.describe('a new owner builds a page in the studio', () => {
  test('creates a page, drags in blocks, meets the ratio rule, rebrands, publishes and sees it in the member app', async ({ page, context }) => {
    test.setTimeout(240_000);
    const problems = watchForPageProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Sign in and open the demo app's pages.
    await page.goto('/studio/');
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: /Peak/ }).first().click();
    await expect(page.getByRole('tree')).toBeVisible();

    // A new page, hidden from members until published.
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Spring challenge');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    const row = page.getByRole('treeitem', { name: /Spring challenge/ });
    await expect(row).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Spring challenge' })).toBeVisible();

    // Drag in the four foundation blocks.
    for (const [index, name] of ['Hero banner', 'Text', 'Picture', 'Button'].entries()) {
      await dragBlockOntoCanvas(page, name);
      await expect(canvasBlocks(page)).toHaveCount(index + 1);
    }

    // The hero's ratio: 5 is refused with SPEC's words, 60 is fine.
    await canvasBlocks(page).first().click();
    const ratio = page.getByRole('spinbutton', { name: /% of width/ });
    await ratio.fill('5');
    await expect(page.getByText('Ratio Out Of Range').first()).toBeVisible();
    await ratio.fill('60');
    await expect(page.getByText('Ratio Out Of Range')).toHaveCount(0);

    // The full-app preview follows the typing.
    await page.getByRole('button', { name: 'Preview app' }).click();
    const preview = page.frameLocator('iframe[src*="page-builder"]');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Spring into strength');
    await expect(preview.getByText('Spring into strength')).toBeVisible({ timeout: 20_000 });
    await title.fill('Spring into strength together');
    await expect(preview.getByText('Spring into strength together')).toBeVisible();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: members see your changes now.')).toBeVisible({ timeout: 30_000 });

    // A new primary colour.
    await page.getByRole('link', { name: 'Theme', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Theme', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Primary', exact: true }).fill(PRIMARY);
    await page.getByRole('button', { name: 'Save theme' }).click();
    await expect(page.getByText('Theme saved.')).toBeVisible();

    // Members see the published page, in the new colour.
    const member = await context.newPage();
    await member.goto('/spring-challenge');
    await expect(member.getByText('Spring into strength together')).toBeVisible();
    const primary = await member.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary.toLowerCase()).toBe(PRIMARY);
    // The hero without a picture is painted in the brand's primary colour.
    const heroColours = await member
      .locator('[data-block-type="hero_block"], [data-block-type="hero_block"] *')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    expect(heroColours).toContain('rgb(228, 87, 46)');
    expect(problems).toEqual([]);
  });
});
