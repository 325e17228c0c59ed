import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SLUG, getJson } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { openDemoAppPages } from './lib/studio';
import { seriousViolations } from './lib/axe';

/**
 * Issue 13, the personal schedule in Chromium: a new member plans a workout on a day from its page,
 * starts Strength Foundations on a chosen day and sees its days in Schedule, moves one day with
 * "move the following days too", and removes the workout. Days are next week's (Monday on), so the
 * journey never depends on which weekday it runs. Then the studio's Programs screen: the owner
 * finds Strength Foundations and reorders its stages from the keyboard (not saved: the demo's
 * program is shared by the other journeys).
 */

test.use({ timezoneId: 'UTC' });

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });
const serious = (page: Page) => seriousViolations(page);

function nextMonday(): Date {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const untilMonday = ((8 - day.getUTCDay()) % 7) || 7;
  day.setUTCDate(day.getUTCDate() + untilMonday);
  return day;
}
const plus = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);

test('a member plans a page on a day, moves a program day with the following ones, and removes one', async ({ page }) => {
  const problems = watchForPageProblems(page);
  const monday = nextMonday();
  const response = await page.request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email: `e2e-schedule-${Date.now().toString(36)}@example.test`, name: 'Sam Schedule', password: 'schedule-password-1', timezone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(201);

  // From the workout's page: Add to schedule, on next Tuesday.
  await page.goto('/workouts/full-body-burn');
  await page.getByRole('button', { name: 'Add to schedule' }).click();
  const add = page.getByRole('dialog', { name: 'Add “Full Body Burn” to your schedule' });
  await add.getByLabel('Day', { exact: true }).fill(plus(monday, 1));
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to' })).toBeVisible();

  // Strength Foundations from next Monday: its four weeks are laid on Monday to Thursday.
  await page.goto('/programs/strength-foundations');
  const stages = page.getByRole('region', { name: 'Stages' });
  await stages.getByLabel('Start date (optional)').fill(plus(monday, 0));
  await stages.getByRole('button', { name: 'Start program' }).click();
  await expect(stages.getByText(/0 of 4 stages completed/)).toBeVisible();

  await page.goto('/me/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  // This week says the program's days are next week.
  await expect(page.getByText('More is planned next week.')).toBeVisible();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  const day = (offset: number) => page.locator(`[data-day="${plus(monday, offset)}"]`);
  await expect(day(0).getByRole('link', { name: 'Week 1: Learn the patterns' })).toBeVisible();
  await expect(day(1).getByRole('link', { name: 'Week 2: Add load' })).toBeVisible();
  await expect(day(1).getByRole('link', { name: 'Full Body Burn' })).toBeVisible();
  await expect(day(2).getByRole('link', { name: 'Week 3: Build volume' })).toBeVisible();
  await expect(day(3).getByRole('link', { name: 'Week 4: Test and plan' })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await screenshot(page, 'schedule-week.png');

  // Week 2 moves to Wednesday, and weeks 3 and 4 follow by a day.
  await page.getByRole('button', { name: 'Move “Week 2: Add load” to another day' }).click();
  const move = page.getByRole('dialog', { name: 'Move “Week 2: Add load”' });
  await expect(move.getByRole('switch', { name: 'Move the following days too' })).toBeChecked();
  await move.getByLabel('Day', { exact: true }).fill(plus(monday, 2));
  expect(await serious(page)).toEqual([]);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(/with the 2 following days/)).toBeAttached();
  await expect(day(2).getByRole('link', { name: 'Week 2: Add load' })).toBeVisible();
  await expect(day(3).getByRole('link', { name: 'Week 3: Build volume' })).toBeVisible();
  await expect(day(4).getByRole('link', { name: 'Week 4: Test and plan' })).toBeVisible();
  await expect(day(0).getByRole('link', { name: 'Week 1: Learn the patterns' })).toBeVisible();
  await expect(day(1).getByRole('link', { name: 'Week 2: Add load' })).toHaveCount(0);

  // The workout comes off the schedule; the plan is the server's, so it holds after a reload.
  await page.getByRole('button', { name: 'Remove “Full Body Burn” from the schedule' }).click();
  await expect(page.getByText('Removed “Full Body Burn”')).toBeAttached();
  await expect(day(1).getByRole('link', { name: 'Full Body Burn' })).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(day(4).getByRole('link', { name: 'Week 4: Test and plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Full Body Burn' })).toHaveCount(0);
  await screenshot(page, 'schedule-moved.png');
  expect(problems).toEqual([]);
});

test("the app's own live run is on the member's schedule, read-only and marked as the app's", async ({ page }) => {
  const problems = watchForPageProblems(page);
  const response = await page.request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email: `e2e-schedule-app-${Date.now().toString(36)}@example.test`, name: 'Ada Agenda', password: 'schedule-password-1', timezone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(201);
  // The demo's Community 5K Run is scheduled by the app (scope page) on a Saturday at least two days after the seed.
  const run = await getJson<{ page_schedule: { starts_at: string } }>(page.request, `/__/live/community-run/index.json?ts=${Date.now()}`);
  const runDay = run.page_schedule.starts_at.slice(0, 10);
  const mondayOf = (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
    return date.getTime();
  };
  const weeksAhead = Math.round((mondayOf(runDay) - mondayOf(new Date().toISOString().slice(0, 10))) / (7 * 86_400_000));

  await page.goto('/me/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  for (let week = 0; week < weeksAhead; week++) await page.getByRole('button', { name: 'Next week', exact: true }).click();
  const entry = page.locator(`[data-day="${runDay}"]`).getByTestId('schedule-entry').filter({ has: page.getByRole('link', { name: 'Community 5K Run' }) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('From Peak');
  await expect(entry.getByRole('button')).toHaveCount(0);
  await expect(entry).toHaveAttribute('draggable', 'false');
  expect(await serious(page)).toEqual([]);
  await screenshot(page, 'schedule-app-item.png');
  expect(problems).toEqual([]);
});

test.describe('studio programs', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the owner lists programs, opens one and reorders its stages from the keyboard', async ({ page }) => {
    const problems = watchForPageProblems(page);
    await openDemoAppPages(page);
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Programs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Strength Foundations' }) });
    await expect(row).toContainText('Stages: 4');
    expect(await serious(page)).toEqual([]);
    await row.getByRole('link', { name: 'Strength Foundations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Strength Foundations' })).toBeVisible();
    const stageTitles = page.getByRole('textbox', { name: /^Title of stage/ });
    await expect(stageTitles).toHaveCount(4);
    await expect(stageTitles.first()).toHaveValue('Week 1');
    // Keyboard only: focus "down" on the first stage and press Enter; the focus follows the stage.
    await page.getByRole('button', { name: 'Move Week 1 down' }).focus();
    await page.keyboard.press('Enter');
    await expect(stageTitles.nth(0)).toHaveValue('Week 2');
    await expect(stageTitles.nth(1)).toHaveValue('Week 1');
    await expect(page.getByRole('button', { name: 'Move Week 1 down' })).toBeFocused();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await screenshot(page, 'studio-programs-editor.png');
    expect(problems).toEqual([]);
  });
});
