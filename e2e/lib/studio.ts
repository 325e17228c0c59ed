import { expect, type Locator, type Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** The demo owner signed in to the studio, on the demo app's pages tree. */
export async function openDemoAppPages(page: Page): Promise<void> {
  await page.goto('/studio/');
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /Peak/ }).first().click();
  await expect(page.getByRole('tree')).toBeVisible();
}

/** A new page (hidden from members until published), opened in the editor. */
export async function createAndOpenPage(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create page' }).click();
  const row = page.getByRole('treeitem', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/**
 * The box of an element once it holds still: a block just dropped first shows its "nothing to
 * show yet" placeholder while its renderer loads, then grows, and Puck may draw it again
 * meanwhile (no box for a moment). Aiming at a placeholder's edge would land in the wrong place.
 */
export async function settledBox(element: Locator): Promise<Box> {
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

/** Puck moves blocks with pointer events: press on the block list's item, glide to `to`, release. */
export async function dragFromBlockList(page: Page, name: string, to: { x: number; y: number }): Promise<void> {
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
