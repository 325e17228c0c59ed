import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { seriousViolations } from './lib/axe';
import { DEMO_SLUG } from './lib/demo-data';
import { waitForServiceWorker, withProfile } from './lib/installed-app';
import { E2E_DIR } from './lib/server-state';
import { studioApi, type StoredBlockInput, type StudioPageSummary } from './lib/studio-api';

/**
 * Issue 14, offline workout packs in Chromium (decision 035): member@demo.test downloads Strength
 * Foundations for offline, the network goes (`context.setOffline`), the installed app reloads and
 * still opens the program and a workout, the member logs two sets and finishes, and when the
 * network returns the session reaches the server, stored once.
 */

const demo = { 'X-App-Slug': DEMO_SLUG };
const PROGRAM_PATH = '/programs/strength-foundations';
const WORKOUT_PAGE_PATH = '/programs/strength-foundations/week-4';
const WORKOUT_TITLE = 'Week 4 test day';

/**
 * A list workout on week 4's page, run by a workout block there: the demo seed's own when it has
 * one, else made here through the studio API as the owner would.
 */
async function workoutOnWeek4(request: APIRequestContext): Promise<string> {
  const studio = await studioApi(request);
  const appId = await studio.demoAppId();
  const { pages } = await studio.call<{ pages: StudioPageSummary[] }>(
    'GET',
    `/studio/apps/${appId}/pages`,
  );
  const week4 = pages.find((page) => page.path === WORKOUT_PAGE_PATH);
  if (!week4) throw new Error(`no page at ${WORKOUT_PAGE_PATH}`);
  const { page } = await studio.call<{
    page: {
      revision: number;
      draft: { blocks: { schema_version: number; blocks: StoredBlockInput[] } };
    };
  }>('GET', `/studio/apps/${appId}/pages/${week4.id}`);
  const named = page.draft.blocks.blocks.find(
    (block) => block.type === 'workout_block' && typeof block.props.workout_id === 'string',
  );
  if (named) return named.props.workout_id as string;

  const { exercise } = await studio.call<{ exercise: { id: string } }>(
    'POST',
    `/studio/apps/${appId}/exercises`,
    {
      name: 'Offline goblet squat',
      equipment: ['Dumbbell'],
    },
  );
  const { workout } = await studio.call<{ workout: { id: string } }>(
    'POST',
    `/studio/apps/${appId}/workouts`,
    {
      title: WORKOUT_TITLE,
      mode: 'grouped',
      page_id: week4.id,
      groups: [
        {
          id: randomUUID(),
          kind: 'straight',
          items: [
            {
              uid: randomUUID(),
              exercise_id: exercise.id,
              sets: [
                { reps: 8, load_kg: 20, rest_seconds: 5 },
                { reps: 8, load_kg: 20, rest_seconds: 5 },
              ],
            },
          ],
        },
      ],
    },
  );
  await studio.call('PATCH', `/studio/apps/${appId}/pages/${week4.id}`, {
    revision: page.revision,
    draft: {
      blocks: {
        schema_version: page.draft.blocks.schema_version,
        blocks: [
          ...page.draft.blocks.blocks,
          {
            id: randomUUID(),
            type: 'workout_block',
            props: { title: WORKOUT_TITLE, workout_id: workout.id },
          },
        ],
      },
    },
  });
  await studio.call('POST', `/studio/apps/${appId}/publish`);
  return workout.id;
}

/** The page with the offline panel in the middle of the phone's screen (clear of the toolbar and the tab bar). */
async function screenshotOf(panel: Locator, name: string) {
  await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await panel
    .page()
    .screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled' });
}

type Session = {
  id: string;
  completed_at: string | null;
  activities: { id: string; activity_type: string }[];
};

