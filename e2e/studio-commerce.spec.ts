import { expect, test } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';
import { createAndOpenPage, openDemoAppPages } from './lib/studio';
import { seriousViolations } from './lib/axe';

/**
 * Issue 11, the studio's part: the owner creates a product, locks a new page with it and publishes;
 * a guest then meets the purchase lock, and checkout offers the new product. (The member's purchase
 * through the local gateway is the member-side journey's.)
 */
test.describe('studio commerce', () => {
  test('the owner creates a product, locks a page with it and publishes; a guest buys it there', async ({ page, context }) => {
    test.setTimeout(180_000);
    const problems = watchForPageProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const found: string[] = [];
    const audit = async (name: string) => {
      for (const violation of await seriousViolations(page)) found.push(`${name}: ${violation}`);
    };

    await openDemoAppPages(page);
    await page.getByRole('link', { name: 'Commerce', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Peak Premium' })).toBeVisible();
    await audit('products');

    // A one-off product, priced as the owner types it.
    await page.getByRole('button', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Morning club');
    await page.getByRole('textbox', { name: 'Description' }).fill('Every early session, yours to keep.');
    await page.getByRole('textbox', { name: 'Price in USD' }).fill('12.50');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Morning club' })).toBeVisible();
    await expect(page.getByText('Product created.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Prices of this product' })).toContainText('$12.50');
    await audit('product editor');

    // The other commerce screens open with the demo's data.
    await page.getByRole('link', { name: 'Coupons', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Coupons of this app' })).toContainText('WELCOME10');
    await audit('coupons');
    await page.getByRole('link', { name: 'Subscriptions', exact: true }).click();
    // Its status depends on whether the checkout journey has already settled the demo's past-due renewal.
    await expect(page.getByRole('table', { name: 'Subscriptions, newest first' })).toContainText('Peak Coaching (monthly)');
    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Secret key' })).toContainText('Not set');
    await audit('payments');
    await page.getByRole('link', { name: 'Revenue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
    // A year of months holds the demo's paid order (and whatever the checkout journey paid, when it ran
    // first): the chart draws (uPlot's canvas) with its figures beside it.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('month');
    await expect(page.getByRole('img', { name: /^Chart of net revenue and refunds over 12 periods: \$[1-9][\d,]*\.\d\d net/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Chart of net revenue/ }).locator('canvas')).toHaveCount(1);
    await audit('revenue');

    // A new page, locked with the new product from its access settings, then published.
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect(page.getByRole('tree')).toBeVisible();
    await createAndOpenPage(page, 'Morning lounge');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: /^Access/ }).click();
    const inherit = page.getByRole('switch', { name: 'Use the rules of the page above' });
    if (await inherit.isChecked()) await inherit.click();
    await page.getByRole('switch', { name: 'Require a purchase' }).click();
    const products = page.getByRole('group', { name: 'Products' });
    await products.getByRole('checkbox', { name: /Morning club/ }).check();
    await expect(products.getByRole('checkbox', { name: /Morning club/ })).toBeChecked();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 20_000 });
    await audit('page access with the product picker');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: members see your changes now.')).toBeVisible({ timeout: 30_000 });

    // A guest meets the purchase lock, and checkout offers the product the owner just made.
    const guest = await context.browser()!.newPage();
    await guest.goto(new URL('/morning-lounge', page.url()).toString());
    await expect(guest.getByRole('heading', { name: 'Morning lounge' })).toBeVisible();
    await expect(guest.getByText('This content is available after purchase.')).toBeVisible();
    await guest.getByRole('button', { name: 'Purchase' }).click();
    const checkout = guest.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByRole('heading', { name: 'Morning club' })).toBeVisible({ timeout: 15_000 });

    // …and buys it: signs up inside checkout, pays with the local gateway's test card, and the page opens.
    await checkout.getByRole('button', { name: 'Continue', exact: true }).click();
    await checkout.getByLabel('Name').fill('Mo Morning');
    await checkout.getByLabel('Email').fill(`e2e-morning-${Date.now().toString(36)}@example.test`);
    await checkout.getByLabel('Password', { exact: true }).fill('morning-password-1');
    await checkout.getByRole('button', { name: 'Create account' }).click();
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry date').fill('12 / 34');
    await checkout.getByLabel('Security code (CVC)').fill('123');
    await checkout.getByRole('button', { name: 'Pay $12.50' }).click();
    const success = guest.getByRole('dialog', { name: 'Thank you' });
    await expect(success.getByRole('heading', { name: 'Morning club is yours' })).toBeVisible({ timeout: 15_000 });
    await success.getByRole('button', { name: /^(Continue|Open )/ }).first().click();
    await expect(guest.getByRole('heading', { name: 'Morning lounge' })).toBeVisible();
    await expect(guest.getByText('This content is available after purchase.')).toHaveCount(0);
    await guest.close();

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
