import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@tessera/core/errors';
import { makeSignInResponse } from '../../test/fixtures';
import { useAuthStore } from '../auth/auth-store';

const calls: { path: string; body: unknown }[] = [];
const network = { isUp: true, refuse: false };
vi.mock('../../app/api/api', () => ({
  api: vi.fn(async (contract: { path: string }, input: { body?: unknown }) => {
    if (!network.isUp)
      throw new AppError({ code: 'network_error', status: 503, message: 'Something went wrong' });
    if (network.refuse)
      throw new AppError({
        code: 'validation_failed',
        status: 400,
        message: 'Some fields need attention',
      });
    calls.push({ path: contract.path, body: input.body });
    if (contract.path.endsWith('/activity')) return { activity: input.body, applied: true };
    return { session: {} };
  }),
}));

const { finishSession, recordActivity, startSession } = await import('./session-writes');
const { memberOutbox } = await import('../offline/member-outbox');

const WORKOUT = '00000000-0000-4000-8000-0000000000a1';
const SESSION = '00000000-0000-4000-8000-0000000000a2';
const GROUP = '00000000-0000-4000-8000-0000000000a3';

async function settle() {
  for (let round = 0; round < 5 && (await memberOutbox().snapshot()).pending > 0; round += 1)
    await memberOutbox().flush();
  await memberOutbox().flush();
}

describe('session writes through the offline outbox', () => {
  beforeEach(() => {
    calls.length = 0;
    network.isUp = true;
    network.refuse = false;
    useAuthStore.getState().install(makeSignInResponse());
  });
  afterEach(() => {
    memberOutbox().stop();
    useAuthStore.getState().clear();
  });

  it('answers at once while offline and sends start, sets and finish in order once the network is back', async () => {
    network.isUp = false;
    const session = await startSession(WORKOUT, {
      id: SESSION,
      session_mode: 'grouped',
      started_at: '2026-11-20T10:00:00.000Z',
      page_id: null,
    });
    expect(session).toMatchObject({ id: SESSION, workout_id: WORKOUT, completed_at: null });
    const logged = await recordActivity(WORKOUT, SESSION, {
      id: '00000000-0000-4000-8000-0000000000b1',
      workout_group_id: GROUP,
      workout_group_item_id: null,
      activity_type: 'set',
      data: { set_index: 0, reps: 8, load_kg: 60 },
      recorded_at: '2026-11-20T10:05:00.000Z',
    });
    expect(logged).toMatchObject({ applied: true, activity: { data: { reps: 8 } } });
    const finished = await finishSession(WORKOUT, SESSION, {
      page_id: null,
      completed_at: '2026-11-20T10:30:00.000Z',
    });
    expect(finished).toMatchObject({
      started_at: '2026-11-20T10:00:00.000Z',
      completed_at: '2026-11-20T10:30:00.000Z',
    });
    await memberOutbox().flush();
    expect(calls).toEqual([]);
    expect((await memberOutbox().snapshot()).pending).toBe(3);

    network.isUp = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(calls.map((call) => call.path)).toEqual([
      '/workouts/:id/session',
      '/workouts/:id/session/:sessionId/activity',
      '/workouts/:id/session/:sessionId',
    ]);
    expect(calls[2]!.body).toEqual({
      page_id: null,
      completed_at: '2026-11-20T10:30:00.000Z',
      completed: true,
    });
    expect((await memberOutbox().snapshot()).pending).toBe(0);
  });

  it('fails a write the server refuses, and keeps one the server could not take for later', async () => {
    await startSession(WORKOUT, {
      id: SESSION,
      session_mode: 'grouped',
      started_at: '2026-11-20T10:00:00.000Z',
      page_id: null,
    });
    network.refuse = true;
    await expect(
      recordActivity(WORKOUT, SESSION, {
        id: '00000000-0000-4000-8000-0000000000b2',
        workout_group_id: GROUP,
        workout_group_item_id: null,
        activity_type: 'swap',
        data: {},
        recorded_at: '2026-11-20T10:06:00.000Z',
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect((await memberOutbox().snapshot()).notices).toEqual([]);
    network.refuse = false;
    network.isUp = false;
    await expect(
      recordActivity(WORKOUT, SESSION, {
        id: '00000000-0000-4000-8000-0000000000b3',
        workout_group_id: GROUP,
        workout_group_item_id: null,
        activity_type: 'set',
        data: { reps: 5 },
        recorded_at: '2026-11-20T10:07:00.000Z',
      }),
    ).resolves.toMatchObject({ applied: true });
    expect((await memberOutbox().snapshot()).pending).toBe(1);
    network.isUp = true;
    await settle();
    expect(calls.filter((call) => call.path.endsWith('/activity'))).toHaveLength(1);
  });

  it('refuses a guest: there is nobody to keep the writes for', async () => {
    useAuthStore.getState().clear();
    await expect(
      startSession(WORKOUT, {
        id: SESSION,
        session_mode: 'grouped',
        started_at: '2026-11-20T10:00:00.000Z',
        page_id: null,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
