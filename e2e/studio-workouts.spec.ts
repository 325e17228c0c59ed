import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './lib/axe';
import { DEMO_SLUG } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { openDemoAppPages } from './lib/studio';

/**
 * Issue 14, the studio side in Chromium: the owner adds exercises (one with an alternate), builds
 * a workout with a superset, shows it on Full Body Burn through its workout block, publishes, and
 * a member sees the workout's overview. axe checks every studio screen on the way.
 */

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled', fullPage: true });

/** The editor's block tools (Puck draws the fields panel twice; one is shown). */
const tools = (page: Page) => page.getByRole('region', { name: 'Add and order blocks' }).filter({ visible: true });

/**
 * Puck's own "add item" button of a list field (the workout block's exercise list) has an icon and
 * no name: a known problem of every list field in the block editor, outside this journey, left out.
 */
const PUCK_LIST_ADD_BUTTON = 'ArrayField-addButton';

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const found = (await seriousViolations(page)).filter((violation) => !violation.includes(PUCK_LIST_ADD_BUTTON));
  expect(found, screen).toEqual([]);
}

async function addExercise(page: Page, name: string, { equipment = '', alternates = [] as string[] } = {}): Promise<void> {
  await page.getByRole('button', { name: 'New exercise' }).click();
  const form = page.getByRole('form', { name: 'New exercise' });
  await form.getByLabel('Name').fill(name);
  if (equipment) await form.getByLabel('Equipment').fill(equipment);
  await form.getByLabel('Cues').fill('Brace first\nBreathe out on the way up');
  for (const alternate of alternates) await form.getByRole('checkbox', { name: alternate }).check();
  await form.getByRole('button', { name: 'Save exercise' }).click();
  await expect(page.getByText(`“${name}” was saved.`)).toBeVisible();
}

async function addToGroup(group: Locator, number: number, exercise: string): Promise<void> {
  await group.getByLabel(`Exercise to add to group ${number}`).selectOption({ label: exercise });
  await group.getByRole('button', { name: 'Add exercise' }).click();
}