test('a member downloads a program, trains offline after a reload, and the session syncs when back online', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const workoutId = await workoutOnWeek4(request);

  await withProfile(async (context, page) => {
    const login = await context.request.post('/api/auth/login', {
      headers: demo,
      data: { email: 'member@demo.test', password: 'demo-password' },
    });
    expect(login.status(), await login.text()).toBe(200);
    const sessionsOnServer = async () =>
      (
        (await (
          await context.request.get(`/api/workouts/${workoutId}/sessions?limit=50`, {
            headers: demo,
          })
        ).json()) as { sessions: Session[] }
      ).sessions;
    const before = new Set((await sessionsOnServer()).map((session) => session.id));

    await page.goto(PROGRAM_PATH);
    await waitForServiceWorker(page);
    await page.reload();

    // Download for offline: the size to confirm first, then progress, then "Available offline".
    const offline = page.getByRole('region', { name: 'Offline' });
    await offline.getByRole('button', { name: 'Download for offline' }).click();
    const confirm = offline.getByRole('group', { name: 'Download for offline?' });
    await expect(confirm.getByText(/^Download size: /)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
    await expect(confirm.getByText(/Workouts: [1-9]/)).toBeVisible();
    await expect(confirm.getByRole('heading', { name: 'Download for offline?' })).toBeFocused();
    await screenshotOf(
      page.getByRole('region', { name: 'Offline' }),
      'offline-download-confirm.png',
    );
    expect(await seriousViolations(page, { include: '[data-offline-pack]' })).toEqual([]);
    await confirm.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(offline.getByText('Available offline')).toBeVisible({ timeout: 30_000 });
    await expect(offline.getByRole('button', { name: 'Remove download' })).toBeVisible();
    await screenshotOf(page.getByRole('region', { name: 'Offline' }), 'offline-download-done.png');
    expect(await seriousViolations(page, { include: '[data-offline-pack]' })).toEqual([]);

    // Airplane mode: the installed app reloads and still has the program, the member and the workout.
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Strength Foundations' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Offline' }).getByText('Available offline'),
    ).toBeVisible();
    await page
      .getByRole('link', { name: /Week 4/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${WORKOUT_PAGE_PATH}$`));
    await page.getByRole('button', { name: 'Start workout' }).click();
    const setForms = page.getByRole('form');
    await expect(setForms.first()).toBeVisible();
    for (let set = 0; set < 2; set += 1) {
      await page.getByRole('form').first().getByRole('button', { name: 'Log' }).click();
      const skipRest = page.getByRole('button', { name: 'Skip rest' });
      if (await skipRest.isVisible().catch(() => false)) await skipRest.click();
    }
    await expect(page.getByText(/Done: /)).toHaveCount(2);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
    expect((await sessionsOnServer()).filter((session) => !before.has(session.id))).toEqual([]);
    // The workout screen says what waits: the start, two sets and the finish.
    const workoutSync = (text: string | RegExp) =>
      page.locator('[data-sync]').getByRole('status').filter({ hasText: text });
    await expect(workoutSync('Workout logs waiting to sync: 4')).toBeVisible();
    await screenshotOf(
      page.getByRole('heading', { name: 'Workout complete' }),
      'offline-workout-waiting-to-sync.png',
    );
    expect(await seriousViolations(page, { include: '[data-sync]' })).toEqual([]);
    // So does the program page.
    await page.goBack();
    const waiting = page
      .getByRole('region', { name: 'Offline' })
      .getByText('Workout logs waiting to sync: 4');
    await expect(waiting).toBeVisible();
    await screenshotOf(
      page.getByRole('region', { name: 'Offline' }),
      'offline-waiting-to-sync.png',
    );

    // Back to the workout, still offline: its overview says the same.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${WORKOUT_PAGE_PATH}$`));
    await expect(workoutSync('Workout logs waiting to sync: 4')).toBeVisible();

    // Back online: the queued session reaches the server, with both sets, once; the workout screen
    // says Synced and reads the member's sessions again (its history shows what the server has).
    const sessionsReadAgain = page.waitForResponse(
      async (response) =>
        response.url().includes(`/api/workouts/${workoutId}/sessions`) &&
        response.ok() &&
        ((await response.json()) as { sessions: Session[] }).sessions.some(
          (session) => !before.has(session.id),
        ),
      { timeout: 30_000 },
    );
    await context.setOffline(false);
    await expect(workoutSync('Synced')).toBeVisible({ timeout: 30_000 });
    await sessionsReadAgain;
    await screenshotOf(page.locator('[data-sync]'), 'offline-workout-synced.png');
    await expect
      .poll(
        async () =>
          (await sessionsOnServer()).filter(
            (session) => !before.has(session.id) && session.completed_at !== null,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.goBack();
    await expect(
      page.getByRole('region', { name: 'Offline' }).getByText('Available offline'),
    ).toBeVisible();
    await expect(waiting).toHaveCount(0);
    const [synced] = (await sessionsOnServer()).filter((session) => !before.has(session.id));
    expect(synced!.activities.filter((activity) => activity.activity_type === 'set')).toHaveLength(
      2,
    );
  });
});
