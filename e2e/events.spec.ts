import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_SLUG } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { openDemoAppPages } from './lib/studio';

/**
 * Issue 13, the Events and Packs part in Chromium: a member sees the demo's full Live HIIT class
 * and joins and leaves its waitlist, books the next class, fills it with two others so a third
 * waits, cancels and sees the one waiting promoted; adds a class to a calendar (.ics and the own
 * feed); starts the Starter Pack; the owner's Events and Packs screens list them. Everything it
 * books it cancels, so the demo stays as seeded for the other specs.
 */

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });

async function expectNoSeriousViolation(page: Page): Promise<void> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A member signed up through the API, for the others taking spots (the browser's member is separate). */
async function otherMember(request: APIRequestContext, name: string) {
  const response = await request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email: `e2e-events-${name}-${stamp()}@example.test`, name, password: 'events-password-1', timezone: 'Europe/London' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const token = ((await response.json()) as { authentication_token: string }).authentication_token;
  const headers = { 'X-App-Slug': DEMO_SLUG, 'X-User-Token': token };
  return {
    book: async (occurrenceId: string, subscribe = true) => {
      const answer = await request.post(`/api/event_occurrences/${occurrenceId}/subscribe`, { headers, data: { subscribe } });
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { event_subscription: { status: string; waitlist_position: number | null } }).event_subscription;
    },
    status: async (occurrenceId: string) =>
      ((await (await request.get(`/api/event_occurrences/${occurrenceId}`, { headers })).json()) as { occurrence: { my_status: string | null } }).occurrence.my_status,
  };
}

test('a member joins the waitlist of the full live class, books the next one, and the one waiting is promoted when a spot frees', async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = watchForPageProblems(page);
  const signUp = await page.request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email: `e2e-events-${stamp()}@example.test`, name: 'Eve Events', password: 'events-password-1', timezone: 'Europe/London' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  await page.goto('/live/live-hiit');
  const dates = page.getByRole('region', { name: 'Upcoming dates' });
  await expect(dates.getByText('Times in Europe/London')).toBeVisible();
  const items = dates.locator('li[data-occurrence-id]');
  await expect(items.first()).toBeVisible();
  const full = items.nth(0);
  const next = items.nth(1);

  // The next class is full (demo): the member can only join its waitlist, behind the one already waiting.
  await expect(full.getByText('Full · 1 waiting')).toBeVisible();
  await full.getByRole('button', { name: /^Join the waitlist/ }).click();
  await expect(full.getByText('You are on the waitlist, number 2')).toBeVisible();
  await expect(dates.getByRole('status')).toHaveText('You are on the waitlist, number 2');
  await expect(full.getByText('Full · 2 waiting')).toBeVisible();
  await screenshot(page, 'events-waitlisted.png');
  await expectNoSeriousViolation(page);
  await full.getByRole('button', { name: /^Leave the waitlist/ }).click();
  await expect(full.getByText('Full · 1 waiting')).toBeVisible();

  // The class after it has two spots: book one, and two others take the rest and the waitlist.
  await expect(next.getByText('Spots left: 2')).toBeVisible();
  await next.getByRole('button', { name: /^Book/ }).click();
  await expect(next.getByText('You are booked')).toBeVisible();
  await expect(next.getByText('Spots left: 1')).toBeVisible();
  const occurrenceId = (await next.getAttribute('data-occurrence-id'))!;
  const ben = await otherMember(request, 'Ben');
  const cal = await otherMember(request, 'Cal');
  expect((await ben.book(occurrenceId)).status).toBe('booked');
  expect(await cal.book(occurrenceId)).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
  await page.reload();
  const again = page.locator(`li[data-occurrence-id="${occurrenceId}"]`);
  await expect(again.getByText('Full · 1 waiting')).toBeVisible();
  await expect(again.getByText('You are booked')).toBeVisible();

  // Cancelling frees the spot, and the first waiting gets it.
  await again.getByRole('button', { name: /^Cancel booking/ }).click();
  await expect(again.getByText('Booking cancelled')).toBeVisible();
  await expect(again.getByRole('button', { name: /^Join the waitlist/ })).toBeVisible();
  expect(await cal.status(occurrenceId)).toBe('booked');

  // Add to calendar: the date as an .ics file, and the member's own feed address.
  const icsHref = await again.getByRole('link', { name: /^Add to calendar/ }).getAttribute('href');
  const ics = await page.request.get(icsHref!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('SUMMARY:Live HIIT');
  await dates.getByRole('button', { name: 'Get my calendar address' }).click();
  await expect(dates.getByLabel('Calendar address')).toHaveValue(/\/api\/event_occurrences\/feed\/[\w-]+\.ics$/);
  await expectNoSeriousViolation(page);

  await ben.book(occurrenceId, false);
  await cal.book(occurrenceId, false);
  expect(problems).toEqual([]);
});

test('a member starts the Starter Pack and sees what it bundles', async ({ page }) => {
  const problems = watchForPageProblems(page);
  const signUp = await page.request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email: `e2e-packs-${stamp()}@example.test`, name: 'Pat Pack', password: 'packs-password-1', timezone: 'Europe/London' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await page.goto('/starter-pack');
  const pack = page.getByRole('region', { name: 'In this pack', exact: true });
  await expect(pack.getByRole('listitem')).toHaveCount(3);
  // What the pack holds can be opened before it is started.
  await expect(pack.getByRole('link', { name: 'Strength Foundations', exact: true })).toHaveAttribute('href', '/programs/strength-foundations');
  await pack.getByRole('button', { name: 'Start pack' }).click();
  await expect(pack.getByText('You have started this pack').first()).toBeVisible();
  await expect(pack.getByRole('link', { name: 'Start: Strength Foundations' })).toBeVisible();
  await expectNoSeriousViolation(page);
  await screenshot(page, 'packs-started.png');
  expect(problems).toEqual([]);
});

test("the owner sees the live class with its bookings, the app's calendar and the Starter Pack in the studio", async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchForPageProblems(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDemoAppPages(page);
  const sections = page.getByRole('navigation', { name: 'App sections' });
  await sections.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live HIIT' })).toBeVisible();
  const dates = page.getByRole('list', { name: 'Next dates of Live HIIT' });
  await dates.getByRole('button', { name: 'Bookings' }).first().click();
  await expect(dates.getByText(/Sam Sprinter .* waitlist, number 1/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Live HIIT' }).click();
  await expect(page.getByLabel('Repeats')).toHaveValue('weekly');
  await expectNoSeriousViolation(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // The calendar holds what the app schedules beyond events: the demo's Morning Mobility page, the next weekday at 7:00 (next month near a month's end).
  await sections.getByRole('link', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'List' }).click();
  const mobility = page.getByRole('link', { name: /^Page .*Morning Mobility/ });
  await expect(page.getByRole('region', { name: /\d/ }).first().or(page.getByText(/^Nothing scheduled in/))).toBeVisible();
  if ((await mobility.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(mobility).toBeVisible();

  await sections.getByRole('link', { name: 'Packs' }).click();
  await expect(page.getByRole('heading', { name: 'Starter Pack' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Starter Pack' }).click();
  await expect(page.getByText('Program: Strength Foundations')).toBeVisible();
  await expectNoSeriousViolation(page);
  expect(problems).toEqual([]);
});
