import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SLUG } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';

/**
 * Issue 4 "Done when", the member side in Chromium: a guest meets the sign-in and purchase locks;
 * the member holding Premium signs in from the lock and reads the masterclass; a new member starts
 * the three-day reset, opens day 1, is told when day 2 opens, completes a page and sees progress,
 * and bookmarks a page that then shows in Saved.
 */

const PASSWORD = 'access-password-1';
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });

/** A member new to this run, signed in through the API: the session cookie lands in the browser. */
async function signUpByApi(page: Page): Promise<string> {
  const email = `e2e-access-${Date.now().toString(36)}@example.test`;
  const response = await page.request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email, name: 'Drip Tester', password: PASSWORD, timezone: 'Europe/Oslo' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

test.describe('access', () => {
  test('a guest meets the sign-in lock and the purchase lock; the Premium member signs in and reads', async ({ page }) => {
    const problems = watchForPageProblems(page);

    await page.goto('/benefits/members-lounge');
    await expect(page.getByRole('heading', { name: 'Members lounge' })).toBeVisible();
    await expect(page.getByText('Log in to see this content.')).toBeVisible();
    await expect(page.getByText('Welcome in.')).toHaveCount(0);
    await screenshot(page, 'access-guest-sign-in-lock.png');

    await page.goto('/benefits/premium-masterclass');
    await expect(page.getByRole('heading', { name: 'Premium masterclass' })).toBeVisible();
    await expect(page.getByText('This content is available after purchase.')).toBeVisible();
    await expect(page.getByText('The full masterclass')).toHaveCount(0);
    await screenshot(page, 'access-guest-purchase-lock.png');

    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/#checkout$/);
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByRole('heading', { name: 'Peak Premium' })).toBeVisible();
    await screenshot(page, 'access-checkout.png');
    await checkout.getByRole('button', { name: 'Close' }).click();

    // A locked link in a collection opens the way in instead of the page.
    await page.goto('/benefits');
    const lounge = page.getByRole('link', { name: /Members lounge/ });
    await expect(lounge).toHaveAttribute('data-access', 'locked');
    await screenshot(page, 'access-benefits-guest.png');
    await lounge.click();
    await expect(page).toHaveURL(/\/benefits#auth$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Sign in from the lock screen: the page is asked for again and opens.
    await page.goto('/benefits/premium-masterclass');
    await page.getByRole('button', { name: 'Log In' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByLabel('Email').fill('member@demo.test');
    await sheet.getByLabel('Password', { exact: true }).fill('demo-password');
    await sheet.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByText('The full masterclass')).toBeVisible();
    await screenshot(page, 'access-member-reads-masterclass.png');
    expect(problems).toEqual([]);
  });

  test('a member starts the drip course, is told when day 2 opens, completes a page and bookmarks one', async ({ page }) => {
    const problems = watchForPageProblems(page);
    await signUpByApi(page);

    await page.goto('/benefits/three-day-reset');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Your progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await screenshot(page, 'access-reset-started.png');

    // Day 1 opens at the start.
    await page.getByRole('link', { name: /Day 1: Breathe/ }).click();
    await expect(page.getByText("Today's practice for day 1.")).toBeVisible();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await expect(page.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('progressbar', { name: 'Progress in Three-day reset' })).toHaveAttribute('aria-valuenow', '33');
    await screenshot(page, 'access-day-1-completed.png');

    // Day 2 opens a day after the start: its link says when, in a modal.
    await page.getByRole('link', { name: /Day 2: Move/ }).click();
    const modal = page.getByRole('dialog', { name: 'Not open yet' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/^Opens .+\d/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'OK' })).toBeFocused();
    await screenshot(page, 'access-day-2-scheduled.png');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/day-1$/);

    // Back on the course: day 1 ticked, a third done.
    await page.goto('/benefits/three-day-reset');
    await expect(page.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();

    // Bookmark the free guide; it shows in Saved.
    await page.goto('/benefits/free-guide');
    const bookmark = page.getByRole('banner').getByRole('button', { name: 'Bookmark' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/me/saved');
    await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Free guide: your first week/ })).toBeVisible();
    await screenshot(page, 'access-saved.png');
    expect(problems).toEqual([]);
  });
});
