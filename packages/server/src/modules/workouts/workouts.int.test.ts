import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, exerciseSwaps, pageCompletions, programStageCompletions, workoutActivities } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { block, createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;
let pageId: string;
let lockedPageId: string;
let mia: string;
let noah: string;
let rivalToken: string;
const ex: Record<string, string> = {};
let workout: { id: string; groups: { id: string; items: { uid: string; exercise_id: string }[] }[]; estimated_seconds: number; equipment: string[] };
let lockedWorkoutId: string;
let rivalWorkoutId: string;
let programId: string;
const ids = { group: randomUUID(), finisher: randomUUID(), squat: randomUUID(), press: randomUUID(), plank: randomUUID() };

const client = (slug = 'gym') => memberClient(t, slug);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown, slug = 'gym') => client(slug).call(method, `/api${url}`, { token, body });
const sessionUrl = (sessionId: string) => `/workouts/${workout.id}/session/${sessionId}`;

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@gym.test' });
  owner = mine.call;
  const theirs = await signedInOwner(t, { email: 'rival@rival.test', accountName: 'Rival' });
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'gym', name: 'Gym' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  pageId = (await createPage(t.db, { appId, path: '/leg-day', title: 'Leg day', contentType: 'workout', image: '/media/apps/gym/leg.jpg' })).id;
  lockedPageId = (
    await createPage(t.db, { appId, path: '/pro-day', title: 'Pro day', contentType: 'workout', access: { inherit: false, require_purchase: true, products: [{ id: 'pro' }] } })
  ).id;
  await rebuildPublishCache(t.db, appId);
  const rivalApp = await createApp(t.db, { accountId: theirs.accountId, slug: 'rival', name: 'Rival' });
  rivalAppId = rivalApp.id;
  const rivalPage = await createPage(t.db, { appId: rivalAppId, path: '/w', title: 'Rival workout', contentType: 'workout' });
  await rebuildPublishCache(t.db, rivalAppId);
  mia = (await client().signUp({ email: 'mia@gym.test', name: 'Mia' })).authentication_token;
  noah = (await client().signUp({ email: 'noah@gym.test', name: 'Noah' })).authentication_token;
  rivalToken = (await client('rival').signUp({ email: 'rita@rival.test', name: 'Rita' })).authentication_token;
  const rivalEx = (await rival('POST', `/apps/${rivalAppId}/exercises`, { name: 'Rival squat' })).json().exercise.id;
  rivalWorkoutId = (
    await rival('POST', `/apps/${rivalAppId}/workouts`, {
      title: 'Rival',
      page_id: rivalPage.id,
      groups: [{ id: randomUUID(), items: [{ uid: randomUUID(), exercise_id: rivalEx, sets: [{ reps: 5 }] }] }],
    })
  ).json().workout.id;
});
afterAll(async () => t.close());

describe('the exercise library (studio)', () => {
  it('adds exercises with alternates of the same app only', async () => {
    for (const name of ['Goblet squat', 'Box squat', 'Push-up', 'Plank']) {
      const res = await owner('POST', `/apps/${appId}/exercises`, { name, equipment: name === 'Goblet squat' ? ['Kettlebell'] : [], video_url: name === 'Plank' ? 'https://cdn.example/plank.mp4' : null });
      expect(res.statusCode, res.body).toBe(201);
      ex[name] = res.json().exercise.id;
    }
    const squat = await owner('POST', `/apps/${appId}/exercises`, {
      name: 'Back squat',
      equipment: ['Barbell', 'Rack'],
      image_url: '/media/apps/gym/squat.jpg',
      alternate_ids: [ex['Goblet squat'], ex['Box squat']],
    });
    expect(squat.statusCode, squat.body).toBe(201);
    ex['Back squat'] = squat.json().exercise.id;
    expect(squat.json().exercise).toMatchObject({ name: 'Back squat', alternate_ids: [ex['Goblet squat'], ex['Box squat']], workout_count: 0 });
    const foreign = await owner('POST', `/apps/${appId}/exercises`, { name: 'X', alternate_ids: [randomUUID()] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0].field).toBe('body.alternate_ids.0');
    const self = await owner('PUT', `/apps/${appId}/exercises/${ex['Push-up']}`, { name: 'Push-up', alternate_ids: [ex['Push-up']] });
    expect(self.json().error.details[0].field).toBe('body.alternate_ids.0');
    expect((await owner('POST', `/apps/${appId}/exercises`, { name: '' })).json().error.details[0].field).toBe('body.name');
    expect((await rival('GET', `/apps/${appId}/exercises`)).statusCode).toBe(404);
    expect((await rival('PUT', `/apps/${rivalAppId}/exercises/${ex['Push-up']}`, { name: 'Mine' })).statusCode).toBe(404);
    const listed = (await owner('GET', `/apps/${appId}/exercises`)).json().exercises.map((e: { name: string }) => e.name);
    expect(listed).toEqual(['Back squat', 'Box squat', 'Goblet squat', 'Plank', 'Push-up']);
  });
});

