import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { watchForPageProblems } from './lib/page-watch';
import { openDemoAppPages } from './lib/studio';
import { seriousViolations } from './lib/axe';

/**
 * Issue 16 "Done when", activity and webhooks in Chromium: a member's visit is counted in the
 * studio's analytics the same day (live, not after the nightly rollup), and a webhook added in the
 * studio receives a signed test event that the delivery log shows as delivered.
 */

const serious = (page: Page, selector: string) => seriousViolations(page, { include: selector });

const totalOf = async (page: Page, label: string) => Number((await page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd').innerText()).replace(/\D/g, ''));

test('a member’s visit shows in today’s analytics, and a webhook receives a signed, delivered test event', async ({ page, browser }) => {
  test.setTimeout(90_000);

  // The owner's numbers before the visit.
  const problems = watchForPageProblems(page);
  await openDemoAppPages(page);
  const appUrl = page.url().replace(/\/pages.*$/, '');
  await page.goto(`${appUrl}/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Sessions$/ })).toBeVisible();
  const sessionsBefore = await totalOf(page, 'Sessions');
  const viewsBefore = await totalOf(page, 'Page views');

  // A member (a fresh browser: a new session) opens two pages, then leaves.
  const member = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const visit = await member.newPage();
  const activity = visit.waitForRequest((request) => request.url().endsWith('/api/activity') && request.method() === 'PUT');
  const started = visit.waitForRequest((request) => request.url().endsWith('/api/activity/resume_session'));
  await visit.goto('/');
  await started;
  await activity;
  await visit.goto('/check-in');
  await expect(visit.locator('[data-page-form]')).toBeVisible();
  await member.close();

  // Live: today's numbers come from the raw rows, so a reload shows the visit at once.
  await page.reload();
  await expect(page.locator('dt', { hasText: /^Sessions$/ })).toBeVisible();
  await expect.poll(() => totalOf(page, 'Sessions')).toBeGreaterThanOrEqual(sessionsBefore + 2);
  expect(await totalOf(page, 'Page views')).toBeGreaterThanOrEqual(viewsBefore + 2);
  await expect(page.getByRole('heading', { name: 'Top pages' })).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  await expect(page.getByRole('table', { name: 'Every measure per period, newest first' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await serious(page, 'main')).toEqual([]);

  // A local receiver stands in for the owner's system.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/e2e-${Date.now().toString(36)}`;
    await page.goto(`${appUrl}/integrations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await page.getByLabel('Address').fill(url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByTestId('secret-once').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    const endpoint = page.getByRole('listitem').filter({ hasText: url });
    await endpoint.getByRole('button', { name: 'Send a test event' }).click();
    const log = endpoint.getByRole('table', { name: `Deliveries to ${url}, newest first` });
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    await expect(log.getByRole('row').nth(1)).toContainText('webhook.ping');
    expect(received).toHaveLength(1);
    const [request] = received;
    const expected = `v1=${createHmac('sha256', secret).update(`${request!.headers['tessera-timestamp']}.${request!.body}`).digest('hex')}`;
    expect(request!.headers['tessera-signature']).toBe(expected);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'webhook.ping' });
    expect(await serious(page, 'main')).toEqual([]);
  } finally {
    receiver.close();
  }
  expect(problems).toEqual([]);
});
