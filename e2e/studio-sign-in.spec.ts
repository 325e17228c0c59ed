import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';

/** Issue 3, studio: an owner signs in, sees their apps, lists and searches members, signs out. */
test.describe('an owner in the studio', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('signs in, finds a member of the demo app, and signs out', async ({ page }) => {
    const problems = watchForPageProblems(page);
    await page.goto('/studio/');

    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');

    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your apps' })).toBeVisible();
    await expect(page.getByText('Peak Coaching').first()).toBeVisible();

    await page.getByRole('link', { name: /Peak/ }).first().click();
    await page.getByRole('link', { name: 'Members', exact: true }).click();
    // Newest first, and the specs before this one sign up a page of members of their own: search.
    const table = page.getByRole('table');
    await expect(table).toContainText('@');
    const search = page.getByRole('searchbox', { name: /Search members/ }).or(page.getByLabel('Search members')).first();
    await search.fill('demo.test');
    await expect(table).toContainText('member@demo.test');
    await expect(table).toContainText('admin@demo.test');

    await search.fill('mia');
    await expect(table).toContainText('Mia Member');
    await expect(table).not.toContainText('admin@demo.test');

    const audit = await new AxeBuilder({ page }).analyze();
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    const membersAddress = page.url();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeVisible();
    // The session is gone on the server too: a deep link leads back to sign-in.
    await page.goto(membersAddress);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
