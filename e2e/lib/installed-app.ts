import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * The member app as an installed app sees it, for the specs about its service worker (install,
 * offline, push): a browser profile on disk, the worker in control, a push delivered to it.
 */

/** What the page's service worker registration is doing (Playwright's waitForFunction does not await promises). */
export const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      isControlled: navigator.serviceWorker.controller !== null,
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
    };
  });

/** Waits until the service worker controls the page (it claims its clients when it activates). */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(async () => (await workerState(page)).isControlled, { timeout: 30_000 })
    .toBe(true);
}

/**
 * A browser profile on disk, as a member's is: Chromium answers `in-incognito` to every
 * installability question in the throwaway contexts Playwright makes by default, and refuses
 * push there.
 */
export async function withProfile(run: (context: BrowserContext, page: Page) => Promise<void>) {
  const { launchOptions, baseURL, viewport } = test.info().project.use;
  const profile = mkdtempSync(join(tmpdir(), 'tessera-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
  });
  try {
    await run(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Hands `data` to the page's service worker as a push service would, through DevTools (the test
 * machine cannot reach Chromium's own push service).
 */
export async function deliverPush(context: BrowserContext, page: Page, data: unknown) {
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
        if (ours) resolve(ours.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });
}
