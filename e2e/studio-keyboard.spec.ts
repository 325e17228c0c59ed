import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';
import { createAndOpenPage, openDemoAppPages } from './lib/studio';

/** A button pressed from the keyboard: focused, then Enter. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

/** The editor's block tools (Puck draws the fields panel twice; one is shown). */
const tools = (page: Page) => page.getByRole('region', { name: 'Add and order blocks' }).filter({ visible: true });

test.describe('an owner builds a page with the keyboard only', () => {
  test('adds blocks, puts one inside a group, reorders, selects a block on the canvas, publishes', async ({ page, context }) => {
    test.setTimeout(180_000);
    const problems = watchForPageProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDemoAppPages(page);
    await createAndOpenPage(page, 'Keyboard page');
    const canvas = page.frameLocator('#preview-frame');
    const blocks = canvas.locator('[data-puck-component]');

    // A text at the end of the empty page: added, selected, its fields next.
    await tools(page).getByLabel('Block to add').selectOption({ label: 'Text' });
    await press(tools(page).getByRole('button', { name: 'Add to the page' }));
    await expect(blocks).toHaveCount(1);
    await expect(tools(page).getByText('Text added.')).toBeVisible();
    const content = page.getByRole('textbox', { name: 'Content' }).filter({ visible: true });
    await content.focus();
    await page.keyboard.type('Typed without a mouse');

    // A group after it, and a picture inside the group.
    await tools(page).getByLabel('Block to add').selectOption({ label: 'Group of blocks' });
    await press(tools(page).getByRole('button', { name: 'Add after this block' }));
    await expect(canvas.getByRole('group', { name: 'Group of blocks' })).toBeVisible();
    await tools(page).getByLabel('Block to add').selectOption({ label: 'Button' });
    await press(tools(page).getByRole('button', { name: 'Add inside the group' }));
    await expect(canvas.locator('[data-puck-dropzone$=":blocks"] [data-puck-component]')).toHaveCount(1);
    // A group cannot go inside a group: said, and nothing is added.
    await tools(page).getByLabel('Block to add').selectOption({ label: 'Group of blocks' });
    await press(tools(page).getByRole('button', { name: 'Add after this block' }));
    await expect(tools(page).getByText('A group cannot contain another group.')).toBeVisible();
    await expect(blocks).toHaveCount(3);

    // Select the text on the canvas with Enter, then move it below the group.
    const text = blocks.filter({ hasText: 'Typed without a mouse' }).first();
    await text.focus();
    await text.press('Enter');
    await expect(content).toBeVisible();
    await press(tools(page).getByRole('button', { name: 'Move down' }));
    await expect(tools(page).getByText('Now 2 of 2.')).toBeVisible();
    await expect(canvas.locator('[data-puck-dropzone="root:default-zone"] > [data-puck-component]').last()).toContainText('Typed without a mouse');

    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(page.getByText('Published: members see your changes now.')).toBeVisible({ timeout: 30_000 });
    const member = await context.newPage();
    await member.goto('/keyboard-page');
    const memberBlocks = member.locator('main [data-block-type]:not([data-block-type="composed_block"] [data-block-type])');
    await expect(memberBlocks.last()).toContainText('Typed without a mouse');
    await expect(member.locator('[data-block-type="composed_block"] [data-block-type="button_block"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});
