import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tessera/core/constants';
import { INVALID_PREFERENCE } from '@tessera/core/messages';
import type { PersonalRecord } from '@tessera/core/workouts/records';
import { completeSignIn } from '../auth/session';
import { makePage, makeSignInResponse } from '../../test/fixtures';
import { errorBody, mockApi } from '../../test/mock-api';
import { renderApp, resetAuth } from '../../test/render';
import { readModePreference, readMuted, writeModePreference } from './preferences';

const W = '3f0c4a0e-0000-4000-8000-000000000001';
const PAGE = '3f0c4a0e-0000-4000-8000-000000000002';
const G1 = '3f0c4a0e-0000-4000-8000-000000000011';
const G2 = '3f0c4a0e-0000-4000-8000-000000000012';
const SQUAT_ITEM = '3f0c4a0e-0000-4000-8000-000000000021';
const PLANK_ITEM = '3f0c4a0e-0000-4000-8000-000000000022';
const SQUAT = '3f0c4a0e-0000-4000-8000-000000000031';
const GOBLET = '3f0c4a0e-0000-4000-8000-000000000032';
const PLANK = '3f0c4a0e-0000-4000-8000-000000000033';
const PAST = '3f0c4a0e-0000-4000-8000-000000000041';

const set = (extra: object) => ({ reps: null, load_kg: null, duration_seconds: null, distance_m: null, rest_seconds: null, ...extra });
const exercise = (id: string, name: string, extra: object = {}) => ({ id, name, video_url: null, image_url: null, cues: '', equipment: [], alternate_ids: [], ...extra });
const workout = {
  id: W,
  title: 'Strength Day 1',
  description: 'Squat day.',
  mode: 'grouped',
  page_id: PAGE,
  video_url: null,
  groups: [
    { id: G1, kind: 'straight', name: 'Main lift', rounds: 1, interval_seconds: null, time_cap_seconds: null, rest_seconds: null, items: [{ uid: SQUAT_ITEM, exercise_id: SQUAT, notes: '', sets: [set({ reps: 5, load_kg: 60, rest_seconds: 90 }), set({ reps: 5, load_kg: 60, rest_seconds: 90 })] }] },
    { id: G2, kind: 'circuit', name: 'Finisher', rounds: 1, interval_seconds: null, time_cap_seconds: null, rest_seconds: 30, items: [{ uid: PLANK_ITEM, exercise_id: PLANK, notes: '', sets: [set({ duration_seconds: 30 })] }] },
  ],
  estimated_seconds: 900,
  equipment: ['Barbell', 'Mat'],
  updated_at: '2026-11-01T00:00:00.000Z',
};
const workoutAnswer = {
  workout,
  exercises: [exercise(SQUAT, 'Back squat', { equipment: ['Barbell'], alternate_ids: [GOBLET] }), exercise(GOBLET, 'Goblet squat', { equipment: ['Kettlebell'] }), exercise(PLANK, 'Plank', { equipment: ['Mat'] })],
  exercise_swaps: [],
};
const pastSession = {
  id: PAST,
  workout_id: W,
  page_id: PAGE,
  session_mode: 'grouped',
  started_at: '2026-11-18T07:00:00.000Z',
  completed_at: '2026-11-18T07:30:00.000Z',
  activities: [
    { id: '3f0c4a0e-0000-4000-8000-000000000051', workout_group_id: G1, workout_group_item_id: SQUAT_ITEM, activity_type: 'set', data: { set_index: 0, reps: 5, load_kg: 62.5, exercise_id: SQUAT }, recorded_at: '2026-11-18T07:05:00.000Z' },
  ],
};
const sessionOf = (body: { id: string; session_mode: string; started_at: string }, completed: string | null = null) => ({
  session: { id: body.id, workout_id: W, page_id: PAGE, session_mode: body.session_mode, started_at: body.started_at, completed_at: completed, activities: [] },
});

