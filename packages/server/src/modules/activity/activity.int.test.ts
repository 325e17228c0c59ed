import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';
import { activities, activityDaily, activitySessions } from './schema';
import { pruneActivity, RAW_ACTIVITY_RETENTION_DAYS } from './prune';
import { ACTIVITY_SESSION_LIMIT, BEACON_IP_LIMIT, BEACON_SESSION_LIMIT } from './rate-limits';
import { rollUp } from './rollup';
import { appProfileOf } from '../messaging/settings';

/** SPEC §7 Activity, §4 Session tracking, and the studio's analytics (issue 16). */
let t: TestServer;
let owner: { call: StudioCaller };
let stranger: { call: StudioCaller };
let appId = '';
let pageId = '';
let memberToken = '';
let otherToken = '';
const slug = 'activity-app';

beforeAll(async () => {
  t = await createTestServer();
  owner = await signedInOwner(t, { email: 'owner@activity.test' });
  stranger = await signedInOwner(t, { email: 'stranger@activity.test' });
  const [account] = await t.db.select().from(schema.accountUsers).where(eq(schema.accountUsers.email, 'owner@activity.test'));
  const app = await createApp(t.db, { accountId: account!.accountId, slug, name: 'Activity app' });
  appId = app.id;
  pageId = (await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true })).id;
  await createMember(t.db, { appId, email: 'ann@activity.test', password: 'ann-password' });
  await createMember(t.db, { appId, email: 'bob@activity.test', password: 'bob-password' });
  const members = memberClient(t, slug);
  memberToken = (await members.login('ann@activity.test', 'ann-password')).json().authentication_token;
  otherToken = (await members.login('bob@activity.test', 'bob-password')).json().authentication_token;
});
afterAll(async () => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const sessionHeaders = (session: string, device = 'device-1') => ({ 'x-session-id': session, 'x-device-id': device });
const put = (body: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.server.inject({ method: 'PUT', url: '/api/activity', remoteAddress, headers: { 'x-app-slug': slug, ...headers }, payload: body as Record<string, unknown> });
const beacon = (path: 'end_session' | 'resume_session', body: unknown, contentType = 'text/plain;charset=UTF-8', remoteAddress = '127.0.0.1') =>
  t.server.inject({ method: 'POST', url: `/api/activity/${path}`, remoteAddress, headers: { 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
const sessionRow = async (key: string) => (await t.db.select().from(activitySessions).where(and(eq(activitySessions.appId, appId), eq(activitySessions.sessionKey, key))))[0];

describe('PUT /activity', () => {
  it('records a guest’s and a member’s activity in the session of the load', async () => {
    const session = randomUUID();
    expect((await put({ activity_type: 'page_viewed', data: { page_id: pageId, title: 'Home' } }, sessionHeaders(session))).statusCode).toBe(202);
    const row = await sessionRow(session);
    expect(row).toMatchObject({ deviceId: 'device-1', memberId: null, endedAt: null });
    const res = await put({ activity_type: 'video_started', data: { page_id: pageId }, ts: Date.now() }, { ...sessionHeaders(session), 'x-user-token': memberToken });
    expect(res.statusCode).toBe(202);
    expect((await sessionRow(session))!.memberId).not.toBeNull();
    const rows = await t.db.select().from(activities).where(eq(activities.sessionId, row!.id));
    expect(rows.map((r) => r.activityType).sort()).toEqual(['page_viewed', 'video_started']);
    expect(rows.every((r) => r.pageId === pageId)).toBe(true);
  });

  it('refuses unknown types, oversized data and bad timestamps with 400', async () => {
    const headers = sessionHeaders(randomUUID());
    expect((await put({ activity_type: 'hacked', data: {} }, headers)).statusCode).toBe(400);
    const data = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect((await put({ activity_type: 'page_viewed', data }, headers)).statusCode).toBe(400);
    expect((await put({ activity_type: 'page_viewed', data: { nested: { a: 1 } } }, headers)).statusCode).toBe(400);
    expect((await put({ activity_type: 'page_viewed', ts: 'yesterday' }, headers)).statusCode).toBe(400);
  });

  it('keeps the server’s clock when the client’s is far off, and does not attach a session to another device', async () => {
    const session = randomUUID();
    await put({ activity_type: 'page_viewed', ts: 0 }, sessionHeaders(session, 'device-a'));
    await put({ activity_type: 'page_viewed' }, sessionHeaders(session, 'device-b'));
    const row = await sessionRow(session);
    const rows = await t.db.select().from(activities).where(and(eq(activities.appId, appId), eq(activities.activityType, 'page_viewed')));
    expect(rows.every((r) => Math.abs(r.occurredAt.getTime() - Date.now()) < 60_000)).toBe(true);
    expect(row!.deviceId).toBe('device-a');
  });
});

describe('session beacons', () => {
  it('start, end and resume a session from text/plain and JSON bodies without any header', async () => {
    const session = randomUUID();
    const body = { session_id: session, device_id: 'beacon-device', account_app_slug: slug, origin_href: 'https://x.test/' };
    expect((await beacon('resume_session', body)).statusCode).toBe(202);
    expect(await sessionRow(session)).toMatchObject({ endedAt: null, activeMs: 0 });
    // A minute of use, then the tab hides.
    await t.db.update(activitySessions).set({ segmentStartedAt: new Date(Date.now() - 60_000) }).where(eq(activitySessions.sessionKey, session));
    expect((await beacon('end_session', body)).statusCode).toBe(202);
    const ended = await sessionRow(session);
    expect(ended!.endedAt).not.toBeNull();
    expect(ended!.activeMs).toBeGreaterThanOrEqual(59_000);
    expect(ended!.activeMs).toBeLessThan(70_000);
    // A second end adds nothing.
    await beacon('end_session', body, 'application/json');
    expect((await sessionRow(session))!.activeMs).toBe(ended!.activeMs);
    expect((await beacon('resume_session', body, 'application/json')).statusCode).toBe(202);
    expect((await sessionRow(session))!.endedAt).toBeNull();
  });

  it('ignores another device’s beacon for the session, and refuses bad bodies and unknown apps', async () => {
    const session = randomUUID();
    const body = { session_id: session, device_id: 'mine', account_app_slug: slug, origin_href: '' };
    await beacon('resume_session', body);
    expect((await beacon('end_session', { ...body, device_id: 'theirs' })).statusCode).toBe(202);
    expect((await sessionRow(session))!.endedAt).toBeNull();
    expect((await beacon('end_session', 'not json')).statusCode).toBe(400);
    expect((await beacon('end_session', { ...body, session_id: '' })).statusCode).toBe(400);
    expect((await beacon('end_session', { ...body, account_app_slug: 'no-such-app' })).statusCode).toBe(404);
  });
});

describe('GET /activity (my content › activity)', () => {
  it('shows the member their own history only, and asks guests to sign in', async () => {
    const session = randomUUID();
    await put({ activity_type: 'page_viewed', data: { page_id: pageId } }, { ...sessionHeaders(session), 'x-user-token': otherToken });
    const mine = await t.server.inject({ method: 'GET', url: '/api/activity', headers: { 'x-app-slug': slug, 'x-user-token': memberToken } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toHaveLength(1);
    expect(mine.json().items[0]).toMatchObject({ activity_type: 'video_started', page: { id: pageId, title: 'Home', path: '/' } });
    expect(mine.json().last_30_days.sessions).toBe(1);
    const bob = await t.server.inject({ method: 'GET', url: '/api/activity', headers: { 'x-app-slug': slug, 'x-user-token': otherToken } });
    expect(bob.json().items.map((i: { activity_type: string }) => i.activity_type)).toEqual(['page_viewed']);
    expect((await t.server.inject({ method: 'GET', url: '/api/activity', headers: { 'x-app-slug': slug } })).statusCode).toBe(401);
  });
});

describe('studio analytics', () => {

  it('shows today’s sessions, page views, sign-ups and top pages live', async () => {
    // The app's messaging profile (made on first use of messaging) is a member row, not a sign-up.
    await appProfileOf(t.db, { id: appId, name: 'Activity' });
    const res = await owner.call('GET', `/apps/${appId}/analytics?from=${daysAgo(6)}&to=${today()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points).toHaveLength(7);
    const last = body.points.at(-1);
    expect(last.period).toBe(today());
    expect(last.sessions).toBeGreaterThanOrEqual(4);
    expect(last.page_views).toBeGreaterThanOrEqual(3);
    expect(last.sign_ups).toBe(2);
    expect(last.active_members).toBe(2);
    expect(body.totals.active_members).toBe(2);
    expect(body.top_pages[0]).toMatchObject({ page_id: pageId, title: 'Home' });
  });

  it('answers 404 to another account, 401 signed out, 400 to a bad range', async () => {
    expect((await stranger.call('GET', `/apps/${appId}/analytics?from=${daysAgo(6)}&to=${today()}`)).statusCode).toBe(404);
    const signedOut = await t.server.inject({ method: 'GET', url: `/api/studio/apps/${appId}/analytics?from=${daysAgo(6)}&to=${today()}`, headers: { 'x-tessera-studio': '1' } });
    expect(signedOut.statusCode).toBe(401);
    expect((await owner.call('GET', `/apps/${appId}/analytics?from=${today()}&to=${daysAgo(3)}`)).statusCode).toBe(400);
    expect((await owner.call('GET', `/apps/${appId}/analytics?from=${daysAgo(400)}&to=${today()}`)).statusCode).toBe(400);
    expect((await owner.call('GET', `/apps/${appId}/analytics?from=yesterday&to=${today()}`)).statusCode).toBe(400);
  });

  it('rolls days up once: the numbers are the same before, after and after a second (concurrent) run', async () => {
    // Ten days ago: two sessions of Ann, one page view.
    const [ann] = await t.db.select().from(schema.members).where(eq(schema.members.email, 'ann@activity.test'));
    const at = new Date(Date.now() - 10 * 86_400_000);
    for (const key of ['old-1', 'old-2']) {
      const [s] = await t.db
        .insert(activitySessions)
        .values({ appId, sessionKey: key, deviceId: 'd', memberId: ann!.id, startedAt: at, segmentStartedAt: at, lastSeenAt: at, endedAt: at, activeMs: 120_000 })
        .returning();
      await t.db.insert(activities).values({ appId, sessionId: s!.id, memberId: ann!.id, activityType: 'page_viewed', pageId, occurredAt: at });
    }
    // The app is older than that.
    await t.db.update(schema.apps).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(schema.apps.id, appId));
    const url = `/apps/${appId}/analytics?from=${daysAgo(30)}&to=${today()}&granularity=week`;
    const before = (await owner.call('GET', url)).json();
    const [first, second] = await Promise.all([rollUp(t.db, new Date()), rollUp(t.db, new Date())]);
    expect(first + second).toBeGreaterThan(0);
    const rows = await t.db.select().from(activityDaily).where(eq(activityDaily.appId, appId));
    expect(rows.find((r) => r.day === daysAgo(10))).toMatchObject({ sessions: 2, timeInAppMs: 240_000, pageViews: 2, activeMembers: 1 });
    expect(await rollUp(t.db, new Date())).toBe(0);
    // Rolled again from scratch: the same rows.
    await t.db.update(schema.activityRollups).set({ rolledThrough: daysAgo(20) }).where(eq(schema.activityRollups.appId, appId));
    await rollUp(t.db, new Date());
    expect(await t.db.select().from(activityDaily).where(eq(activityDaily.appId, appId))).toEqual(expect.arrayContaining(rows.map((r) => ({ ...r, computedAt: expect.any(Date) }))));
    const after = (await owner.call('GET', url)).json();
    expect({ ...after, generated_at: null }).toEqual({ ...before, generated_at: null });
    expect(after.totals.sessions).toBeGreaterThanOrEqual(6);
  });
});

describe('rate limits', () => {
  const expectRefused = (answer: Awaited<ReturnType<typeof beacon>>) => {
    expect(answer.statusCode).toBe(429);
    expect(answer.json().error.code).toBe('too_many_requests');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('refuses a session’s beacons beyond its allowance with 429, while other sessions go on', async () => {
    const body = { session_id: randomUUID(), device_id: 'chatty', account_app_slug: slug, origin_href: '' };
    for (let sent = 0; sent < BEACON_SESSION_LIMIT.max; sent += 1) {
      expect((await beacon(sent % 2 ? 'end_session' : 'resume_session', body, undefined, '198.51.100.1')).statusCode).toBe(202);
    }
    expectRefused(await beacon('resume_session', body, undefined, '198.51.100.1'));
    expectRefused(await beacon('end_session', body, 'application/json', '198.51.100.1'));
    expect((await beacon('resume_session', { ...body, session_id: randomUUID() }, undefined, '198.51.100.1')).statusCode).toBe(202);
  });

  it('refuses one address’s beacons beyond its allowance, whichever sessions and apps they name', async () => {
    const from = '198.51.100.2';
    for (let sent = 0; sent < BEACON_IP_LIMIT.max; sent += 1) {
      const answer = await beacon('end_session', { session_id: `s-${sent}`, device_id: 'd', account_app_slug: 'no-such-app', origin_href: '' }, undefined, from);
      expect(answer.statusCode).toBe(404);
    }
    expectRefused(await beacon('resume_session', { session_id: randomUUID(), device_id: 'd', account_app_slug: slug, origin_href: '' }, undefined, from));
    expect((await beacon('resume_session', { session_id: randomUUID(), device_id: 'd', account_app_slug: slug, origin_href: '' }, undefined, '198.51.100.3')).statusCode).toBe(202);
  });

  it('refuses PUT /activity beyond a session’s allowance, and nothing more is stored', async () => {
    const session = randomUUID();
    const headers = { ...sessionHeaders(session, 'busy-device'), authorization: `Bearer ${otherToken}` };
    for (let sent = 0; sent < ACTIVITY_SESSION_LIMIT.max; sent += 1) {
      expect((await put({ activity_type: 'page_viewed', data: { page_id: pageId } }, headers, '198.51.100.4')).statusCode).toBe(202);
    }
    const refused = await put({ activity_type: 'page_viewed', data: { page_id: pageId } }, headers, '198.51.100.4');
    expectRefused(refused);
    const [row] = await t.db.select().from(activitySessions).where(and(eq(activitySessions.appId, appId), eq(activitySessions.sessionKey, session)));
    expect(await t.db.$count(activities, eq(activities.sessionId, row!.id))).toBe(ACTIVITY_SESSION_LIMIT.max);
    expect((await put({ activity_type: 'page_viewed', data: {} }, sessionHeaders(randomUUID(), 'busy-device'), '198.51.100.4')).statusCode).toBe(202);
  });
});

describe('pruning raw rows', () => {
  it('deletes raw sessions and activities past the retention once their day is rolled up, and nothing else', async () => {
    const prunedApp = await createApp(t.db, { slug: 'activity-prune', name: 'Prune app' });
    const lateApp = await createApp(t.db, { slug: 'activity-prune-late', name: 'Late app' });
    const day = 86_400_000;
    const now = new Date();
    const old = new Date(now.getTime() - (RAW_ACTIVITY_RETENTION_DAYS + 5) * day);
    const recent = new Date(now.getTime() - (RAW_ACTIVITY_RETENTION_DAYS - 5) * day);
    const seed = async (forApp: string, at: Date, key: string) => {
      const [session] = await t.db.insert(activitySessions).values({ appId: forApp, sessionKey: key, deviceId: 'd', startedAt: at, segmentStartedAt: at, lastSeenAt: at, endedAt: at }).returning();
      await t.db.insert(activities).values([1, 2, 3].map(() => ({ appId: forApp, sessionId: session!.id, activityType: 'page_viewed', occurredAt: at })));
    };
    await seed(prunedApp.id, old, 'old');
    await seed(prunedApp.id, recent, 'recent');
    // The second app's rollup is behind: its old rows are still the only record of their day.
    await seed(lateApp.id, old, 'old');
    await t.db.insert(schema.activityRollups).values([
      { appId: prunedApp.id, rolledThrough: daysAgo(2) },
      { appId: lateApp.id, rolledThrough: daysAgo(RAW_ACTIVITY_RETENTION_DAYS + 10) },
    ]);
    const countOf = async (forApp: string) => ({
      sessions: await t.db.$count(activitySessions, eq(activitySessions.appId, forApp)),
      activities: await t.db.$count(activities, eq(activities.appId, forApp)),
    });
    const untouched = await countOf(appId);

    // Small batches, so the loop is exercised; a second run finds nothing.
    expect(await pruneActivity(t.db, now, { batchSize: 2 })).toEqual({ activities: 3, sessions: 1 });
    expect(await pruneActivity(t.db, now)).toEqual({ activities: 0, sessions: 0 });
    expect(await countOf(prunedApp.id)).toEqual({ sessions: 1, activities: 3 });
    expect(await countOf(lateApp.id)).toEqual({ sessions: 1, activities: 3 });
    expect(await countOf(appId)).toEqual(untouched);

    // Once the late app has rolled those days up, they go too.
    await t.db.update(schema.activityRollups).set({ rolledThrough: daysAgo(2) }).where(eq(schema.activityRollups.appId, lateApp.id));
    expect(await pruneActivity(t.db, now)).toEqual({ activities: 3, sessions: 1 });
    expect(await countOf(lateApp.id)).toEqual({ sessions: 0, activities: 0 });
  });
});
