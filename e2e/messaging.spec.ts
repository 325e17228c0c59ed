import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_SLUG } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { seriousViolations } from './lib/axe';

/**
 * Issue 15 in Chromium with two browser contexts: Mia (member@demo.test) opens Messages, finds
 * Adam (admin@demo.test) and opens their conversation, sends a message; Adam, signed in elsewhere,
 * sees it without reloading, likes it and replies to it, and Mia sees both live; three messages in
 * a row arrive live in order; Adam goes offline, Mia writes three more, and back online his thread
 * catches up without loss or duplicates. axe checks the messages list and the thread.
 */

const PASSWORD = 'demo-password';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', {
    headers: { 'X-App-Slug': DEMO_SLUG },
    data: { email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** Serious and critical findings only (issue 5's bar), named so a failure says what and where. */

const messageItem = (page: Page, text: string) =>
  page.getByTestId('message-list').getByRole('listitem').filter({ hasText: text });

test('two members talk live: a message, a like and a reply reach the other side without reloading', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const mia = await signedInPage(browser, 'member@demo.test');
  const adam = await signedInPage(browser, 'admin@demo.test');
  const problems = [...watchForPageProblems(mia), ...watchForPageProblems(adam)];
  const stamp = Date.now().toString(36);

  // Mia opens Messages and finds Adam.
  await mia.goto('/me/messages');
  await expect(mia.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(mia.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(mia)).toEqual([]);
  await mia.getByRole('searchbox', { name: 'Find a member' }).fill('Adam');
  await mia.getByRole('button', { name: 'Adam Admin' }).click();
  await mia.waitForURL(/\/me\/messages\/(new\?users=|[0-9a-f-]{36})/);

  // A first conversation starts with its first message; an existing one opens as it is.
  const composer = mia.getByRole('combobox', { name: 'Message' });
  if (mia.url().includes('/new?')) {
    await composer.fill(`Hi Adam (${stamp})`);
    await composer.press('Enter');
    await mia.waitForURL(/\/me\/messages\/[0-9a-f-]{36}$/);
  }
  const threadPath = new URL(mia.url()).pathname;
  await expect(mia.getByRole('heading', { name: 'Adam Admin', level: 1 })).toBeVisible();

  // Adam has the same conversation open on his own device.
  await adam.goto(threadPath);
  await expect(adam.getByRole('heading', { name: 'Mia Member', level: 1 })).toBeVisible();
  await expect(adam.getByRole('combobox', { name: 'Message' })).toBeVisible();

  // Mia writes; it shows at once on her side and reaches Adam without a reload.
  const text = `Are we still on for 7 am? ${stamp}`;
  await composer.fill(text);
  await composer.press('Enter');
  await expect(messageItem(mia, text)).toBeVisible();
  await expect(composer).toHaveValue('');
  await expect(messageItem(adam, text)).toBeVisible();
  await expect(adam.getByTestId('arrivals')).toHaveText(`New message from Mia Member: ${text}`);
  expect(await seriousViolations(adam)).toEqual([]);

  // Adam likes it: Mia sees the count change live.
  await messageItem(adam, text).getByRole('button', { name: 'Like' }).click();
  await expect(
    messageItem(adam, text).getByRole('button', { name: 'Unlike, Likes: 1' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    messageItem(mia, text).getByRole('button', { name: 'Like, Likes: 1' }),
  ).toBeVisible();

  // Adam replies to it in its reply thread: Mia's message says it has a reply.
  await messageItem(adam, text).getByRole('button', { name: 'Reply' }).click();
  const replies = adam.getByRole('dialog', { name: 'Replies' });
  await expect(replies.getByText(text)).toBeVisible();
  const replyField = replies.getByRole('combobox', { name: 'Message' });
  await replyField.fill(`Yes, see you there ${stamp}`);
  await replyField.press('Enter');
  await expect(replies.getByText(`Yes, see you there ${stamp}`)).toBeVisible();
  await expect(
    messageItem(mia, text).getByRole('button', { name: 'View replies (1)' }),
  ).toBeVisible();
  await screenshot(mia, 'messaging-thread.png');
  await messageItem(mia, text).getByRole('button', { name: 'View replies (1)' }).click();
  await expect(
    mia.getByRole('dialog', { name: 'Replies' }).getByText(`Yes, see you there ${stamp}`),
  ).toBeVisible();

  await mia.getByRole('dialog', { name: 'Replies' }).getByRole('button', { name: 'Back to the conversation' }).click();
  await replies.getByRole('button', { name: 'Back to the conversation' }).click();

  // Three messages in a row arrive live, in order, each once.
  const adamSees = async (lines: string[]) => {
    for (const line of lines) await expect(messageItem(adam, line)).toHaveCount(1);
    const shown = await adam.getByTestId('message-list').getByRole('listitem').allTextContents();
    const at = lines.map((line) => shown.findIndex((item) => item.includes(line)));
    expect(at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!)), at.join()).toBe(true);
  };
  const write = async (lines: string[]) => {
    for (const line of lines) {
      await composer.fill(line);
      await composer.press('Enter');
      await expect(messageItem(mia, line)).toBeVisible();
    }
  };
  const live = ['one', 'two', 'three'].map((n) => `Live ${n} ${stamp}`);
  await write(live);
  await adamSees(live);

  // Adam's phone loses its network; Mia writes three more. Back online, his open thread
  // reconnects and catches up: nothing lost, nothing twice, in order after the live ones.
  await adam.context().setOffline(true);
  const missed = ['one', 'two', 'three'].map((n) => `While away ${n} ${stamp}`);
  await write(missed);
  await expect(messageItem(adam, missed[0]!)).toHaveCount(0);
  await adam.context().setOffline(false);
  await adamSees([...live, ...missed]);

  expect(problems).toEqual([]);
  await mia.context().close();
  await adam.context().close();
});

test('a member reads the community feed and its comments, and a commentable article shows its comments', async ({
  browser,
}) => {
  const mia = await signedInPage(browser, 'member@demo.test');
  const problems = watchForPageProblems(mia);

  await mia.goto('/me/messages');
  await mia.getByRole('tab', { name: 'Feeds' }).click();
  await mia
    .getByTestId('thread-list')
    .getByRole('link', { name: /Community/ })
    .click();
  await expect(mia.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  const welcome = messageItem(mia, 'Welcome to the Peak community!');
  await expect(welcome).toBeVisible();
  // Only the app posts in a feed; members comment on its posts.
  await expect(
    mia.getByText('Only the app can post in this feed. You can comment on its posts.'),
  ).toBeVisible();
  await expect(mia.getByRole('combobox', { name: 'Message' })).toHaveCount(0);
  expect(await seriousViolations(mia)).toEqual([]);
  await screenshot(mia, 'messaging-feed.png');
  await welcome.getByRole('button', { name: /View replies/ }).click();
  const comments = mia.getByRole('dialog', { name: 'Replies' });
  await expect(comments.getByText('Noah here', { exact: false })).toBeVisible();
  await comments.getByRole('button', { name: 'Back to the conversation' }).click();

  await mia.goto('/library/sleep-and-recovery');
  const section = mia.getByRole('region', { name: 'Comments' });
  await expect(
    section.getByText('The part about a regular wake-up time changed my week.'),
  ).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Message' })).toBeVisible();
  expect(problems).toEqual([]);
  await mia.context().close();
});
