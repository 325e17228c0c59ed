import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_SLUG } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';

/**
 * Issue 3 "Done when", end to end in Chromium: sign up, log out, log in, passwordless through the
 * dev mailbox link, reset password, change avatar, switch language to Deutsch and to Arabic (right
 * to left) and back, and the demo login. Every member is new to the run, so runs never collide.
 */

const PASSWORD = 'first-password-1';
// An 8×8 orange and blue checkerboard PNG: small enough to inline, a real image for the server to re-encode.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGUlEQVR42mP4Oo+bb+lLTJIBqyiQZBiUOgBaAGdBhhnEAgAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

// Animations are finished first, so the picture shows what a member sees once the sheet has risen.
const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });

/** A member made through the API, so a test can start from "has an account". */
async function createMember(request: APIRequestContext, email: string, name = 'Robin Runner'): Promise<void> {
  const response = await request.post('/api/auth/sign_up', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email, name, password: PASSWORD, timezone: 'Europe/Oslo' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs the browser in through the API; the session cookie lands in the page's context. */
async function signInByApi(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', { headers: { 'X-App-Slug': DEMO_SLUG }, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

type MailboxEmail = { to: string; kind: string; created_at: string; links: string[] };

/** The newest emailed link of a kind for an address, from the dev mailbox (emails are sent after the answer). */
async function emailedLink(request: APIRequestContext, to: string, kind: 'passwordless' | 'reset_password', param: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const { emails } = (await response.json()) as { emails: MailboxEmail[] };
        link = emails.find((email) => email.kind === kind)?.links.find((href) => href.includes(`${param}=`));
        return link;
      },
      { message: `a ${kind} email to ${to}` },
    )
    .toBeTruthy();
  return link ?? '';
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The account button in the toolbar, named after the member, once signed in. */
function accountButton(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('link', { name: `Your account, ${name}` });
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const sheet = dialog(page);
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Email').fill(email);
  await sheet.getByLabel('Password', { exact: true }).fill(password);
  await sheet.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(sheet).toHaveCount(0);
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/me/account');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test.describe('members sign in', () => {
  test('a newcomer signs up, stays signed in across a reload, logs out and logs back in', async ({ page }) => {
    const problems = watchForPageProblems(page);
    const email = uniqueEmail('signup');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const sheet = dialog(page);
    await expect(sheet.getByLabel('Email')).toBeFocused();
    await screenshot(page, 'auth-sign-in.png');

    await sheet.getByRole('button', { name: 'Create account' }).click();
    await expect(sheet).toHaveAccessibleName('Create your account');
    await sheet.getByLabel('Name').fill('Al');
    await sheet.getByLabel('Email').fill('not-an-email');
    await sheet.getByLabel('Password', { exact: true }).fill('short');
    await sheet.getByRole('button', { name: 'Create account' }).click();
    await expect(sheet.getByText('Name must be longer than 2 characters.')).toBeVisible();
    await expect(sheet.getByText('Field must be an email.')).toBeVisible();
    await expect(sheet.getByText('Password must be longer than 6 characters.')).toBeVisible();
    await expect(sheet.getByLabel('Name')).toBeFocused();
    await screenshot(page, 'auth-sign-up-errors.png');

    // The server's answer for a taken address lands on the email field.
    await sheet.getByLabel('Name').fill('Sam Signup');
    await sheet.getByLabel('Email').fill('member@demo.test');
    await sheet.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await sheet.getByRole('button', { name: 'Create account' }).click();
    await expect(sheet.getByText('This email address already exists, login to continue')).toBeVisible();
    await expect(sheet.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await sheet.getByLabel('Email').fill(email);
    await sheet.getByRole('button', { name: 'Create account' }).click();
    // The demo's intake form (trigger auth_signed_up) greets a new member; it can wait.
    const intake = page.getByRole('dialog', { name: 'Welcome to Peak' });
    await expect(intake).toBeVisible();
    await intake.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(accountButton(page, 'Sam Signup')).toBeVisible();

    // The token lives in memory only; the HttpOnly cookie brings the session back.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token/i);
    await page.reload();
    await expect(accountButton(page, 'Sam Signup')).toBeVisible();

    await logOut(page);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

    // The last email used is remembered, so a returning member starts at the password.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page).getByLabel('Email')).toHaveValue(email);
    await expect(dialog(page).getByLabel('Password', { exact: true })).toBeFocused();
    await dialog(page).getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Email or password is incorrect');
    await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(accountButton(page, 'Sam Signup')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the demo member logs in with the demo password', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, 'member@demo.test', 'demo-password');
    await expect(accountButton(page, 'Mia Member')).toBeVisible();
    await accountButton(page, 'Mia Member').click();
    await expect(page).toHaveURL((url) => url.pathname === '/me/account');
    await expect(page.getByText('member@demo.test')).toBeVisible();
    await screenshot(page, 'account-home.png');
  });

  test('a member signs in with the link the dev mailbox shows', async ({ page, request }) => {
    const problems = watchForPageProblems(page);
    const email = uniqueEmail('passwordless');
    await createMember(request, email, 'Pat Passwordless');
    await page.goto('/#auth');
    const sheet = dialog(page);
    await sheet.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(sheet).toHaveAccessibleName('Sign in with an email link');
    await sheet.getByLabel('Email').fill(email);
    await sheet.getByRole('button', { name: 'Email me a link' }).click();
    await expect(sheet.getByText(`If an account exists for ${email}, we've sent a link.`)).toBeVisible();

    const link = await emailedLink(request, email, 'passwordless', 'login_token');
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(accountButton(page, 'Pat Passwordless')).toBeVisible();
    // The token does not stay in the address, the history or a bookmark.
    expect(new URL(page.url()).search).toBe('');

    // A link works once: the same link again is refused with a way to ask for a new one.
    await logOut(page);
    await page.goto(link);
    await expect(dialog(page).getByRole('alert')).toContainText('This link has already been used. Ask for a new one.');
    await expect(dialog(page)).toHaveAccessibleName('Sign in with an email link');
    expect(problems).toEqual([]);
  });

  test('a member resets a forgotten password through the emailed link', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await createMember(request, email, 'Riley Reset');
    await page.goto('/#auth');
    const sheet = dialog(page);
    await sheet.getByRole('button', { name: 'Forgot your password?' }).click();
    await sheet.getByLabel('Email').fill(email);
    await sheet.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(sheet.getByText(/If an account exists for/)).toBeVisible();

    const link = await emailedLink(request, email, 'reset_password', 'reset_token');
    await page.goto(link);
    await expect(dialog(page)).toHaveAccessibleName('Choose a new password');
    expect(new URL(page.url()).search).toBe('');
    await dialog(page).getByLabel('New password', { exact: true }).fill('second-password-2');
    await dialog(page).getByLabel('Confirm new password').fill('second-password-2');
    await dialog(page).getByRole('button', { name: 'Save new password' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(accountButton(page, 'Riley Reset')).toBeVisible();

    await logOut(page);
    await signInWithForm(page, email, 'second-password-2');
    await expect(accountButton(page, 'Riley Reset')).toBeVisible();
  });

  test('a member changes their photo', async ({ page, request }) => {
    const problems = watchForPageProblems(page);
    const email = uniqueEmail('avatar');
    await createMember(request, email, 'Ava Avatar');
    await signInByApi(page, email);
    await page.goto('/me/account/details');
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Oslo');

    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Photo updated')).toBeVisible();
    // The toolbar shows the stored photo, served by the app under its CSP.
    const photo = page.getByRole('banner').locator('img[src*="/avatars/"]');
    await expect(photo).toHaveCount(1);
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // Something that is not an image is refused before it is sent.
    await page.locator('#avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Invalid image type')).toBeVisible();

    await page.getByLabel('Name').fill('Ava A. Avatar');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(accountButton(page, 'Ava A. Avatar')).toBeVisible();
    await screenshot(page, 'account-details.png');
    expect(problems).toEqual([]);
  });

  test('a member switches the app to Deutsch, to Arabic right to left, and back to English', async ({ page, request }) => {
    const problems = watchForPageProblems(page);
    const email = uniqueEmail('language');
    await createMember(request, email, 'Lena Language');
    await signInByApi(page, email);
    await page.goto('/me/account/settings');
    const html = page.locator('html');

    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.getByLabel('Sprache', { exact: true }).selectOption({ label: 'العربية' });
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await screenshot(page, 'account-settings-ar.png');

    // The choice is the member's, kept by the server: a new visit opens in Arabic.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'rtl');

    await page.getByLabel('اللغة', { exact: true }).selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');

    // Logging out returns to the app's language even after an Arabic session.
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'العربية' });
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.goto('/me/account');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a guest who opens the account is asked to sign in', async ({ page }) => {
    await page.goto('/me/account/settings');
    await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page)).toBeVisible();
  });
});
