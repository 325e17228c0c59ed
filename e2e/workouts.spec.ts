import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './lib/axe';
import { DEMO_SLUG, blocksOfType, pageData } from './lib/demo-data';
import { watchForPageProblems } from './lib/page-watch';
import { E2E_DIR } from './lib/server-state';
import { studioApi, type StudioApi, type StudioPageSummary } from './lib/studio-api';

/**
 * Issue 14, workouts in the member app, in Chromium: member@demo.test runs a list workout (three
 * sets logged with the rest timer between, an exercise swapped for its alternate), finishes and
 * sees the summary and the history; then runs the follow-along workout (Full Body Burn) from the
 * keyboard. axe finds no serious violation on the workout screens, and the follow-along controls
 * are at least 44 px. The list workout is the journey's own (made through the studio API, so its
 * numbers are known); Full Body Burn is the demo's when the seed names a workout for it.
 */

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(E2E_DIR, 'screenshots', name), animations: 'disabled', fullPage: true });
const run = Date.now().toString(36);

type Created = { workoutId: string; path: string };

async function exercise(studio: StudioApi, appId: string, body: Record<string, unknown>): Promise<string> {
  const { exercise: created } = await studio.call<{ exercise: { id: string } }>('POST', `/studio/apps/${appId}/exercises`, body);
  return created.id;
}

/** A published page at `path` whose workout block runs a new workout of these groups. */
async function workoutPage(studio: StudioApi, appId: string, args: { title: string; path: string; mode: 'grouped' | 'follow_along'; groups: unknown[] }): Promise<Created> {
  const { pages } = await studio.call<{ pages: StudioPageSummary[] }>('GET', `/studio/apps/${appId}/pages`);
  const parent = pages.find((page) => page.path === '/workouts')!;
  const { page } = await studio.call<{ page: { id: string; revision: number } }>('POST', `/studio/apps/${appId}/pages`, { title: args.title, parent_id: parent.id, path: args.path });
  const { workout } = await studio.call<{ workout: { id: string } }>('POST', `/studio/apps/${appId}/workouts`, {
    title: args.title,
    mode: args.mode,
    page_id: page.id,
    groups: args.groups,
  });
  await studio.call('PATCH', `/studio/apps/${appId}/pages/${page.id}`, {
    revision: page.revision,
    draft: { blocks: { schema_version: 1, blocks: [{ id: `wb-${run}`, type: 'workout_block', props: { title: 'Session', mode: args.mode, workout_id: workout.id } }] } },
  });
  await studio.call('POST', `/studio/apps/${appId}/publish`);
  return { workoutId: workout.id, path: args.path };
}

const uuid = () => crypto.randomUUID();

async function makeWorkouts(request: APIRequestContext): Promise<{ list: Created; followAlong: Created }> {
  const studio = await studioApi(request);
  const appId = await studio.demoAppId();
  const goblet = await exercise(studio, appId, { name: `Goblet squat ${run}`, equipment: ['Kettlebell'] });
  const squat = await exercise(studio, appId, { name: `Back squat ${run}`, equipment: ['Barbell'], alternate_ids: [goblet] });
  const row = await exercise(studio, appId, { name: `Ring row ${run}`, equipment: ['Rings'] });
  const set = (reps: number, load: number, rest: number) => ({ reps, load_kg: load, rest_seconds: rest });
  const list = await workoutPage(studio, appId, {
    title: `Squat day ${run}`,
    path: `/workouts/squat-day-${run}`,
    mode: 'grouped',
    groups: [
      { id: uuid(), kind: 'straight', name: 'Main lift', items: [{ uid: uuid(), exercise_id: squat, sets: [set(5, 60, 5), set(5, 60, 5), set(5, 60, 5)] }] },
      { id: uuid(), kind: 'straight', name: 'Accessory', items: [{ uid: uuid(), exercise_id: row, sets: [set(10, 0, 30)] }] },
    ],
  });

  // Full Body Burn: the demo's when its page names a workout, else one like it.
  const demo = await pageData(request, '/workouts/full-body-burn');
  const named = blocksOfType(demo, 'workout_block').find((block) => typeof block.props.workout_id === 'string');
  if (named) return { list, followAlong: { workoutId: String(named.props.workout_id), path: '/workouts/full-body-burn' } };
  const burn = await Promise.all(['Squats', 'Push-ups', 'Lunges', 'Plank'].map((name) => exercise(studio, appId, { name: `${name} ${run}` })));
  const followAlong = await workoutPage(studio, appId, {
    title: `Full Body Burn ${run}`,
    path: `/workouts/full-body-burn-${run}`,
    mode: 'follow_along',
    groups: [{ id: uuid(), kind: 'circuit', name: 'Four rounds', rounds: 1, rest_seconds: 3, items: burn.map((id) => ({ uid: uuid(), exercise_id: id, sets: [{ duration_seconds: 20 }] })) }],
  });
  return { list, followAlong };
}

async function logSet(form: Locator, reps: string) {
  await form.getByRole('textbox', { name: 'Reps' }).fill(reps);
  await form.getByRole('button', { name: 'Log' }).click();
}