test('an owner builds a workout with a superset from the exercise library, shows it on a workout page, and a member sees it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // A retry runs against the same server, so its exercises and workout must not clash with the first try's.
  const tag = test.info().retry ? `e2e-${test.info().retry}` : 'e2e';
  const problems = watchForPageProblems(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemoAppPages(page);
  await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Workouts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
  await expectNoSeriousViolations(page, 'workouts list');

  // The library: three exercises, the front squat with the goblet squat as its alternate.
  await page.getByRole('link', { name: 'Exercise library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exercise library' })).toBeVisible();
  await addExercise(page, `Goblet squat (${tag})`, { equipment: 'Kettlebell' });
  await addExercise(page, `Push-up (${tag})`);
  await page.getByRole('button', { name: 'New exercise' }).click();
  await expectNoSeriousViolations(page, 'exercise form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addExercise(page, `Front squat (${tag})`, { equipment: 'Barbell, Rack', alternates: [`Goblet squat (${tag})`] });
  const frontSquat = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Front squat (${tag})` }) });
  await expect(frontSquat).toContainText(`Alternates: Goblet squat (${tag})`);
  await page.getByLabel('Search exercises').fill('e2e');
  await expectNoSeriousViolations(page, 'exercise library');
  await screenshot(page, 'studio-workouts-library.png');

  // A new workout: a straight group of front squats, then a superset of push-ups and goblet squats.
  await page.getByRole('link', { name: 'Workouts', exact: true }).last().click();
  await page.getByRole('button', { name: /New workout|Create the first workout/ }).click();
  const create = page.getByRole('dialog', { name: 'New workout' });
  await create.getByLabel('Title').fill(`Squat superset (${tag})`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Squat superset (${tag})` })).toBeVisible();

  await page.getByRole('button', { name: 'Add group' }).click();
  const groups = page.getByTestId('workout-group');
  await addToGroup(groups.nth(0), 1, `Front squat (${tag})`);
  await page.getByLabel(`Reps, set 1 of Front squat (${tag})`).fill('5');
  await page.getByLabel(`Load (kg), set 1 of Front squat (${tag})`).fill('60');
  await page.getByRole('button', { name: `Add a set to Front squat (${tag})` }).click();
  await page.getByRole('button', { name: `Duplicate set 2 of Front squat (${tag})` }).click();
  await expect(groups.nth(0).getByTestId('workout-set')).toHaveCount(3);

  await page.getByRole('button', { name: 'Add group' }).click();
  await groups.nth(1).getByLabel('Kind').selectOption({ label: 'Superset' });
  await groups.nth(1).getByLabel('Rounds').fill('3');
  await addToGroup(groups.nth(1), 2, `Goblet squat (${tag})`);
  await addToGroup(groups.nth(1), 2, `Push-up (${tag})`);
  // Push-ups first: Alt + Up on the move button, focus kept.
  const up = page.getByRole('button', { name: `Move Push-up (${tag}) up` });
  await up.focus();
  await up.press('Alt+ArrowUp');
  const firstInSuperset = groups.nth(1).getByTestId('workout-item').first().getByLabel('Exercise', { exact: true });
  await expect.poll(() => firstInSuperset.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(`Push-up (${tag})`);
  await expect(page.getByText(`Push-up (${tag}) moved to position 1.`)).toBeAttached();
  await expect(up).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Group 2: Superset' })).toBeVisible();

  // A refused value is shown at its field, and nothing is saved.
  await page.getByLabel(`Reps, set 1 of Push-up (${tag})`).fill('0');
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page.getByLabel(`Reps, set 1 of Push-up (${tag})`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(`Reps, set 1 of Push-up (${tag})`)).toBeFocused();
  await page.getByLabel(`Reps, set 1 of Push-up (${tag})`).fill('12');

  await page.getByLabel('Workout page').selectOption({ label: 'Full Body Burn (/workouts/full-body-burn)' });
  await expect(page.getByTestId('estimate')).toContainText('Estimated time: about');
  await expectNoSeriousViolations(page, 'workout builder');
  await page.getByRole('button', { name: 'Save workout' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await screenshot(page, 'studio-workouts-builder.png');

  // The workout page's workout block runs it.
  await page.getByRole('link', { name: 'Open the page in the editor to add its workout block' }).click();
  await expect(page.getByRole('heading', { name: 'Full Body Burn' }).first()).toBeVisible();
  await tools(page).getByLabel('Block to add').selectOption({ label: 'Workout' });
  await tools(page).getByRole('button', { name: /^Add (to the page|after this block)$/ }).click();
  const picker = page.getByRole('combobox', { name: 'Run a studio workout' }).filter({ visible: true });
  await expect(picker).toBeEnabled();
  await picker.selectOption({ label: `Squat superset (${tag})` });
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page, 'block editor with the workout picker');
  await picker.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(E2E_DIR, 'screenshots', 'studio-workouts-block.png'), animations: 'disabled' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: members see your changes now.')).toBeVisible({ timeout: 30_000 });

  // A member opens the page and sees the workout's overview.
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const member = await memberContext.newPage();
  const signUp = await member.request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email: `e2e-workouts-${Date.now().toString(36)}@example.test`, name: 'Wendy Workout', password: 'workouts-password-1', timezone: 'Europe/Oslo' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await member.goto('/workouts/full-body-burn');
  // The demo's own class on this page has an overview too: ours is the one with our exercises.
  const overview = member.locator('[data-screen="overview"]').filter({ hasText: `Front squat (${tag})` });
  await expect(overview).toBeVisible({ timeout: 20_000 });
  await expect(overview).toContainText(`Front squat (${tag})`);
  await expect(overview).toContainText(`Push-up (${tag})`);
  await expect(overview).toContainText('Superset');
  await expect(overview.getByRole('button', { name: 'Start workout' })).toBeVisible();
  await member.screenshot({ path: join(E2E_DIR, 'screenshots', 'studio-workouts-member-overview.png'), animations: 'disabled', fullPage: true });
  await memberContext.close();
  expect(problems).toEqual([]);
});
