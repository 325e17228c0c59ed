import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programStageCompletions, programSubscriptions } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';

/**
 * What a member's sessions add up to beyond one session: personal records per exercise across
 * every workout, and reopening a finished session undoing the completion finishing gave.
 */
let t: TestServer;
let owner: StudioCaller;
let appId: string;
let mia: string;
let noah: string;
let squat: string;
const legDay = { pageId: '', workoutId: '', groupId: randomUUID(), itemUid: randomUUID() };
const fullBody = { pageId: '', workoutId: '', groupId: randomUUID(), itemUid: randomUUID() };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown) => memberClient(t, 'lift').call(method, `/api${url}`, { token, body });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A finished session of `workout` with one squat set, `hours` ago; answers its id. */
async function finishedSession(token: string, workout: typeof legDay, set: { reps: number; load_kg: number }, hours: number): Promise<string> {
  const id = randomUUID();
  expect((await call('POST', `/workouts/${workout.workoutId}/session`, token, { session_mode: 'grouped', id, started_at: hoursAgo(hours) })).statusCode).toBe(201);
  const logged = await call('POST', `/workouts/${workout.workoutId}/session/${id}/activity`, token, {
    workout_group_id: workout.groupId,
    workout_group_item_id: workout.itemUid,
    activity_type: 'set',
    data: { ...set, exercise_id: squat },
    recorded_at: hoursAgo(hours - 0.25),
  });
  expect(logged.statusCode, logged.body).toBe(200);
  expect((await call('PUT', `/workouts/${workout.workoutId}/session/${id}`, token, { completed_at: hoursAgo(hours - 0.5) })).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@lift.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'lift', name: 'Lift' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  legDay.pageId = (await createPage(t.db, { appId, path: '/leg-day', title: 'Leg day', contentType: 'workout' })).id;
  fullBody.pageId = (await createPage(t.db, { appId, path: '/full-body', title: 'Full body', contentType: 'workout' })).id;
  await rebuildPublishCache(t.db, appId);
  squat = (await owner('POST', `/apps/${appId}/exercises`, { name: 'Squat' })).json().exercise.id;
  for (const [title, workout] of [['Leg day', legDay], ['Full body', fullBody]] as const) {
    const res = await owner('POST', `/apps/${appId}/workouts`, {
      title,
      page_id: workout.pageId,
      groups: [{ id: workout.groupId, items: [{ uid: workout.itemUid, exercise_id: squat, sets: [{ reps: 5, load_kg: 60 }] }] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    workout.workoutId = res.json().workout.id;
  }
  mia = (await memberClient(t, 'lift').signUp({ email: 'mia@lift.test', name: 'Mia' })).authentication_token;
  noah = (await memberClient(t, 'lift').signUp({ email: 'noah@lift.test', name: 'Noah' })).authentication_token;
});
afterAll(async () => t.close());

describe('personal records', () => {
  it('are per exercise across every workout the member finished, not per workout', async () => {
    await finishedSession(mia, legDay, { reps: 5, load_kg: 60 }, 72);
    // Noah's heavier squat is his own: it never lowers Mia's records.
    await finishedSession(noah, legDay, { reps: 5, load_kg: 100 }, 70);
    // Full Body's first session: within Full Body alone nothing was beaten, across workouts 60 kg was.
    const first = await finishedSession(mia, fullBody, { reps: 5, load_kg: 65 }, 48);
    const records = await call('GET', `/workouts/${fullBody.workoutId}/session/${first}/records`, mia);
    expect(records.statusCode, records.body).toBe(200);
    expect(records.json().records).toEqual(
      expect.arrayContaining([
        { exercise_id: squat, kind: 'heaviest', value: 65, previous: 60 },
        expect.objectContaining({ exercise_id: squat, kind: 'estimated_1rm' }),
      ]),
    );
    // Back on Leg day, 62.5 kg beats Leg day's 60 but not Full Body's 65: no heaviest record.
    const back = await finishedSession(mia, legDay, { reps: 5, load_kg: 62.5 }, 24);
    const kinds = (await call('GET', `/workouts/${legDay.workoutId}/session/${back}/records`, mia)).json().records.map((r: { kind: string }) => r.kind);
    expect(kinds).not.toContain('heaviest');
    // Measured against earlier sessions only: Mia's first session beat nothing.
    const sessions = (await call('GET', `/workouts/${legDay.workoutId}/sessions`, mia)).json().sessions as { id: string }[];
    expect((await call('GET', `/workouts/${legDay.workoutId}/session/${sessions.at(-1)!.id}/records`, mia)).json().records).toEqual([]);
  });

  it('are the member’s own: another member’s session or a session of another workout is 404', async () => {
    const sessions = (await call('GET', `/workouts/${fullBody.workoutId}/sessions`, mia)).json().sessions as { id: string }[];
    expect((await call('GET', `/workouts/${fullBody.workoutId}/session/${sessions[0]!.id}/records`, noah)).json().error.code).toBe('workout_session_not_found');
    expect((await call('GET', `/workouts/${legDay.workoutId}/session/${sessions[0]!.id}/records`, mia)).statusCode).toBe(404);
    expect((await call('GET', `/workouts/${fullBody.workoutId}/session/not-an-id/records`, mia)).statusCode).toBe(400);
  });
});

describe('reopening a finished session (completed: false)', () => {
  it('uncompletes the page and the program stages that finishing completed, as the page’s and the stage’s Undo do', async () => {
    const planPage = await createPage(t.db, { appId, path: '/plan', title: 'Plan', contentType: 'program' });
    await rebuildPublishCache(t.db, appId);
    const program = (await owner('POST', `/apps/${appId}/programs`, { title: 'Plan', page_id: planPage.id, stages: [{ title: 'Day 1', page_id: fullBody.pageId }] })).json().program.id;
    expect((await call('POST', `/programs/${program}/subscribe`, noah, {})).statusCode).toBeLessThan(300);
    const stagesDone = () => t.db.select().from(programStageCompletions).where(and(eq(programStageCompletions.programId, program)));
    const session = await finishedSession(noah, fullBody, { reps: 5, load_kg: 80 }, 2);
    expect((await call('GET', `/pages/${fullBody.pageId}/complete`, noah)).json().is_completed).toBe(true);
    expect(await stagesDone()).toHaveLength(1);
    await t.db.update(programSubscriptions).set({ completedAt: new Date() }).where(eq(programSubscriptions.programId, program));

    const reopened = await call('PUT', `/workouts/${fullBody.workoutId}/session/${session}`, noah, { completed: false });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().session.completed_at).toBeNull();
    expect((await call('GET', `/pages/${fullBody.pageId}/complete`, noah)).json().is_completed).toBe(false);
    expect(await stagesDone()).toHaveLength(0);
    const [subscription] = await t.db.select().from(programSubscriptions).where(eq(programSubscriptions.programId, program));
    expect(subscription!.completedAt).toBeNull();

    // Finishing again completes them again.
    expect((await call('PUT', `/workouts/${fullBody.workoutId}/session/${session}`, noah, {})).statusCode).toBe(200);
    expect((await call('GET', `/pages/${fullBody.pageId}/complete`, noah)).json().is_completed).toBe(true);
    expect(await stagesDone()).toHaveLength(1);
  });

  it('keeps the page completed while another finished session of it remains', async () => {
    // Mia finished Leg day twice (the records test): reopening the latest leaves the earlier one.
    const sessions = (await call('GET', `/workouts/${legDay.workoutId}/sessions`, mia)).json().sessions as { id: string }[];
    expect(sessions.length).toBeGreaterThan(1);
    expect((await call('PUT', `/workouts/${legDay.workoutId}/session/${sessions[0]!.id}`, mia, { completed: false })).statusCode).toBe(200);
    expect((await call('GET', `/pages/${legDay.pageId}/complete`, mia)).json().is_completed).toBe(true);
    for (const session of sessions.slice(1)) await call('PUT', `/workouts/${legDay.workoutId}/session/${session.id}`, mia, { completed: false });
    expect((await call('GET', `/pages/${legDay.pageId}/complete`, mia)).json().is_completed).toBe(false);
  });
});