describe('the workout builder (studio)', () => {
  it('saves a workout whole, keeping the builder’s ids, with its estimate and equipment', async () => {
    const body = {
      title: 'Leg day',
      page_id: pageId,
      groups: [
        { id: ids.group, kind: 'straight', name: 'Main', items: [{ uid: ids.squat, exercise_id: ex['Back squat'], sets: [{ reps: 5, load_kg: 60, rest_seconds: 90 }, { reps: 5, load_kg: 60 }] }] },
        {
          id: ids.finisher,
          kind: 'circuit',
          rounds: 2,
          items: [
            { uid: ids.press, exercise_id: ex['Push-up'], sets: [{ reps: 10 }] },
            { uid: ids.plank, exercise_id: ex['Plank'], sets: [{ duration_seconds: 30 }] },
          ],
        },
      ],
    };
    const res = await owner('POST', `/apps/${appId}/workouts`, body);
    expect(res.statusCode, res.body).toBe(201);
    workout = res.json().workout;
    expect(workout.groups.map((g) => g.id)).toEqual([ids.group, ids.finisher]);
    expect(workout.groups[1]!.items.map((i) => i.uid)).toEqual([ids.press, ids.plank]);
    expect(workout.estimated_seconds).toBe(15 + 90 + 15 + 2 * (30 + 30));
    expect(workout.equipment).toEqual(['Barbell', 'Rack']);
    const again = await owner('PUT', `/apps/${appId}/workouts/${workout.id}`, { ...body, description: 'Heavy' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().workout.groups[0].id).toBe(ids.group);
    const locked = await owner('POST', `/apps/${appId}/workouts`, { title: 'Pro', page_id: lockedPageId, groups: [{ id: randomUUID(), items: [{ uid: randomUUID(), exercise_id: ex['Plank'], sets: [{}] }] }] });
    lockedWorkoutId = locked.json().workout.id;
  });

  it('refuses ids of another workout, exercises and pages of another app, and bad targets', async () => {
    const taken = await owner('POST', `/apps/${appId}/workouts`, { title: 'Copy', groups: [{ id: ids.group, items: [{ uid: randomUUID(), exercise_id: ex['Plank'], sets: [{}] }] }] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details[0].field).toBe('body.groups.0.id');
    const dup = await owner('POST', `/apps/${appId}/workouts`, { title: 'Dup', groups: [{ id: randomUUID(), items: [{ uid: ids.squat, exercise_id: ex['Plank'], sets: [{}] }] }] });
    expect(dup.json().error.details[0].field).toBe('body.groups.0.items.0.uid');
    const unknown = await owner('POST', `/apps/${appId}/workouts`, { title: 'X', groups: [{ id: randomUUID(), items: [{ uid: randomUUID(), exercise_id: randomUUID(), sets: [{}] }] }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('exercise_not_found');
    expect((await owner('POST', `/apps/${appId}/workouts`, { title: 'X', page_id: randomUUID() })).json().error.code).toBe('page_not_found');
    const heavy = await owner('POST', `/apps/${appId}/workouts`, { title: 'X', groups: [{ id: randomUUID(), items: [{ uid: randomUUID(), exercise_id: ex['Plank'], sets: [{ load_kg: 1001 }] }] }] });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error.details[0].field).toBe('body.groups.0.items.0.sets.0.load_kg');
    expect((await rival('GET', `/apps/${appId}/workouts/${workout.id}`)).statusCode).toBe(404);
    expect((await rival('GET', `/apps/${rivalAppId}/workouts/${workout.id}`)).json().error.code).toBe('workout_not_found');
    const listed = (await owner('GET', `/apps/${appId}/workouts`)).json().workouts;
    expect(listed.map((w: { title: string }) => w.title)).toEqual(['Pro', 'Leg day']);
    expect(listed[1]).toMatchObject({ page_title: 'Leg day', session_count: 0 });
    const one = (await owner('GET', `/apps/${appId}/workouts/${workout.id}`)).json();
    expect(one.exercises.map((e: { name: string }) => e.name)).toEqual(['Back squat', 'Box squat', 'Goblet squat', 'Plank', 'Push-up']);
  });

  it('keeps an exercise a workout uses (409 naming the workouts)', async () => {
    const res = await owner('DELETE', `/apps/${appId}/exercises/${ex['Plank']}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'exercise_in_use', details: { workouts: [{ id: workout.id, title: 'Leg day' }, { id: lockedWorkoutId, title: 'Pro' }] } });
    expect((await owner('GET', `/apps/${appId}/exercises`)).json().exercises.find((e: { name: string }) => e.name === 'Plank').workout_count).toBe(2);
  });
});

describe('members run workouts', () => {
  let sessionId: string;

  it('read a workout with its exercises, alternates and swaps; a locked one 403, a foreign one 404', async () => {
    const res = await call('GET', `/workouts/${workout.id}`, mia);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().workout.title).toBe('Leg day');
    expect(res.json().exercises).toHaveLength(5);
    expect(res.json().exercise_swaps).toEqual([]);
    const locked = await call('GET', `/workouts/${lockedWorkoutId}`, mia);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'workout_locked', details: { reason: 'require_purchase' } });
    expect((await call('GET', `/workouts/${rivalWorkoutId}`, mia)).json().error.code).toBe('workout_not_found');
    expect((await call('GET', `/workouts/${randomUUID()}`, mia)).statusCode).toBe(404);
    expect((await call('GET', '/workouts/nope', mia)).statusCode).toBe(400);
    expect((await call('POST', `/workouts/${lockedWorkoutId}/session`, mia, { session_mode: 'grouped' })).statusCode).toBe(403);
    expect((await call('POST', `/workouts/${workout.id}/session`, undefined, { session_mode: 'grouped' })).statusCode).toBe(401);
  });

  it('start a session once per client id; another member’s id is unknown', async () => {
    sessionId = randomUUID();
    const first = await call('POST', `/workouts/${workout.id}/session`, mia, { session_mode: 'grouped', id: sessionId });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().session).toMatchObject({ id: sessionId, workout_id: workout.id, page_id: pageId, session_mode: 'grouped', completed_at: null, activities: [] });
    const again = await call('POST', `/workouts/${workout.id}/session`, mia, { session_mode: 'follow_along', id: sessionId });
    expect(again.json().session).toEqual(first.json().session);
    const stolen = await call('POST', `/workouts/${workout.id}/session`, noah, { session_mode: 'grouped', id: sessionId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('workout_session_not_found');
    expect((await call('GET', sessionUrl(sessionId), noah)).statusCode).toBe(404);
    expect((await call('GET', `/workouts/${lockedWorkoutId}/session/${sessionId}`, mia)).statusCode).toBe(404);
    const ahead = await call('POST', `/workouts/${workout.id}/session`, mia, { session_mode: 'grouped', started_at: new Date(Date.now() + 3600_000).toISOString() });
    expect(ahead.json().error.details[0].field).toBe('body.started_at');
    expect((await call('POST', `/workouts/${workout.id}/session`, mia, { session_mode: 'grouped', page_id: randomUUID() })).json().error.details[0].field).toBe('body.page_id');
  });

  it('log sets once per id, later recorded_at winning, and refuse what is not the workout’s', async () => {
    const setId = randomUUID();
    const log = (body: Record<string, unknown>, token = mia) => call('POST', `${sessionUrl(sessionId)}/activity`, token, body);
    const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();
    const base = { id: setId, workout_group_id: ids.group, workout_group_item_id: ids.squat, activity_type: 'set' };
    const first = await log({ ...base, data: { set_index: 0, reps: 5, load_kg: 60 }, recorded_at: at(1) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, activity: { id: setId, data: { reps: 5, load_kg: 60 } } });
    expect((await log({ ...base, data: { set_index: 0, reps: 5, load_kg: 60 }, recorded_at: at(1) })).json().applied).toBe(true);
    const newer = await log({ ...base, data: { set_index: 0, reps: 6, load_kg: 62.5 }, recorded_at: at(3) });
    expect(newer.json()).toMatchObject({ applied: true, activity: { data: { reps: 6, load_kg: 62.5 } } });
    const older = await log({ ...base, data: { set_index: 0, reps: 4, load_kg: 55 }, recorded_at: at(2) });
    expect(older.json()).toMatchObject({ applied: false, activity: { data: { reps: 6, load_kg: 62.5 } } });
    const stored = await t.db.select({ n: count() }).from(workoutActivities).where(eq(workoutActivities.id, setId));
    expect(stored[0]!.n).toBe(1);

    const wrongGroup = await log({ workout_group_id: randomUUID(), activity_type: 'set', data: { reps: 1 } });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json().error).toMatchObject({ code: 'invalid_workout_reference', details: [{ field: 'body.workout_group_id', code: 'not_in_workout' }] });
    const wrongItem = await log({ workout_group_id: ids.group, workout_group_item_id: ids.press, activity_type: 'set', data: { reps: 1 } });
    expect(wrongItem.json().error.details[0].field).toBe('body.workout_group_item_id');
    const negative = await log({ ...base, id: randomUUID(), data: { reps: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details[0].field).toBe('body.data.reps');
    expect((await log({ ...base, id: randomUUID(), data: { load_kg: 1000.5 } })).json().error.details[0].field).toBe('body.data.load_kg');
    expect((await log({ ...base, id: randomUUID(), data: { weight: 3 } })).statusCode).toBe(400);
    expect((await log({ ...base, id: randomUUID(), data: { exercise_id: ex['Push-up'] } })).json().error.details[0].field).toBe('body.data.exercise_id');
    expect((await log({ ...base, data: { reps: 1 } }, noah)).statusCode).toBe(404);
    const noahSession = (await call('POST', `/workouts/${workout.id}/session`, noah, { session_mode: 'grouped' })).json().session.id;
    const hijack = await call('POST', `/workouts/${workout.id}/session/${noahSession}/activity`, noah, { ...base, data: { reps: 1 }, recorded_at: at(10) });
    expect(hijack.statusCode).toBe(400);
    expect(hijack.json().error.details[0].field).toBe('body.id');
    expect((await call('GET', sessionUrl(sessionId), mia)).json().session.activities[0].data.reps).toBe(6);
  });

  it('swap an exercise for an alternate in a session, which the item’s exercise then answers', async () => {
    const swap = await call('POST', `${sessionUrl(sessionId)}/activity`, mia, {
      workout_group_id: ids.group,
      workout_group_item_id: ids.squat,
      activity_type: 'swap',
      data: { exercise_id: ex['Goblet squat'] },
    });
    expect(swap.statusCode, swap.body).toBe(200);
    const swaps = await t.db.select().from(exerciseSwaps).where(eq(exerciseSwaps.exerciseId, ex['Back squat']!));
    expect(swaps.map((s) => s.alternateId)).toEqual([ex['Goblet squat']]);
    const item = (await call('GET', `/workout_group_items/${ids.squat}/exercise`, mia)).json();
    expect(item.exercise.name).toBe('Goblet squat');
    expect(item.swapped_from.name).toBe('Back squat');
    expect((await call('GET', `/workout_group_items/${ids.squat}/exercise`, noah)).json()).toMatchObject({ exercise: { name: 'Back squat' }, swapped_from: null });
    expect((await call('GET', `/workout_group_items/${randomUUID()}/exercise`, mia)).statusCode).toBe(404);
    const notAlternate = await call('POST', `${sessionUrl(sessionId)}/activity`, mia, { workout_group_id: ids.group, workout_group_item_id: ids.squat, activity_type: 'swap', data: { exercise_id: ex['Plank'] } });
    expect(notAlternate.json().error.details[0].field).toBe('body.data.exercise_id');
    const swappedSet = await call('POST', `${sessionUrl(sessionId)}/activity`, mia, {
      workout_group_id: ids.group,
      workout_group_item_id: ids.squat,
      activity_type: 'set',
      data: { set_index: 1, reps: 8, load_kg: 24, exercise_id: ex['Goblet squat'] },
    });
    expect(swappedSet.statusCode).toBe(200);
    expect((await call('GET', `/workouts/${workout.id}`, mia)).json().exercise_swaps).toEqual([{ exercise_id: ex['Back squat'], alternate_id: ex['Goblet squat'] }]);
  });

  it('finish a session: the page is completed, the program stage follows, activity is recorded; finishing twice keeps the first time', async () => {
    const programPage = await createPage(t.db, { appId, path: '/plan', title: 'Plan', contentType: 'program' });
    await rebuildPublishCache(t.db, appId);
    programId = (await owner('POST', `/apps/${appId}/programs`, { title: 'Plan', page_id: programPage.id, stages: [{ title: 'Day 1', page_id: pageId }] })).json().program.id;
    expect((await call('POST', `/programs/${programId}/subscribe`, mia, {})).statusCode).toBeLessThan(300);
    const done = await call('PUT', sessionUrl(sessionId), mia, {});
    expect(done.statusCode, done.body).toBe(200);
    const completedAt = done.json().session.completed_at;
    expect(completedAt).not.toBeNull();
    expect((await call('PUT', sessionUrl(sessionId), mia, { completed_at: new Date(Date.now() - 1000).toISOString() })).json().session.completed_at).toBe(completedAt);
    expect((await call('GET', `/pages/${pageId}/complete`, mia)).json().is_completed).toBe(true);
    const stages = await t.db.select().from(programStageCompletions).where(eq(programStageCompletions.programId, programId));
    expect(stages).toHaveLength(1);
    const recorded = await t.db.select().from(activities).where(and(eq(activities.appId, appId), eq(activities.activityType, 'workout_completed')));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ pageId });
    const completions = await t.db.select({ n: count() }).from(pageCompletions).where(eq(pageCompletions.pageId, pageId));
    expect(completions[0]!.n).toBe(1);
    expect((await call('PUT', sessionUrl(randomUUID()), mia, {})).json().error.code).toBe('workout_session_not_found');
  });

  it('list their sessions newest first and their history per exercise (the performed exercise)', async () => {
    const older = randomUUID();
    await call('POST', `/workouts/${workout.id}/session`, mia, { session_mode: 'grouped', id: older, started_at: new Date(Date.now() - 7 * 86_400_000).toISOString() });
    await call('POST', `/workouts/${workout.id}/session/${older}/activity`, mia, { workout_group_id: ids.group, workout_group_item_id: ids.squat, activity_type: 'set', data: { reps: 5, load_kg: 57.5, exercise_id: ex['Back squat'] }, recorded_at: new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString() });
    await call('PUT', `/workouts/${workout.id}/session/${older}`, mia, { completed_at: new Date(Date.now() - 7 * 86_400_000 + 3_600_000).toISOString() });
    const list = (await call('GET', `/workouts/${workout.id}/sessions?limit=1`, mia)).json();
    expect(list.sessions.map((s: { id: string }) => s.id)).toEqual([sessionId]);
    expect(list.has_more).toBe(true);
    const rest = (await call('GET', `/workouts/${workout.id}/sessions?before=${encodeURIComponent(list.sessions[0].started_at)}`, mia)).json();
    expect(rest.sessions.map((s: { id: string }) => s.id)).toEqual([older]);
    expect((await call('GET', `/workouts/${workout.id}/sessions`, noah)).json().sessions).toHaveLength(1);
    const history = (await call('GET', `/exercises/${ex['Back squat']}/history`, mia)).json();
    expect(history.entries.map((e: { session_id: string; sets: { load_kg: number }[] }) => [e.session_id, e.sets.map((s) => s.load_kg)])).toEqual([
      [older, [57.5]],
      [sessionId, [62.5]],
    ]);
    expect((await call('GET', `/exercises/${ex['Goblet squat']}/history`, mia)).json().entries[0].sets).toEqual([{ set_index: 1, reps: 8, load_kg: 24, exercise_id: ex['Goblet squat'] }]);
    expect((await call('GET', `/exercises/${randomUUID()}/history`, mia)).json().error.code).toBe('exercise_not_found');
    expect((await call('GET', `/exercises/${ex['Back squat']}/history`)).statusCode).toBe(401);
    const studio = (await owner('GET', `/apps/${appId}/members/${(await memberIdOf('mia@gym.test'))}/workout_sessions`)).json();
    expect(studio.sessions.map((s: { id: string; workout_title: string }) => [s.id, s.workout_title])).toEqual([
      [sessionId, 'Leg day'],
      [older, 'Leg day'],
    ]);
    expect((await rival('GET', `/apps/${rivalAppId}/members/${await memberIdOf('mia@gym.test')}/workout_sessions`)).statusCode).toBe(404);
  });

  it('bundle a program’s open pages for offline with their workouts and media sizes', async () => {
    await t.db.insert((await import('../../db/schema/index')).appMedia).values({ appId, path: 'apps/gym/squat.jpg', width: 10, height: 10, format: 'jpeg', bytes: 1234 });
    // A sized upload (decision 038): its narrower copies go into the pack too, whichever the srcset picks offline.
    const stagePage = await createPage(t.db, { appId, path: '/day-2', title: 'Day 2', image: '/media/apps/gym/day-1000x500.webp', contentType: 'workout', blocks: [block('workout_block', { workout_id: workout.id })] });
    await rebuildPublishCache(t.db, appId);
    const patched = await owner('PATCH', `/apps/${appId}/programs/${programId}`, { stages: [{ title: 'Day 1', page_id: pageId }, { title: 'Locked', page_id: lockedPageId }, { title: 'Day 2', page_id: stagePage.id }] });
    expect(patched.statusCode, patched.body).toBe(200);
    const bundle = await call('GET', `/workouts/offline_bundle?program_id=${programId}`, mia);
    expect(bundle.statusCode, bundle.body).toBe(200);
    expect(bundle.json().pages.map((p: { title: string }) => p.title)).toEqual(['Leg day', 'Day 2']);
    expect(bundle.json().workout_ids).toEqual([workout.id]);
    expect(bundle.json().media).toEqual(
      expect.arrayContaining([
        { url: '/media/apps/gym/squat.jpg', bytes: 1234 },
        { url: '/media/apps/gym/leg.jpg', bytes: null },
        { url: 'https://cdn.example/plank.mp4', bytes: null },
        { url: '/media/apps/gym/day-1000x500.webp', bytes: null },
        { url: '/media/apps/gym/day-1000x500-480w.webp', bytes: null },
        { url: '/media/apps/gym/day-1000x500-960w.webp', bytes: null },
      ]),
    );
    expect(bundle.json().total_bytes).toBe(1234);
    const packPage = await createPage(t.db, { appId, path: '/starter', title: 'Starter', contentType: 'pack' });
    await rebuildPublishCache(t.db, appId);
    const pack = await owner('POST', `/apps/${appId}/packs`, { title: 'Starter', page_id: packPage.id, items: [{ type: 'page', id: lockedPageId }, { type: 'program', id: programId }] });
    expect(pack.statusCode, pack.body).toBe(201);
    const packBundle = (await call('GET', `/workouts/offline_bundle?pack_id=${pack.json().pack.id}`, mia)).json();
    expect(packBundle.pages.map((p: { title: string }) => p.title)).toEqual(['Leg day', 'Day 2']);
    expect(packBundle.workout_ids).toEqual([workout.id]);
    expect((await call('GET', `/workouts/offline_bundle?program_id=${randomUUID()}`, mia)).json().error.code).toBe('program_not_found');
    expect((await call('GET', `/workouts/offline_bundle?pack_id=${randomUUID()}`, mia)).json().error.code).toBe('pack_not_found');
    expect((await call('GET', `/workouts/offline_bundle`, mia)).json().error.details[0].field).toBe('query.program_id');
  });

  it('are another app’s business nowhere: a rival member sees none of it', async () => {
    expect((await call('GET', `/workouts/${workout.id}`, rivalToken, undefined, 'rival')).statusCode).toBe(404);
    expect((await call('POST', `/workouts/${workout.id}/session`, rivalToken, { session_mode: 'grouped' }, 'rival')).statusCode).toBe(404);
    expect((await call('GET', `/exercises/${ex['Back squat']}/history`, rivalToken, undefined, 'rival')).statusCode).toBe(404);
    expect((await call('GET', `/workout_group_items/${ids.squat}/exercise`, rivalToken, undefined, 'rival')).statusCode).toBe(404);
    expect((await call('GET', `/workouts/offline_bundle?program_id=${programId}`, rivalToken, undefined, 'rival')).statusCode).toBe(404);
  });

  it('go with their workout: deleting it deletes its sessions; a deleted exercise leaves alternates and swaps', async () => {
    expect((await owner('DELETE', `/apps/${appId}/workouts/${lockedWorkoutId}`)).statusCode).toBe(200);
    expect((await owner('DELETE', `/apps/${appId}/workouts/${lockedWorkoutId}`)).statusCode).toBe(404);
    expect((await owner('DELETE', `/apps/${appId}/exercises/${ex['Goblet squat']}`)).statusCode).toBe(200);
    const squat = (await owner('GET', `/apps/${appId}/exercises`)).json().exercises.find((e: { name: string }) => e.name === 'Back squat');
    expect(squat.alternate_ids).toEqual([ex['Box squat']]);
    expect(await t.db.select().from(exerciseSwaps).where(eq(exerciseSwaps.alternateId, ex['Goblet squat']!))).toEqual([]);
  });
});

async function memberIdOf(email: string): Promise<string> {
  const { members } = await import('../../db/schema/index');
  const [row] = await t.db.select({ id: members.id }).from(members).where(and(eq(members.appId, appId), eq(members.email, email)));
  return row!.id;
}

void createMember;
