import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutActivity } from '@tessera/core/entities/workout';
import { completeSignIn } from '../auth/session';
import { useAuthStore } from '../auth/auth-store';
import { makePage, makeSignInResponse } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp, resetAuth } from '../../test/render';
import type { Outbox, SendResult } from '../offline/outbox';
import type { OutboxEntry } from '../offline/outbox-store';

/** The member app's outbox, replaced by one over the in-memory store whose sending the test decides. */
const fake = vi.hoisted(() => ({ outbox: null as Outbox | null }));
vi.mock('../offline/member-outbox', () => ({
  memberOutbox: () => fake.outbox!,
  watchMemberOutbox: (listener: (outbox: Outbox) => void) => {
    listener(fake.outbox!);
    return () => undefined;
  },
  outboxMayHoldWrites: async () => true,
}));

const W = '3f0c4a0e-0000-4000-8000-000000000001';
const PAGE = '3f0c4a0e-0000-4000-8000-000000000002';
const G1 = '3f0c4a0e-0000-4000-8000-000000000011';
const ITEM = '3f0c4a0e-0000-4000-8000-000000000021';
const SQUAT = '3f0c4a0e-0000-4000-8000-000000000031';
const SESSION = '3f0c4a0e-0000-4000-8000-000000000041';

const workoutAnswer = {
  workout: {
    id: W,
    title: 'Strength Day 1',
    description: '',
    mode: 'grouped',
    page_id: PAGE,
    video_url: null,
    groups: [
      {
        id: G1,
        kind: 'straight',
        name: 'Main lift',
        rounds: 1,
        interval_seconds: null,
        time_cap_seconds: null,
        rest_seconds: null,
        items: [
          {
            uid: ITEM,
            exercise_id: SQUAT,
            notes: '',
            sets: [
              { reps: 5, load_kg: 60, duration_seconds: null, distance_m: null, rest_seconds: 90 },
            ],
          },
        ],
      },
    ],
    estimated_seconds: 600,
    equipment: [],
    updated_at: '2026-11-01T00:00:00.000Z',
  },
  exercises: [
    {
      id: SQUAT,
      name: 'Back squat',
      video_url: null,
      image_url: null,
      cues: '',
      equipment: [],
      alternate_ids: [],
    },
  ],
  exercise_swaps: [],
};

const page = makePage({
  page_title: 'Strength Day 1',
  page_content_type: 'workout',
  page_data: { path: '/strength/day-1' },
  blocks: publishedBlocks([{ id: 'wb', type: 'workout_block', props: { title: 'Today', workout_id: W } }]),
});

const memberId = () => useAuthStore.getState().member!.id;
const activity = (setIndex: number): WorkoutActivity => ({
  id: `3f0c4a0e-0000-4000-8000-00000000005${setIndex}`,
  workout_group_id: G1,
  workout_group_item_id: ITEM,
  activity_type: 'set',
  data: { set_index: setIndex, reps: 5, load_kg: 60, exercise_id: SQUAT },
  recorded_at: `2026-11-20T07:0${setIndex}:00.000Z`,
});

/** Three writes of a session logged offline in an earlier visit: its start and two sets. */
async function queueOfflineSession(outbox: Outbox) {
  const common = { workoutId: W, sessionId: SESSION };
  await outbox.enqueue(
    {
      kind: 'start',
      ...common,
      body: {
        id: SESSION,
        session_mode: 'grouped',
        started_at: '2026-11-20T07:00:00.000Z',
        page_id: PAGE,
      },
    },
    memberId(),
  );
  await outbox.enqueue({ kind: 'activity', ...common, body: activity(0) }, memberId());
  await outbox.enqueue({ kind: 'activity', ...common, body: activity(1) }, memberId());
}

function serve() {
  return mockApi({
    [`GET /api/workouts/${W}`]: { body: workoutAnswer },
    [`GET /api/workouts/${W}/sessions`]: { body: { sessions: [], has_more: false } },
  });
}

/** The sync status line: a polite live region that is always there. */
const syncLine = (block: HTMLElement) =>
  block.querySelector<HTMLElement>('[data-sync] > [role="status"]')!;

