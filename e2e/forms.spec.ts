import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { seriousViolations } from './lib/axe';

/**
 * Issue 12 "Done when", the member side in Chromium: a new member signs up and meets the intake
 * form; sends the Weekly Check-in with a photo, reopens it and sees the earlier submission, edits
 * and deletes it; and a lesson's quiz shows its score. All on the seeded demo app.
 */

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });
const serious = (page: Page, selector: string) => seriousViolations(page, { include: selector });

// A 4×4 PNG: the server decides by the bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPQmtsPRwzEcQAlwhVhGsOfqAAAAABJRU5ErkJggg==', 'base64');

test('a member meets the intake form, sends, edits and deletes a check-in with a photo, and scores a quiz', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchForPageProblems(page);

  // Sign up: the intake form (trigger auth_signed_up) follows at once.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const auth = page.getByRole('dialog');
  await auth.getByRole('button', { name: 'Create account' }).click();
  await auth.getByLabel('Name').fill('Fran Forms');
  await auth.getByLabel('Email').fill(`e2e-forms-${Date.now().toString(36)}@example.test`);
  await auth.getByLabel('Password', { exact: true }).fill('forms-password-1');
  await auth.getByRole('button', { name: 'Create account' }).click();
  const intake = page.getByRole('dialog', { name: 'Welcome to Peak' });
  await expect(intake.getByRole('heading', { name: 'Welcome! Three quick questions' })).toBeVisible();
  await expect(page).toHaveURL(/#form\/[0-9a-f-]{36}$/);
  await intake.getByRole('button', { name: 'Start' }).click();
  await intake.getByRole('button', { name: 'Send' }).click();
  await expect(intake.getByText('Field is required.').first()).toBeVisible();
  expect(await serious(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'forms-intake-errors.png');
  await intake.getByText('Build strength').click();
  await intake.getByLabel('Training days per week *').fill('3');
  await intake.getByRole('checkbox', { name: /I have no injury/ }).check();
  await intake.getByRole('button', { name: 'Send' }).click();
  await expect(intake.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await intake.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The Weekly Check-in: two steps with a progress bar, a photo on the second.
  await page.goto('/check-in');
  const form = page.locator('[data-page-form]');
  await expect(form.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();
  await form.getByLabel('Weight (kg) *').fill('500');
  await form.getByLabel('Energy (1–10) *').fill('7');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Value must be between 30 and 300')).toBeVisible();
  await form.getByLabel('Weight (kg) *').fill('72.5');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles({ name: 'progress.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Chosen photo for Progress photo' })).toBeVisible();
  await form.getByLabel('Notes for your coach').fill('Slept well, felt strong.');
  expect(await serious(page, '[data-page-form]')).toEqual([]);
  await screenshot(page, 'forms-check-in-photo.png');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Reopened, the link shows the earlier submission, photo included.
  await page.reload();
  await expect(form.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await expect(form.getByText('72.5')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Photo: Progress photo' })).toBeVisible();
  expect(await serious(page, '[data-page-form]')).toEqual([]);
  await screenshot(page, 'forms-check-in-earlier.png');

  // Edit it: the change is saved and shown.
  await form.getByRole('button', { name: 'Edit answers' }).click();
  await form.getByLabel('Weight (kg) *').fill('71');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await form.getByRole('button', { name: 'See your answers' }).click();
  await expect(form.getByText('71', { exact: true })).toBeVisible();
  await expect(form.getByText(/edited/)).toBeVisible();

  // Delete it: after asking, the form is empty again, and stays so after a reload.
  await form.getByRole('button', { name: 'Delete' }).click();
  await form.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(form.getByLabel('Weight (kg) *')).toHaveValue('');
  await page.reload();
  await expect(form.getByLabel('Weight (kg) *')).toBeVisible();

  // A lesson ends with a quiz; sending it shows the score and the right answers.
  await page.goto('/programs/strength-foundations/week-2');
  await page.getByRole('button', { name: 'Take the week 2 quiz' }).click();
  const quiz = page.getByRole('dialog', { name: 'Week 2 quiz' });
  await quiz.getByRole('button', { name: 'Start' }).click();
  await quiz.getByText('Romanian deadlift').click();
  await quiz.getByLabel('How many reps should you leave in the tank? *').fill('2');
  await quiz.getByLabel('Quality or load: which comes first? *').fill('Load');
  await quiz.getByRole('button', { name: 'Send' }).click();
  await expect(quiz.getByText('You got 2 of 3 right')).toBeVisible();
  await expect(quiz.getByText('Not quite: the answer is Quality')).toBeVisible();
  expect(await serious(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'forms-quiz-score.png');
  expect(problems).toEqual([]);
});