test('member@demo.test runs a list workout with the rest timer and a swap, then follows along from the keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchForPageProblems(page);
  const { list, followAlong } = await makeWorkouts(request);
  const login = await page.request.post('/api/auth/login', { headers: { 'X-App-Slug': DEMO_SLUG }, data: { email: 'member@demo.test', password: 'demo-password' } });
  expect(login.status(), await login.text()).toBe(200);
  await page.addInitScript(() => localStorage.setItem('tessera.workout-mode', 'list'));

  // The overview.
  await page.goto(list.path);
  const block = page.locator(`[data-workout-id="${list.workoutId}"]`);
  await expect(block.getByRole('heading', { name: /Main lift/ })).toBeVisible();
  await expect(block.getByText('3 × 5 reps · 60 kg · rest 5 sec')).toBeVisible();
  await expect(block.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(block.getByText('No finished sessions yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-overview.png');

  // List mode: swap the squat for its alternate, then three sets with rests between.
  await block.getByRole('button', { name: 'Start workout' }).click();
  await block.getByRole('button', { name: `Swap Back squat ${run}` }).click();
  const swap = page.getByRole('dialog', { name: `Swap Back squat ${run}` });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-swap.png');
  await swap.getByRole('button', { name: `Goblet squat ${run}` }).click();
  await expect(swap).toHaveCount(0);
  const setForm = (n: number) => block.getByRole('form', { name: `Goblet squat ${run} Set ${n}` });
  await expect(setForm(1).getByRole('textbox', { name: 'Load (kg)' })).toHaveValue('60');
  await setForm(1).getByRole('textbox', { name: 'Load (kg)' }).fill('62.5');
  await logSet(setForm(1), '5');
  const rest = page.getByRole('region', { name: 'Rest' });
  await expect(rest.getByRole('timer')).toHaveText(/0:0[1-5]/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-list-rest.png');
  // The rest ends by itself (wall clock) and says so.
  await expect(rest.getByRole('status')).toHaveText('Rest is over. On to the next one.', { timeout: 10_000 });
  await rest.getByRole('button', { name: 'Go' }).click();
  await logSet(setForm(2), '5');
  await rest.getByRole('button', { name: 'Skip rest' }).click();
  await logSet(setForm(3), '4');
  await expect(block.getByText('Done: 4 reps · 60 kg')).toBeVisible();
  await expect(block.getByText('Done: 5 reps · 62.5 kg')).toBeVisible();
  await screenshot(page, 'workout-list-logged.png');

  // Finish: the summary, then the history with this session and the exercise's load chart.
  await block.getByRole('button', { name: 'Finish' }).click();
  await expect(block.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  const facts = block.locator('dl');
  await expect(facts).toContainText('Volume');
  await expect(facts).toContainText('852.5 kg');
  await expect(block.getByRole('region', { name: 'Personal records' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-finish.png');
  await block.getByRole('button', { name: 'Done' }).click();
  const history = block.locator('[data-screen="history"]');
  await expect(history.getByText(/3 sets · 852\.5 kg/)).toBeVisible();
  await history.getByRole('button', { name: `Goblet squat ${run}` }).click();
  const chart = page.getByRole('dialog', { name: `Goblet squat ${run} over time` });
  await expect(chart.getByRole('img', { name: /Heaviest load of 1 sessions, from 62\.5 kg to 62\.5 kg/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-history.png');
  await chart.getByRole('button', { name: 'Close' }).first().click();

  // The demo's Strength Foundations week 3: member@demo.test's earlier sessions in its history, and
  // an exercise's load over three weeks in the chart.
  await page.goto('/programs/strength-foundations/week-3');
  const demoHistory = page.locator('[data-screen="history"]');
  await expect(demoHistory.locator('ol > li').first()).toBeVisible();
  await demoHistory.getByRole('button', { name: 'Goblet Squat' }).click();
  const demoChart = page.getByRole('dialog', { name: 'Goblet Squat over time' });
  await expect(demoChart.getByRole('img', { name: /Heaviest load of [2-9] sessions/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-demo-history.png');
  await demoChart.getByRole('button', { name: 'Close' }).first().click();

  // Follow-along: chosen on the overview, run from the keyboard.
  await page.goto(followAlong.path);
  const burn = page.locator(`[data-workout-id="${followAlong.workoutId}"]`);
  await burn.getByRole('radio', { name: 'Follow along' }).check();
  await burn.getByRole('button', { name: 'Start workout' }).click();
  const player = burn.locator('[data-screen="follow-along"]');
  await expect(player.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await expect(player.getByText(/^Up next: /)).toBeVisible();
  for (const name of ['Previous', 'Pause', 'Done']) {
    const box = await player.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.width, name).toBeGreaterThanOrEqual(44);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'workout-follow-along.png');
  const timer = player.getByRole('timer');
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const paused = await timer.textContent();
  await page.waitForTimeout(1_500);
  await expect(timer).toHaveText(paused!);
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(player.getByText(/^Step 2 of \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(player.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await player.getByRole('button', { name: 'Finish' }).click();
  await expect(burn.getByRole('heading', { name: 'Workout complete' })).toBeVisible();

  expect(problems).toEqual([]);
});