async function openWorkout() {
  renderApp({ path: '/strength/day-1', pages: { '/strength/day-1': { status: 'found', page } } });
  await screen.findByRole('button', { name: 'Start workout' }, { timeout: 5000 });
  return screen.getByRole('region', { name: 'Today' });
}

describe('the offline sync on the workout screens', () => {
  let send: (entry: OutboxEntry) => Promise<SendResult>;
  const offline = async (): Promise<SendResult> => {
    throw new TypeError('Failed to fetch');
  };

  beforeEach(async () => {
    localStorage.clear();
    completeSignIn(makeSignInResponse(), 'sign-in');
    send = offline;
    const { createOutbox } = await import('../offline/outbox');
    const { memoryOutboxStore } = await import('../offline/outbox-store');
    // Retries wait for the test's own flush.
    fake.outbox = createOutbox({
      store: memoryOutboxStore(),
      send: (entry) => send(entry),
      currentMemberId: memberId,
      schedule: () => () => undefined,
    });
  });
  afterEach(() => {
    fake.outbox?.stop();
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('says how many logs wait while offline, then Synced once they reach the server, and reads the server again', async () => {
    const { calls } = serve();
    await queueOfflineSession(fake.outbox!);
    await fake.outbox!.flush(); // Offline: the network fails, all three wait.
    const block = await openWorkout();
    const status = await within(block).findByText('Workout logs waiting to sync: 3', undefined, {
      timeout: 5000,
    });
    expect(status).toBe(syncLine(block));
    const reads = () =>
      calls.filter((call) => call.method === 'GET' && call.path.startsWith(`/api/workouts/${W}`))
        .length;
    const readsBefore = reads();
    expect(readsBefore).toBeGreaterThan(0);

    // The connection returns.
    const sent: string[] = [];
    send = async (entry) => {
      sent.push(entry.key);
      return { applied: true, kept: null };
    };
    await act(() => fake.outbox!.flush());
    expect(sent).toEqual([
      `start:${SESSION}`,
      `activity:${activity(0).id}`,
      `activity:${activity(1).id}`,
    ]);
    await waitFor(() => expect(syncLine(block).textContent).toBe('Synced'), { timeout: 5000 });
    // The workout and its sessions are read again: the history shows what the server has.
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore), { timeout: 5000 });
    const again = calls.slice(-2).map((call) => call.path);
    expect(again).toEqual(expect.arrayContaining([`/api/workouts/${W}/sessions`]));
  });

  it('shows a set the server kept a newer version of, until the member dismisses it', async () => {
    serve();
    await queueOfflineSession(fake.outbox!);
    const newer = {
      ...activity(1),
      data: { ...activity(1).data, reps: 8 },
      recorded_at: '2026-11-20T09:00:00.000Z',
    };
    // Another device logged set 2 later: last writer wins, the server keeps that one.
    send = async (entry) =>
      entry.key === `activity:${newer.id}`
        ? { applied: false, kept: newer }
        : { applied: true, kept: null };
    const block = await openWorkout();
    await act(() => fake.outbox!.flush());
    const notice = (
      await within(block).findByText(
        'Your change to set 2 was replaced by a newer one.',
        undefined,
        { timeout: 5000 },
      )
    ).closest('li')!;
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(
      () =>
        expect(
          within(block).queryByText('Your change to set 2 was replaced by a newer one.'),
        ).toBeNull(),
      { timeout: 5000 },
    );
  });

  it('says nothing while writes go straight to the server, nor reads the server again for them', async () => {
    const { calls } = serve();
    const sent: string[] = [];
    send = async (entry) => {
      sent.push(entry.key);
      return { applied: true, kept: null };
    };
    const block = await openWorkout();
    fireEvent.click(within(block).getByRole('button', { name: 'Start workout' }));
    const form = await within(block).findByRole(
      'form',
      { name: 'Back squat Set 1' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toMatch(/^start:/);
    const reads = calls.filter((call) => call.method === 'GET').length;
    fireEvent.click(within(form).getByRole('button', { name: 'Log' }));
    await waitFor(() => expect(sent).toHaveLength(2), { timeout: 5000 });
    await act(() => fake.outbox!.flush());
    expect(syncLine(block).textContent).toBe('');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(reads);
  });
});
