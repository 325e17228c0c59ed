import { expect, test, type ConsoleMessage } from '@playwright/test';
import { DEMO_SLUG } from './lib/demo-data';
import { publishedPaths, studioApi } from './lib/studio-api';

/**
 * Issue 19 "Done when": the server renders member pages (decision 032). A page opened from a shared
 * link shows its content before any JavaScript runs, and the browser hydrates it without a
 * mismatch: React reports one through `onRecoverableError` (main.tsx logs it as "rendered again")
 * and, in development builds, as a console error naming hydration.
 */

const isHydrationProblem = (message: ConsoleMessage) =>
  /hydrat|rendered again|did not match|Minified React error #4(18|19|20|21|22|23|25)/i.test(
    message.text(),
  );

test.describe('first paint', () => {
  test('a page opened with JavaScript off shows its content, toolbar and blocks', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Train with purpose' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);

    // A locked page shows its lock screen, and none of its content, without JavaScript too.
    await page.goto('/benefits/premium-masterclass');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium masterclass' }),
    ).toBeVisible();
    await expect(page.getByText('programming your own training blocks')).toHaveCount(0);

    // Another language, right to left, from a shared link.
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('no hydration warning on any demo page, as a guest and as a member', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const studio = await studioApi(request);
    const paths = await publishedPaths(studio, await studio.demoAppId());
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (isHydrationProblem(message) || message.type() === 'error')
        problems.push(`${current}: ${message.type()} ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));

    const visitAll = async () => {
      for (const path of paths) {
        current = path;
        await page.goto(path);
        // Hydration has finished once the blocks' code is in and the network is quiet.
        await page.waitForLoadState('networkidle');
      }
    };
    await visitAll();
    const login = await page.request.post('/api/auth/login', {
      headers: { 'X-App-Slug': DEMO_SLUG },
      data: { email: 'member@demo.test', password: 'demo-password' },
    });
    expect(login.status(), await login.text()).toBe(200);
    await visitAll();
    expect(problems).toEqual([]);
  });

  test('the server-rendered page becomes interactive: a link navigates in the app', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Train with purpose' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const marker = await page.evaluate(
      () => ((window as unknown as { __firstPaint: number }).__firstPaint = 1),
    );
    expect(marker).toBe(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    // A client-side navigation: the window (and the marker on it) is the same.
    expect(
      await page.evaluate(() => (window as unknown as { __firstPaint?: number }).__firstPaint),
    ).toBe(1);
  });
});