function serve(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let started: { id: string; session_mode: string; started_at: string } | null = null;
  return mockApi({
    [`GET /api/workouts/${W}`]: { body: workoutAnswer },
    [`GET /api/workouts/${W}/sessions`]: { body: { sessions: [pastSession], has_more: false } },
    [`POST /api/workouts/${W}/session`]: ({ body }) => {
      started = body as typeof started;
      return { status: 201, body: sessionOf(started!) };
    },
    ...extra,
  });
}

/** Activity, finish and records calls carry the session id in the path: one handler answers any (records: the server's answer, or none reachable). */
function serveSession(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}, records: PersonalRecord[] | 'network-error' = []) {
  const api = serve(extra);
  const original = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    if (/\/session\/[^/]+\/records$/.test(url.pathname)) {
      if (records === 'network-error') throw new TypeError('Failed to fetch');
      return Response.json({ records });
    }
    if (/\/session\/[^/]+\/activity$/.test(url.pathname)) {
      api.calls.push({ method: init.method ?? 'GET', path: url.pathname, search: url.search, headers: {}, body });
      const activity = body as Record<string, unknown>;
      return Response.json({ activity: { workout_group_item_id: null, data: {}, ...activity }, applied: true });
    }
    if (/\/session\/[^/]+$/.test(url.pathname) && init.method === 'PUT') {
      api.calls.push({ method: 'PUT', path: url.pathname, search: '', headers: {}, body });
      const started = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/session'))!.body as { id: string; session_mode: string; started_at: string };
      return Response.json(sessionOf(started, (body as { completed_at: string }).completed_at));
    }
    return original(input, init);
  });
  return api;
}

const page = makePage({
  page_title: 'Strength Day 1',
  page_content_type: 'workout',
  page_data: { path: '/strength/day-1' },
  blocks: publishedBlocks([{ id: 'wb', type: 'workout_block', props: { title: 'Today', workout_id: W } }]),
});

async function openWorkout() {
  renderApp({ path: '/strength/day-1', pages: { '/strength/day-1': { status: 'found', page } } });
  return screen.findByRole('button', { name: 'Start workout' }, { timeout: 5000 });
}

