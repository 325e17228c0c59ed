import { expect, test } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';

/**
 * The demo's breathing timer is a code block set to fit its content: its sandboxed frame measures
 * itself and the block follows (SPEC §9 resize handling), in a real browser with the real frame.
 */
test.describe('a code block that fits its content', () => {
  test('is as high as what its code draws, and follows when that changes', async ({ page }) => {
    const problems = watchForPageProblems(page);
    await page.goto('/explore');
    const frameElement = page.getByTitle('Breathing timer');
    // The frame is added once the block has hydrated and scrolled near (decision 041).
    await page.locator('[data-block-type="code_block"]').scrollIntoViewIfNeeded();
    await expect(frameElement).toBeVisible();
    const frame = page.frameLocator('iframe[title="Breathing timer"]');
    await expect(frame.getByText('Breathe in as the circle grows')).toBeVisible();

    const contentHeight = () => frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    const boxHeight = async () => Math.round((await frameElement.boundingBox())?.height ?? 0);
    await expect.poll(async () => (await boxHeight()) - (await contentHeight())).toBe(0);

    // The code draws more: the frame reports it (throttled) and the block grows with it.
    const before = await boxHeight();
    await frame.locator('body').evaluate((body) => {
      const extra = document.createElement('div');
      extra.style.height = '300px';
      body.append(extra);
    });
    await expect.poll(boxHeight).toBe(before + 300);

    // The frame never reaches the member app: it runs with an opaque origin.
    const origin = await frame.locator('html').evaluate(() => window.origin);
    expect(origin).toBe('null');
    expect(problems).toEqual([]);
  });
});
