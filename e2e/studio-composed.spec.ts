import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';

type Box = { x: number; y: number; width: number; height: number };

/**
 * The box of an element once it holds still: a block just dropped grows as its renderer loads, and
 * Puck may draw it again meanwhile (no box for a moment).
 */
async function settledBox(element: Locator): Promise<Box> {
  let box: Box | null = null;
  for (let tries = 0; tries < 30; tries += 1) {
    await element.page().waitForTimeout(400);
    const next = await element.boundingBox();
    if (next && box && next.y === box.y && next.height === box.height) return next;
    box = next;
  }
  if (!box) throw new Error('the element never settled');
  return box;
}

/** Puck moves blocks with pointer events: press on the drawer item, glide to `to`, release. */
async function dragFromBlockList(page: Page, name: string, to: { x: number; y: number }): Promise<void> {
  const item = page.locator('[data-puck-drawer-item]').filter({ hasText: new RegExp(`^${name}$`) }).first();
  await item.scrollIntoViewIfNeeded();
  const from = (await item.boundingBox())!;
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

const center = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + Math.min(40, box.height / 2) });

test.describe('an owner groups blocks in the studio', () => {
  test('drags in a group, drops a text into it, writes, publishes and sees the text inside the group in the member app', async ({ page, context }) => {
    test.setTimeout(180_000);
    const problems = watchForPageProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/studio/');
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: /Peak/ }).first().click();
    await expect(page.getByRole('tree')).toBeVisible();

    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Side by side');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    const row = page.getByRole('treeitem', { name: /Side by side/ });
    await expect(row).toBeVisible();
    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Side by side' })).toBeVisible();

    // A group onto the empty page, then a text into the group's own drop zone.
    const canvas = page.frameLocator('#preview-frame');
    await dragFromBlockList(page, 'Group of blocks', center((await canvas.locator('[data-puck-dropzone]').first().boundingBox())!));
    const group = canvas.getByRole('group', { name: 'Group of blocks' });
    await expect(group).toBeVisible();
    const zone = group.locator('[data-puck-dropzone$=":blocks"]');
    await expect(zone).toBeVisible();
    await dragFromBlockList(page, 'Text', center(await settledBox(zone)));
    const child = zone.locator('[data-puck-component]');
    await expect(child).toHaveCount(1);
    // Dropped in the group, not beside it.
    await expect(canvas.locator('[data-puck-component]')).toHaveCount(2);

    // The text is selected and edited with its own fields.
    await child.click();
    const content = page.getByRole('textbox', { name: 'Content' }).first();
    await content.click();
    await page.keyboard.type('Side by side with friends');
    await expect(child).toContainText('Side by side with friends');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: members see your changes now.')).toBeVisible({ timeout: 30_000 });

    const member = await context.newPage();
    await member.goto('/side-by-side');
    await expect(member.locator('[data-block-type="composed_block"] [data-block-type="text_block"]')).toContainText('Side by side with friends');
    expect(problems).toEqual([]);
  });
});