describe('a workout in the member app', () => {
  beforeEach(() => {
    localStorage.clear();
    completeSignIn(makeSignInResponse(), 'sign-in');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('shows the overview: groups, exercises, sets, rest, equipment and the estimated time', async () => {
    serveSession();
    await openWorkout();
    const main = screen.getByRole('region', { name: 'Today' });
    // A straight group is its name alone; a circuit says what it is.
    expect(within(main).getByRole('heading', { name: 'Main lift' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Finisher Circuit' })).toBeTruthy();
    expect(within(main).queryByText('Sets')).toBeNull();
    const squat = within(main).getByText('2 × 5 reps · 60 kg · rest 1 min 30 sec').closest('li') as HTMLElement;
    expect(within(squat).getByText('Back squat')).toBeTruthy();
    expect(within(main).getByText('Barbell, Mat')).toBeTruthy();
    expect(within(main).getByText('15 min')).toBeTruthy();
    expect(await within(main).findByRole('heading', { name: 'History' }, { timeout: 5000 })).toBeTruthy();
  });

  it('starts a session with a client id and logs a set prefilled from last time', async () => {
    const { calls } = serveSession();
    fireEvent.click(await openWorkout());
    const form = await screen.findByRole('form', { name: 'Back squat Set 1' }, { timeout: 5000 });
    const start = calls.find((call) => call.method === 'POST' && call.path === `/api/workouts/${W}/session`)!;
    expect(start.body).toMatchObject({ session_mode: 'grouped', page_id: PAGE });
    expect((start.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    // Last session's 62.5 kg, not the prescribed 60.
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'Load (kg)' }) as HTMLInputElement).value).toBe('62.5'), { timeout: 5000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reps' }), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log' }));
    expect(await screen.findByText('Done: 6 reps · 62.5 kg', undefined, { timeout: 5000 })).toBeTruthy();
    const activity = calls.find((call) => call.path.endsWith('/activity'))!;
    expect(activity.body).toMatchObject({
      workout_group_id: G1,
      workout_group_item_id: SQUAT_ITEM,
      activity_type: 'set',
      data: { reps: 6, load_kg: 62.5, set_index: 0, exercise_id: SQUAT },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.workoutSession)!)).toMatchObject({ phase: 'running', workoutId: W });
  });

  it('refuses a load over the limit, naming the field', async () => {
    serveSession();
    fireEvent.click(await openWorkout());
    const form = await screen.findByRole('form', { name: 'Back squat Set 1' }, { timeout: 5000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Load (kg)' }), { target: { value: '1200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log' }));
    expect(within(form).getByRole('alert').textContent).toBe('Load (kg) must be a number within limits.');
  });

  it('rests by the wall clock: a locked phone wakes to the right time, and the end cues once without sound', async () => {
    serveSession();
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const audio = vi.fn();
    vi.stubGlobal('AudioContext', audio);
    fireEvent.click(await openWorkout());
    const form = await screen.findByRole('form', { name: 'Back squat Set 1' }, { timeout: 5000 });
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'Load (kg)' }) as HTMLInputElement).value).toBe('62.5'), { timeout: 5000 });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(within(form).getByRole('button', { name: 'Log' }));
    const rest = screen.getByRole('region', { name: 'Rest' });
    expect(within(rest).getByRole('timer').textContent).toBe('1:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(rest).getByRole('timer').textContent).toBe('1:00');
    // The screen locks: no ticks for two minutes, then the page is shown again.
    act(() => {
      vi.setSystemTime(Date.now() + 120_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(within(rest).getByRole('timer').textContent).toBe('0:00');
    expect(within(rest).getByRole('status').textContent).toBe('Rest is over. On to the next one.');
    act(() => vi.advanceTimersByTime(5_000));
    expect(vibrate).toHaveBeenCalledTimes(1);
    // Workouts are muted by default: no sound.
    expect(readMuted()).toBe(true);
    expect(audio).not.toHaveBeenCalled();
    fireEvent.click(within(rest).getByRole('button', { name: 'Go' }));
    expect(screen.queryByRole('region', { name: 'Rest' })).toBeNull();
  });

  it("swaps an exercise for an alternate in the session, saying 'Failed to swap' when that fails", async () => {
    const { calls, fetchMock } = serveSession();
    let fail = true;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string | URL | Request, init: RequestInit = {}) => {
      const isSwap = typeof init.body === 'string' && (JSON.parse(init.body) as { activity_type?: string }).activity_type === 'swap';
      // A refusal fails the write; a 5xx or the network would only queue it (the offline outbox).
      if (isSwap && fail) return Response.json(errorBody('validation_failed', 'Failed'), { status: 400 });
      return answer(input, init);
    });
    fireEvent.click(await openWorkout());
    fireEvent.click(await screen.findByRole('button', { name: 'Swap Back squat' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap Back squat' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /Goblet squat/ }));
    expect((await within(dialog).findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('Failed to swap');
    expect(screen.queryByRole('form', { name: 'Goblet squat Set 1' })).toBeNull();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: /Goblet squat/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(await screen.findByRole('form', { name: 'Goblet squat Set 1' }, { timeout: 5000 })).toBeTruthy();
    // The offline outbox outlives a test, as it outlives a visit: an earlier test's set may go first.
    const isSwap = (call: { path: string; body: unknown }) => call.path.endsWith('/activity') && (call.body as { activity_type?: string }).activity_type === 'swap';
    await waitFor(() => expect(calls.some(isSwap)).toBe(true), { timeout: 5000 });
    expect(calls.find(isSwap)!.body).toMatchObject({ activity_type: 'swap', workout_group_id: G1, workout_group_item_id: SQUAT_ITEM, data: { exercise_id: GOBLET } });
    // The swap is the session's write only (offline it queues with the rest).
    expect(calls.some((call) => call.path.startsWith('/api/subscribers/'))).toBe(false);
  });

  it('finishes with a summary: time, volume, sets and the records beaten', async () => {
    // The server measures records across every workout: Mia's heaviest squat so far was 65 kg in another one.
    const { calls } = serveSession({}, [{ exercise_id: SQUAT, kind: 'heaviest', value: 70, previous: 65 }]);
    fireEvent.click(await openWorkout());
    const form = await screen.findByRole('form', { name: 'Back squat Set 1' }, { timeout: 5000 });
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'Load (kg)' }) as HTMLInputElement).value).toBe('62.5'), { timeout: 5000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Load (kg)' }), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log' }));
    await screen.findByText('Done: 5 reps · 70 kg', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Workout complete' }, { timeout: 5000 })).toBeTruthy();
    const finish = calls.find((call) => call.method === 'PUT')!;
    expect(finish.body).toMatchObject({ page_id: PAGE, completed: true });
    const facts = screen.getByText('Volume').closest('dl') as HTMLElement;
    expect(within(facts).getByText('350 kg')).toBeTruthy();
    const records = screen.getByRole('region', { name: 'Personal records' });
    expect(await within(records).findByText('Heaviest load: 70 kg (was 65 kg)')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.workoutSession)).toBeNull();
  });

  it('measures records against this workout’s sessions when the server cannot be asked', async () => {
    serveSession({}, 'network-error');
    fireEvent.click(await openWorkout());
    const form = await screen.findByRole('form', { name: 'Back squat Set 1' }, { timeout: 5000 });
    await waitFor(() => expect((within(form).getByRole('textbox', { name: 'Load (kg)' }) as HTMLInputElement).value).toBe('62.5'), { timeout: 5000 });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Load (kg)' }), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log' }));
    await screen.findByText('Done: 5 reps · 70 kg', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const records = await screen.findByRole('region', { name: 'Personal records' }, { timeout: 5000 });
    expect(await within(records).findByText('Heaviest load: 70 kg (was 62.5 kg)')).toBeTruthy();
  });

  it('keeps the mode preference on the device, refusing anything but FOLLOW_ALONG or list', async () => {
    expect(() => writeModePreference('grid')).toThrow(INVALID_PREFERENCE);
    localStorage.setItem(STORAGE_KEYS.workoutMode, 'grid');
    expect(readModePreference()).toBeNull();
    const { calls } = serveSession();
    const start = await openWorkout();
    fireEvent.click(screen.getByRole('radio', { name: 'Follow along' }));
    expect(localStorage.getItem(STORAGE_KEYS.workoutMode)).toBe('FOLLOW_ALONG');
    fireEvent.click(start);
    expect(await screen.findByRole('heading', { name: 'Back squat' }, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ session_mode: 'follow_along' });
    expect(screen.getByText('Up next: Back squat')).toBeTruthy();
    // The arrow key moves on; "Done" logs the step. The screen can show before React has run its
    // effects (the key listener, the session's latest state): a press that lands earlier does
    // nothing, so press until the step moves, which one press that is heard does.
    await waitFor(
      () => {
        if (!screen.queryByText('Step 2 of 3')) fireEvent.keyDown(document.body, { key: 'ArrowRight' });
        expect(screen.getByText('Step 2 of 3')).toBeTruthy();
      },
      { timeout: 5000 },
    );
    const sessionId = (calls.find((call) => call.method === 'POST')!.body as { id: string }).id;
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith(`/${sessionId}/activity`))).toHaveLength(1), { timeout: 5000 });
    // Two lazy screens and two waits of up to 5 s each: more than the default 5 s on a busy machine.
  }, 20_000);
});
