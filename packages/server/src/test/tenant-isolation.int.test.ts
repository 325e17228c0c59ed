import { buildPath, buildQuery, type Contract } from '@tessera/core/contract';
import { eq, getTableColumns, type Table } from 'drizzle-orm';
import { getTableName, isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';
import { rebuildPublishCache } from '../modules/pages/publisher';
import { allContracts, sampleOf } from './contract-samples';
import { block, createAccount, createAccountUser, createApp, createMember, createPage } from './factories';
import { createTestServer, type TestServer } from './harness';
import { studioSignIn } from './studio-client';

/**
 * ARCHITECTURE: Tenancy — "a member, an admin or an owner of app A can read or change nothing of app
 * B through any endpoint", proven for every registered contract at once: app Beta's guest, member,
 * admin and owner (and Alpha's own member token presented to Beta) call every contract with Alpha's
 * ids in the parameters and sample inputs. No answer may carry anything of Alpha's, no answer may be
 * a 500, and afterwards every row of Alpha's is exactly as it was. A new module's contracts are
 * covered by being declared in `core/src/api`.
 */
let t: TestServer;
const alpha = { appId: '', pageId: '', blockId: 'alpha-secret-block', overlayId: '', formId: '', submissionId: '', programId: '', stageId: '', scheduledItemId: '', eventId: '', occurrenceId: '', packId: '', exerciseId: '', workoutId: '', workoutSessionId: '', workoutItemUid: '', memberId: '', otherMemberId: '', threadId: '', feedId: '', messageId: '', messageTs: 0, reportId: '', memberEmail: 'alpha-member@alpha.test', ownerEmail: 'alpha-owner@alpha.test' };
/** What no answer to Beta may carry (ids included: no request names Alpha's member or owner). */
const SECRETS = ['ALPHA-SECRET', alpha.memberEmail, alpha.ownerEmail, 'Alpha Club'];
const callers: Record<string, Record<string, string>> = {};

const ownerCookie = async (email: string, password: string) => (await studioSignIn(t, email, password)).cookie;

async function memberToken(slug: string, email: string, password: string) {
  const res = await t.server.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-app-slug': slug }, payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().authentication_token as string;
}

/** Every row Alpha owns, as text: the same before and after the sweep, or something leaked in. */
async function alphaRows(): Promise<string> {
  const parts: string[] = [];
  for (const table of Object.values(schema)) {
    if (!isTable(table)) continue;
    const columns = getTableColumns(table as Table) as Record<string, Parameters<typeof eq>[0]>;
    const column = columns.appId ?? (getTableName(table as Table) === 'apps' ? columns.id : undefined);
    if (!column) continue;
    const rows = await t.db.select().from(table as Table).where(eq(column, alpha.appId));
    parts.push(`${getTableName(table as Table)}:${JSON.stringify(rows.map((row) => JSON.stringify(row)).sort())}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  t = await createTestServer();
  const alphaAccount = await createAccount(t.db, { name: 'Alpha Club account ALPHA-SECRET' });
  const alphaOwner = await createAccountUser(t.db, { accountId: alphaAccount.id, email: alpha.ownerEmail, name: 'ALPHA-SECRET owner', password: 'alpha-owner-pass' });
  SECRETS.push(alphaOwner.id, alphaAccount.id);
  const app = await createApp(t.db, { accountId: alphaAccount.id, slug: 'alpha', name: 'Alpha Club', languages: ['en', 'de'] });
  alpha.appId = app.id;
  await createPage(t.db, { appId: app.id, path: '/', title: 'ALPHA-SECRET home', isHome: true });
  alpha.pageId = (
    await createPage(t.db, {
      appId: app.id,
      path: '/alpha-secret',
      title: 'ALPHA-SECRET page',
      blocks: [{ ...block('text_block', { content: '<p>ALPHA-SECRET words</p>', action: { type: 'open_url', url: 'https://alpha.test/ALPHA-SECRET' } }), id: alpha.blockId }],
    })
  ).id;
  const [overlay] = await t.db.insert(schema.overlays).values({ appId: app.id, title: 'ALPHA-SECRET overlay', blocks: [] }).returning();
  alpha.overlayId = overlay!.id;
  await rebuildPublishCache(t.db, app.id);
  const alphaMember = await createMember(t.db, { appId: app.id, email: alpha.memberEmail, name: 'ALPHA-SECRET member', password: 'alpha-member-pass' });
  SECRETS.push(alphaMember.id, alphaMember.subscriberUuid);
  await t.db.insert(schema.subscriberProperties).values({ appId: app.id, memberId: alphaMember.id, slug: 'goal', value: 'ALPHA-SECRET goal' });
  await t.db.insert(schema.pageCompletions).values({ appId: app.id, memberId: alphaMember.id, pageId: alpha.pageId });
  await t.db.insert(schema.memberProducts).values({ appId: app.id, memberId: alphaMember.id, productId: 'alpha-gold' });
  alpha.memberId = alphaMember.id;
  const [form] = await t.db
    .insert(schema.forms)
    .values({ appId: app.id, title: 'ALPHA-SECRET form', groups: [{ id: 'g', uid: 'g', title: null, description: null, form_groups: [], form_fields: [] }] })
    .returning();
  alpha.formId = form!.id;
  const [submission] = await t.db
    .insert(schema.formSubmissions)
    .values({ appId: app.id, formId: form!.id, memberId: alphaMember.id, values: [{ form_field_id: 'f', value: 'ALPHA-SECRET answer', image: null, field_type: 'short_answer', value_type: 'text', label: 'x' }] })
    .returning();
  alpha.submissionId = submission!.id;
  const [program] = await t.db.insert(schema.programs).values({ appId: app.id, title: 'ALPHA-SECRET program', pageId: alpha.pageId }).returning();
  const [stage] = await t.db.insert(schema.programStages).values({ appId: app.id, programId: program!.id, position: 0, title: 'ALPHA-SECRET stage', pageId: alpha.pageId }).returning();
  await t.db.insert(schema.programSubscriptions).values({ appId: app.id, memberId: alphaMember.id, programId: program!.id, startDate: '2030-01-01' });
  await t.db.insert(schema.programStageCompletions).values({ appId: app.id, memberId: alphaMember.id, programId: program!.id, stageId: stage!.id });
  alpha.programId = program!.id;
  const [scheduled] = await t.db.insert(schema.scheduledItems).values({ appId: app.id, memberId: alphaMember.id, itemType: 'page', itemId: alpha.pageId, date: '2030-01-01', contextType: 'program', contextId: program!.id }).returning();
  alpha.scheduledItemId = scheduled!.id;
  alpha.stageId = stage!.id;
  const [event] = await t.db
    .insert(schema.events)
    .values({ appId: app.id, title: 'ALPHA-SECRET event', pageId: alpha.pageId, timezone: 'UTC', startsAtLocal: '2030-01-01T07:00', durationMinutes: 30, livestreamUrl: 'https://alpha-secret.test/live' })
    .returning();
  const [occurrence] = await t.db
    .insert(schema.eventOccurrences)
    .values({ appId: app.id, eventId: event!.id, startsAt: new Date('2030-01-01T07:00:00Z'), endsAt: new Date('2030-01-01T07:30:00Z'), bookedCount: 1 })
    .returning();
  await t.db.insert(schema.eventBookings).values({ appId: app.id, occurrenceId: occurrence!.id, memberId: alphaMember.id, status: 'booked' });
  await t.db.insert(schema.calendarFeeds).values({ appId: app.id, memberId: alphaMember.id, token: 'ALPHA-SECRET-feed-token-0000000000' });
  const [pack] = await t.db.insert(schema.packs).values({ appId: app.id, title: 'ALPHA-SECRET pack', pageId: alpha.pageId }).returning();
  await t.db.insert(schema.packItems).values({ appId: app.id, packId: pack!.id, position: 0, itemType: 'event', itemId: event!.id });
  await t.db.insert(schema.packSubscriptions).values({ appId: app.id, memberId: alphaMember.id, packId: pack!.id });
  // Workouts: an exercise, a workout on Alpha's page, and the member's session with a logged set.
  const [exercise] = await t.db.insert(schema.exercises).values({ appId: app.id, name: 'ALPHA-SECRET squat', cues: 'ALPHA-SECRET cue' }).returning();
  const [workout] = await t.db.insert(schema.workouts).values({ appId: app.id, title: 'ALPHA-SECRET workout', pageId: alpha.pageId }).returning();
  const [group] = await t.db.insert(schema.workoutGroups).values({ id: crypto.randomUUID(), appId: app.id, workoutId: workout!.id, position: 0, name: 'ALPHA-SECRET group' }).returning();
  const [item] = await t.db.insert(schema.workoutGroupItems).values({ uid: crypto.randomUUID(), appId: app.id, workoutId: workout!.id, groupId: group!.id, position: 0, exerciseId: exercise!.id, sets: [{ reps: 5, load_kg: null, duration_seconds: null, distance_m: null, rest_seconds: null }], notes: 'ALPHA-SECRET notes' }).returning();
  const [workoutSession] = await t.db.insert(schema.workoutSessions).values({ appId: app.id, memberId: alphaMember.id, workoutId: workout!.id, pageId: alpha.pageId, mode: 'grouped', startedAt: new Date(0) }).returning();
  await t.db.insert(schema.workoutActivities).values({ appId: app.id, memberId: alphaMember.id, sessionId: workoutSession!.id, groupId: group!.id, itemUid: item!.uid, activityType: 'set', data: { reps: 5 }, exerciseId: exercise!.id, recordedAt: new Date(0) });
  alpha.exerciseId = exercise!.id;
  alpha.workoutId = workout!.id;
  alpha.workoutSessionId = workoutSession!.id;
  alpha.workoutItemUid = item!.uid;
  alpha.eventId = event!.id;
  alpha.occurrenceId = occurrence!.id;
  alpha.packId = pack!.id;
  // Messaging: a direct thread with a liked, pinned, reported message, and a feed.
  const alphaOther = await createMember(t.db, { appId: app.id, email: 'alpha-other@alpha.test', name: 'Other', password: 'alpha-other-pass' });
  alpha.otherMemberId = alphaOther.id;
  const [thread] = await t.db.insert(schema.messageThreads).values({ appId: app.id, kind: 'direct', directKey: [alphaMember.id, alphaOther.id].sort().join(':'), title: 'ALPHA-SECRET chat', hasBeenRenamed: true, lastTs: 1000, latestMessageTs: 1000, activityTs: 1000, messageCount: 1 }).returning();
  alpha.threadId = thread!.id;
  await t.db.insert(schema.threadParticipants).values([alphaMember, alphaOther].map((m) => ({ appId: app.id, threadId: thread!.id, memberId: m.id })));
  const [message] = await t.db.insert(schema.messages).values({ appId: app.id, threadId: thread!.id, ts: 1000, authorId: alphaOther.id, text: 'ALPHA-SECRET message', pinnedAt: new Date(0) }).returning();
  alpha.messageId = message!.id;
  alpha.messageTs = 1000;
  await t.db.insert(schema.messageReactions).values({ appId: app.id, messageId: message!.id, memberId: alphaMember.id });
  const [report] = await t.db.insert(schema.messageReports).values({ appId: app.id, messageId: message!.id, threadId: thread!.id, reporterId: alphaMember.id, reason: 'spam', details: 'ALPHA-SECRET report' }).returning();
  alpha.reportId = report!.id;
  const [feed] = await t.db.insert(schema.messageThreads).values({ appId: app.id, kind: 'feed', title: 'ALPHA-SECRET feed', activityTs: 1 }).returning();
  alpha.feedId = feed!.id;
  await t.db.insert(schema.messagingSettings).values({ appId: app.id, groupsEnabled: true });

  const betaAccount = await createAccount(t.db, { name: 'Beta account' });
  await createAccountUser(t.db, { accountId: betaAccount.id, email: 'beta-owner@beta.test', password: 'beta-owner-pass' });
  const beta = await createApp(t.db, { accountId: betaAccount.id, slug: 'beta', name: 'Beta' });
  await createPage(t.db, { appId: beta.id, path: '/', title: 'Beta home', isHome: true });
  await rebuildPublishCache(t.db, beta.id);
  await createMember(t.db, { appId: beta.id, email: 'beta-member@beta.test', password: 'beta-member-pass' });
  await createMember(t.db, { appId: beta.id, email: 'beta-admin@beta.test', password: 'beta-admin-pass', isAdmin: true, isAccountAdmin: true });

  const studio = { 'x-tessera-studio': '1' };
  callers['beta guest'] = { 'x-app-slug': 'beta' };
  callers['beta member'] = { 'x-app-slug': 'beta', 'x-user-token': await memberToken('beta', 'beta-member@beta.test', 'beta-member-pass') };
  callers['beta admin'] = { 'x-app-slug': 'beta', 'x-user-token': await memberToken('beta', 'beta-admin@beta.test', 'beta-admin-pass') };
  callers["alpha's member token sent to beta"] = { 'x-app-slug': 'beta', 'x-user-token': await memberToken('alpha', alpha.memberEmail, 'alpha-member-pass') };
  callers['beta owner'] = { ...studio, 'x-app-slug': 'beta', cookie: await ownerCookie('beta-owner@beta.test', 'beta-owner-pass') };
  callers['beta owner previewing with x-test-run'] = { ...callers['beta owner']!, 'x-test-run': '1' };
});
afterAll(async () => t.close());

/** Alpha's ids wherever a contract names one, so every call aims at Alpha's data. */
function paramsFor(contract: Contract): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of contract.path.matchAll(/:(\w+)/g) as Iterable<[string, string]>) {
    if (name === 'appId') params[name] = alpha.appId;
    else if (name === 'pageId') params[name] = alpha.pageId;
    else if (name === 'locale') params[name] = 'de';
    else if (name === 'slug') params[name] = 'goal';
    else if (name === 'contentType') params[name] = 'generic';
    else if (name === 'overlayId') params[name] = alpha.overlayId;
    else if (name === 'formId') params[name] = alpha.formId;
    else if (name === 'submissionId') params[name] = alpha.submissionId;
    else if (name === 'memberId') params[name] = alpha.memberId;
    else if (name === 'blockId') params[name] = alpha.blockId;
    else if (name === 'programId') params[name] = alpha.programId;
    else if (name === 'stageId') params[name] = alpha.stageId;
    else if (name === 'eventId') params[name] = alpha.eventId;
    else if (name === 'occurrenceId') params[name] = alpha.occurrenceId;
    else if (name === 'packId') params[name] = alpha.packId;
    else if (name === 'exerciseId') params[name] = alpha.exerciseId;
    else if (name === 'workoutId') params[name] = alpha.workoutId;
    else if (name === 'sessionId') params[name] = alpha.workoutSessionId;
    else if (name === 'uid') params[name] = alpha.workoutItemUid;
    else if (contract.path.startsWith('/workouts/')) params[name] = alpha.workoutId;
    else if (contract.path.startsWith('/exercises/')) params[name] = alpha.exerciseId;
    else if (name === 'threadId') params[name] = contract.path.includes('/messages') ? alpha.threadId : alpha.feedId;
    else if (name === 'reportId') params[name] = alpha.reportId;
    else if (name === 'ts') params[name] = String(alpha.messageTs);
    else if (contract.path.startsWith('/threads/')) params[name] = alpha.threadId;
    else if (contract.path.startsWith('/programs/')) params[name] = alpha.programId;
    else if (contract.path.startsWith('/schedule/')) params[name] = alpha.scheduledItemId;
    else if (contract.path.startsWith('/event_occurrences/')) params[name] = alpha.occurrenceId;
    else if (contract.path.startsWith('/packages/')) params[name] = alpha.packId;
    else if (contract.path.startsWith('/forms/')) params[name] = alpha.formId;
    else if (contract.path.startsWith('/block_actions')) params[name] = alpha.blockId;
    else if (contract.path.startsWith('/overlays')) params[name] = alpha.overlayId;
    else params[name] = alpha.pageId;
  }
  return params;
}

/** Sample inputs, pointed at Alpha where a field names something of Alpha's. */
const aimAtAlpha = () => ({
  email: alpha.memberEmail,
  password: 'alpha-member-pass',
  root: alpha.pageId,
  page_id: alpha.pageId,
  parent_id: alpha.pageId,
  user_id: alpha.pageId,
  ids: alpha.pageId,
  item_id: alpha.pageId,
  program_id: alpha.programId,
  exercise_id: alpha.exerciseId,
  alternate_ids: [alpha.exerciseId],
  date: '2030-01-02',
  term: 'ALPHA',
  subscriber_id: alpha.otherMemberId,
  subscriber_ids: [alpha.otherMemberId],
  user_ids: [alpha.otherMemberId],
  parent_message_id: alpha.messageId,
  excluded_by_thread: alpha.threadId,
  message_ts: alpha.messageTs,
});

describe('tenant isolation across every contract', () => {
  it('lets nothing of one app be read or changed from another, through any endpoint', async () => {
    const contracts = await allContracts();
    expect(contracts.size).toBeGreaterThan(45);
    const before = await alphaRows();
    const problems: string[] = [];
    let calls = 0;
    for (const [name, contract] of contracts) {
      const params = paramsFor(contract);
      const query = contract.query ? (sampleOf(contract.query, aimAtAlpha()) as Record<string, unknown>) : undefined;
      const body = contract.body ? sampleOf(contract.body, aimAtAlpha()) : undefined;
      for (const [who, headers] of Object.entries(callers)) {
        const res = await t.server.inject({
          method: contract.method,
          url: `/api${buildPath(contract.path, params)}${buildQuery(query)}`,
          headers,
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
        calls += 1;
        if (res.statusCode >= 500) problems.push(`${name} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        // What the caller sent may come back (a sign-up in Beta with the same address is Beta's own member).
        const sent = JSON.stringify([query, body]);
        const leaked = SECRETS.find((secret) => res.body.includes(secret) && !sent.includes(secret));
        if (leaked) problems.push(`${name} as ${who}: answered ${res.statusCode} with "${leaked}": ${res.body.slice(0, 300)}`);
      }
    }
    // Page data is served outside the contracts: the same holds for it.
    // So are calendar files.
    const calendars = [`/api/event_occurrences/${alpha.occurrenceId}/ics`, '/api/event_occurrences/feed/ALPHA-SECRET-feed-token-0000000000.ics'];
    for (const url of ['/__/alpha-secret/index.json', '/__/index.json', `/__/a/${alpha.pageId}.json`, '/__/alpha-secret/de.json', ...calendars]) {
      for (const [who, headers] of Object.entries(callers)) {
        const res = await t.server.inject({ method: 'GET', url, headers });
        const leaked = SECRETS.find((secret) => res.body.includes(secret));
        if (leaked || res.statusCode >= 500) problems.push(`${url} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(contracts.size * 5);
    expect(await alphaRows()).toBe(before);
  });

  it("is a real check: Alpha's own owner and member do see Alpha through the same calls", async () => {
    const owner = { 'x-tessera-studio': '1', cookie: await ownerCookie(alpha.ownerEmail, 'alpha-owner-pass') };
    const studioApp = await t.server.inject({ method: 'GET', url: `/api/studio/apps/${alpha.appId}`, headers: owner });
    expect(studioApp.body).toContain('Alpha Club');
    const token = await memberToken('alpha', alpha.memberEmail, 'alpha-member-pass');
    const page = await t.server.inject({ method: 'GET', url: '/__/alpha-secret/index.json', headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(page.body).toContain('ALPHA-SECRET words');
    const action = await t.server.inject({ method: 'GET', url: `/api/block_actions/${alpha.blockId}`, headers: { 'x-app-slug': 'alpha' } });
    expect(action.body).toContain('ALPHA-SECRET');
    const submission = await t.server.inject({ method: 'GET', url: `/api/forms/${alpha.formId}/submissions/${alpha.submissionId}`, headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(submission.body).toContain('ALPHA-SECRET answer');
    const chat = await t.server.inject({ method: 'GET', url: `/api/threads/${alpha.threadId}/messages`, headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(chat.body).toContain('ALPHA-SECRET message');
    const reports = await t.server.inject({ method: 'GET', url: `/api/studio/apps/${alpha.appId}/messaging/reports`, headers: owner });
    expect(reports.body).toContain('ALPHA-SECRET report');
    const programs = await t.server.inject({ method: 'GET', url: '/api/programs/subscriptions', headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(programs.json().program_subscriptions).toEqual({ [alpha.programId]: [alpha.stageId] });
    const studioPrograms = await t.server.inject({ method: 'GET', url: `/api/studio/apps/${alpha.appId}/programs`, headers: owner });
    expect(studioPrograms.body).toContain('ALPHA-SECRET program');
    const workout = await t.server.inject({ method: 'GET', url: `/api/workouts/${alpha.workoutId}`, headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(workout.body).toContain('ALPHA-SECRET workout');
    const session = await t.server.inject({ method: 'GET', url: `/api/workouts/${alpha.workoutId}/session/${alpha.workoutSessionId}`, headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(session.json().session.activities).toHaveLength(1);
    const schedule = await t.server.inject({ method: 'GET', url: '/api/schedule', headers: { 'x-app-slug': 'alpha', 'x-user-token': token } });
    expect(schedule.json().items.map((item: { id: string; item: { data: { title: string } } }) => [item.id, item.item.data.title])).toEqual([[alpha.scheduledItemId, 'ALPHA-SECRET page']]);
  });
});
