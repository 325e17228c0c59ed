import { expect, test } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';
import { createAndOpenPage, dragFromBlockList, openDemoAppPages, settledBox, type Box } from './lib/studio';

const center = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + Math.min(40, box.height / 2) });

test.describe('an owner groups blocks in the studio', () => {
  test('drags in a group, drops a text into it, writes, publishes and sees the text inside the group in the member app', async ({ page, context }) => {
    test.setTimeout(180_000);
    const problems = watchForPageProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    await openDemoAppPages(page);
    await createAndOpenPage(page, 'Side by side');

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
