import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { openDemoAppPages } from './lib/studio';
import { studioApi, type StudioPageSummary } from './lib/studio-api';

/** No serious or critical axe violation on the screen as it stands. */
async function expectNoSeriousViolation(page: Page): Promise<void> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test.describe('the owner builds a form in the studio', () => {
  test('builds a form, places it on a form page, and exports its submissions as CSV', async ({ page, request }) => {
    test.setTimeout(180_000);
    const problems = watchForPageProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // A form page to place it on (made through the studio API: the page tree is another journey's).
    const studio = await studioApi(request);
    const appId = await studio.demoAppId();
    const { pages } = await studio.call<{ pages: StudioPageSummary[] }>('GET', `/studio/apps/${appId}/pages`);
    const home = pages.find((candidate) => candidate.path === '/') ?? pages[0]!;
    const stamp = Date.now().toString(36);
    const pageTitle = `Race day survey ${stamp}`;
    const { page: formPage } = await studio.call<{ page: { id: string } }>('POST', `/studio/apps/${appId}/pages`, {
      title: pageTitle,
      parent_id: home.id,
      path: `/race-day-${stamp}`,
      content_type: 'form',
    });

    await openDemoAppPages(page);
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Forms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
    await page.getByRole('button', { name: 'New form' }).click();
    const dialog = page.getByRole('dialog', { name: 'New form' });
    await dialog.getByLabel('Form title').fill(`Race day ${stamp}`);
    await dialog.getByRole('button', { name: 'Create form' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Race day ${stamp}` })).toBeVisible();

    // A section with two questions, the second moved first from the keyboard, one a quiz question bound to a property.
    await page.getByRole('button', { name: 'Add a section' }).click();
    await page.getByLabel('Section title').fill('How it went');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Finish time');
    await page.getByLabel('Members must answer it').check();
    await page.getByLabel('New question type').selectOption('number');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('textbox', { name: 'Question', exact: true }).last().fill('Laps');
    await page.getByLabel('Correct answer (quiz)').last().fill('12');
    await page.getByLabel('Save the answer as a member property').last().fill('race_laps');
    await page.getByRole('button', { name: 'Move Laps up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Laps moved to position 1 of 2')).toBeAttached();

    // Placed on the form page.
    await page.getByLabel('Form page').selectOption({ label: `${pageTitle} (/race-day-${stamp})` });
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // The preview asks the questions in their new order.
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByLabel(/^Laps/)).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Into the test output (the README's copy in docs/screenshots is refreshed by hand, not by every run).
    await page.screenshot({ path: join(E2E_DIR, 'screenshots', 'studio-form-builder.png'), fullPage: false });

    const { forms } = await studio.call<{ forms: { id: string; title: string; page_id: string | null; field_count: number; is_quiz: boolean }[] }>('GET', `/studio/apps/${appId}/forms`);
    const saved = forms.find((form) => form.title === `Race day ${stamp}`);
    expect(saved).toMatchObject({ page_id: formPage.id, field_count: 2, is_quiz: true });

    // Its submissions, exported as CSV.
    await page.getByRole('link', { name: /^Submissions/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
    await expect(page.getByText('No submissions yet')).toBeVisible();
    await expectNoSeriousViolation(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Laps');
    expect(csv.split('\n')[0]).toContain('Finish time');
    expect(problems).toEqual([]);
  });
});
