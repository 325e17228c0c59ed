import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';

test.describe('studio shell', () => {
  test('is served at /studio/ and invites the owner to sign in', async ({ page }) => {
    const problems = watchForPageProblems(page);
    // A quiet console too: signed out, the studio does not ask who is signed in (its document says
    // no owner cookie came), so the browser logs no 401.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/studio/');
    await expect(page.getByRole('banner').getByText('Tessera Studio')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
    const audit = await new AxeBuilder({ page }).analyze();
    expect(audit.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('speaks the language asked for, Arabic right to left', async ({ page }) => {
    await page.goto('/studio/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سجّل الدخول لبناء تطبيقك' })).toBeVisible();
  });
});
