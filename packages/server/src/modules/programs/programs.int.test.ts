import { randomUUID } from 'node:crypto';
import type { StudioProgram } from '@tessera/core/api/studio-programs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberProducts,
  members,
  programStageCompletions,
  programSubscriptions,
} from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { programsUnlockedBy } from './product-items';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { ownerAndRival, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;
let rivalProgramId: string;
let programPageId: string;
let premiumPageId: string;
const weekPages: string[] = [];
let program: StudioProgram;
let premium: StudioProgram;
let mia: string;
let noah: string;
const client = () => memberClient(t, 'peak');
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
) => client().call(method, `/api${url}`, { token, body });
const stageIds = () => program.stages.map((s) => s.id);
const changedRows = async () => [
  (await t.db.select({ n: count() }).from(programSubscriptions))[0]!.n,
  (await t.db.select({ n: count() }).from(programStageCompletions))[0]!.n,
];

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'peak', name: 'Peak' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  programPageId = (
    await createPage(t.db, { appId, path: '/strength', title: 'Strength', contentType: 'program' })
  ).id;
  for (const week of [1, 2, 3])
    weekPages.push(
      (
        await createPage(t.db, {
          appId,
          path: `/strength/week-${week}`,
          title: `Week ${week}`,
          parentId: programPageId,
          position: week,
        })
      ).id,
    );
  premiumPageId = (
    await createPage(t.db, {
      appId,
      path: '/premium',
      title: 'Premium plan',
      contentType: 'program',
      access: { inherit: false, require_purchase: true, products: [{ id: 'gold' }] },
    })
  ).id;
  await rebuildPublishCache(t.db, appId);
  const rivalApp = await createApp(t.db, {
    accountId: theirs.accountId,
    slug: 'rival',
    name: 'Rival',
  });
  rivalAppId = rivalApp.id;
  const rivalPage = await createPage(t.db, {
    appId: rivalApp.id,
    path: '/secret',
    title: 'Rival secret',
    contentType: 'program',
  });
  await rebuildPublishCache(t.db, rivalApp.id);
  rivalProgramId = (
    await rival('POST', `/apps/${rivalApp.id}/programs`, {
      title: 'Rival secret program',
      page_id: rivalPage.id,
      stages: [{ title: 'One', page_id: rivalPage.id }],
    })
  ).json().program.id;
  mia = (await client().signUp({ email: 'mia@peak.test', name: 'Mia Member' }))
    .authentication_token;
  noah = (await client().signUp({ email: 'noah@peak.test', name: 'Noah Other' }))
    .authentication_token;
});
afterAll(async () => t.close());

describe('programs in the studio', () => {
  it('creates a program on its page with stages in order, and lists it', async () => {
    const res = await owner('POST', `/apps/${appId}/programs`, {
      title: 'Strength',
      page_id: programPageId,
      stages: weekPages.map((page_id, i) => ({ title: `Week ${i + 1}`, page_id })),
    });
    expect(res.statusCode, res.body).toBe(201);
    program = res.json().program;
    expect(program).toMatchObject({
      title: 'Strength',
      page_id: programPageId,
      path: '/strength',
      subscriber_count: 0,
    });
    expect(program.stages.map((s) => [s.title, s.page_id, s.path, s.position])).toEqual([
      ['Week 1', weekPages[0], '/strength/week-1', 0],
      ['Week 2', weekPages[1], '/strength/week-2', 1],
      ['Week 3', weekPages[2], '/strength/week-3', 2],
    ]);
    premium = (
      await owner('POST', `/apps/${appId}/programs`, {
        title: 'Premium',
        page_id: premiumPageId,
        stages: [{ title: 'Only', page_id: premiumPageId }],
      })
    ).json().program;
    const list = (await owner('GET', `/apps/${appId}/programs`)).json().programs;
    expect(list.map((p: StudioProgram) => p.id)).toEqual([program.id, premium.id]);
    expect((await owner('GET', `/apps/${appId}/programs/${program.id}`)).json().program).toEqual(
      program,
    );
  });

  it("refuses another app's pages and programs (404), a page that already has a program (409), and bad input (400)", async () => {
    const foreignPage = await owner('POST', `/apps/${appId}/programs`, {
      title: 'X',
      // A page no app has (changing the last digit of a real id hit the same id one time in 16).
      page_id: randomUUID(),
      stages: [],
    });
    expect(foreignPage.statusCode).toBe(404);
    expect(foreignPage.json().error.code).toBe('page_not_found');
    expect(
      (
        await owner('POST', `/apps/${appId}/programs`, {
          title: 'Twice',
          page_id: programPageId,
          stages: [],
        })
      ).json().error.code,
    ).toBe('program_page_taken');
    expect(
      (
        await owner('POST', `/apps/${appId}/programs`, {
          title: '',
          page_id: programPageId,
          stages: [],
        })
      ).statusCode,
    ).toBe(400);
    expect((await owner('GET', `/apps/${appId}/programs/${rivalProgramId}`)).statusCode).toBe(404);
    expect(
      (await owner('PATCH', `/apps/${appId}/programs/${rivalProgramId}`, { title: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    expect((await owner('DELETE', `/apps/${appId}/programs/${rivalProgramId}`)).statusCode).toBe(
      404,
    );
    expect((await owner('GET', `/apps/${rivalAppId}/programs`)).statusCode).toBe(404);
    const foreignStage = await owner('PATCH', `/apps/${appId}/programs/${program.id}`, {
      stages: [{ id: rivalProgramId, title: 'Stolen', page_id: weekPages[0] }],
    });
    expect(foreignStage.json().error.code).toBe('stage_not_found');
    expect((await owner('GET', `/apps/${appId}/programs/${program.id}`)).json().program).toEqual(
      program,
    );
    expect((await rival('GET', `/apps/${rivalAppId}/programs`)).json().programs).toHaveLength(1);
  });
});

describe('following a program as a member', () => {
  it('lists programs with their stages, also by page', async () => {
    const all = (await call('GET', '/programs')).json().programs;
    expect(all.map((p: { title: string }) => p.title)).toEqual(['Strength', 'Premium']);
    const byPage = (await call('GET', `/programs?page_id=${programPageId}`)).json().programs;
    expect(byPage).toEqual([
      {
        id: program.id,
        title: 'Strength',
        page_id: programPageId,
        path: '/strength',
        stages: program.stages,
      },
    ]);
    expect(JSON.stringify((await call('GET', '/programs')).json())).not.toContain('Rival');
  });

  it('tells who may follow a program (the access engine on its page)', async () => {
    expect((await call('GET', `/programs/${program.id}/access`)).json().access).toEqual({
      granted: true,
      reason: null,
      data: null,
    });
    const locked = (await call('GET', `/programs/${premium.id}/access`, mia)).json().access;
    expect(locked).toMatchObject({
      granted: false,
      reason: 'require_purchase',
      data: { product_ids: ['gold'] },
    });
    expect((await call('GET', `/programs/${rivalProgramId}/access`)).statusCode).toBe(404);
  });

  it('subscribes with a start date; the first stage is active', async () => {
    const res = await call('POST', `/programs/${program.id}/subscribe`, mia, {
      start_date: '2030-03-04',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().program_subscription).toMatchObject({
      program_id: program.id,
      start_date: '2030-03-04',
      completed_at: null,
      completed_stage_ids: [],
      active_stage_id: stageIds()[0],
    });
    const login = (await client().login('mia@peak.test', 'secret-password')).json();
    expect(login.page_subscriptions).toContain(programPageId);
  });

  it('completes a stage (the next becomes active), uncompletes it, and reports it in the subscriptions and at sign-in', async () => {
    const done = (
      await call('POST', `/programs/${program.id}/stages/${stageIds()[0]}/complete`, mia)
    ).json().program_subscription;
    expect(done).toMatchObject({
      completed_stage_ids: [stageIds()[0]],
      active_stage_id: stageIds()[1],
    });
    const second = (
      await call('POST', `/programs/${program.id}/stages/${stageIds()[1]}/complete`, mia)
    ).json().program_subscription;
    expect(second.active_stage_id).toBe(stageIds()[2]);
    const undone = (
      await call('DELETE', `/programs/${program.id}/stages/${stageIds()[0]}`, mia)
    ).json().program_subscription;
    expect(undone).toMatchObject({
      completed_stage_ids: [stageIds()[1]],
      active_stage_id: stageIds()[0],
    });
    const mine = (await call('GET', '/programs/subscriptions', mia)).json();
    expect(mine.program_subscriptions).toEqual({ [program.id]: [stageIds()[1]] });
    expect(mine.subscriptions).toEqual([undone]);
    const login = (await client().login('mia@peak.test', 'secret-password')).json();
    expect(login.program_subscriptions).toEqual({ [program.id]: [stageIds()[1]] });
    expect((await call('GET', '/programs/subscriptions', noah)).json()).toEqual({
      program_subscriptions: {},
      subscriptions: [],
    });
  });

  it('completes the whole program (the last stage stays active), and subscribing again keeps the completions and the start date', async () => {
    const done = (await call('POST', `/programs/${program.id}/complete`, mia)).json()
      .program_subscription;
    expect(done.completed_stage_ids).toEqual(stageIds());
    expect(done.active_stage_id).toBe(stageIds()[2]);
    expect(done.completed_at).not.toBeNull();
    const again = (await call('POST', `/programs/${program.id}/subscribe`, mia)).json()
      .program_subscription;
    expect(again).toMatchObject({ start_date: '2030-03-04', completed_stage_ids: stageIds() });
    const reopened = (
      await call('DELETE', `/programs/${program.id}/stages/${stageIds()[2]}`, mia)
    ).json().program_subscription;
    expect(reopened).toMatchObject({ completed_at: null, active_stage_id: stageIds()[2] });
  });

  it("says 'Program Not Found' to a member who is not subscribed, and changes nothing", async () => {
    const before = await changedRows();
    for (const [method, url] of [
      ['DELETE', `/programs/${program.id}/stages/${stageIds()[0]}`],
      ['POST', `/programs/${program.id}/stages/${stageIds()[0]}/complete`],
      ['POST', `/programs/${program.id}/complete`],
    ] as const) {
      const res = await call(method, url, noah);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'program_not_found',
        message: 'Program Not Found',
      });
    }
    expect(await changedRows()).toEqual(before);
  });

  it('refuses a locked program with the reason (403) and a guest (401), changing nothing; a buyer gets in', async () => {
    const before = await changedRows();
    const locked = await call('POST', `/programs/${premium.id}/subscribe`, noah);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({
      code: 'program_locked',
      details: { reason: 'require_purchase' },
    });
    expect(
      (await call('POST', `/programs/${premium.id}/stages/${premium.stages[0]!.id}/complete`, noah))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `/programs/${program.id}/subscribe`)).statusCode).toBe(401);
    expect((await call('GET', '/programs/subscriptions')).statusCode).toBe(401);
    expect(await changedRows()).toEqual(before);
    const buyer = await createMember(t.db, {
      appId,
      email: 'buyer@peak.test',
      password: 'buyer-password',
    });
    await t.db.insert(memberProducts).values({ appId, memberId: buyer.id, productId: 'gold' });
    const token = (await client().login('buyer@peak.test', 'buyer-password')).json()
      .authentication_token;
    expect((await call('POST', `/programs/${premium.id}/subscribe`, token)).statusCode).toBe(200);
  });

  it('is sold with the product that unlocks its page: the product lists it among what it unlocks', async () => {
    expect(await programsUnlockedBy(t.db, { appId, productId: 'gold' })).toEqual([
      { type: 'program', id: premium.id, title: 'Premium', path: '/premium' },
    ]);
    expect(await programsUnlockedBy(t.db, { appId, productId: 'silver' })).toEqual([]);
    expect(await programsUnlockedBy(t.db, { appId: rivalAppId, productId: 'gold' })).toEqual([]);
  });

  it('answers 404 for unknown or foreign programs and stages, and 400 for bad ids and dates', async () => {
    expect((await call('POST', `/programs/${rivalProgramId}/subscribe`, mia)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/programs/${program.id}/stages/${premium.stages[0]!.id}/complete`, mia)
      ).json().error.code,
    ).toBe('stage_not_found');
    expect(
      (await call('POST', `/programs/${program.id}/stages/${rivalProgramId}/complete`, mia))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/programs/not-an-id/subscribe', mia)).statusCode).toBe(400);
    for (const start_date of ['2030-02-30', '04/03/2030', '2030-3-4', 'x'.repeat(50)]) {
      const res = await call('POST', `/programs/${program.id}/subscribe`, mia, { start_date });
      expect(res.statusCode, start_date).toBe(400);
    }
    expect(
      (await call('GET', '/programs/subscriptions', mia)).json().subscriptions[0].start_date,
    ).toBe('2030-03-04');
  });
});

describe('changing a program in the studio', () => {
  it('reorders and removes stages keeping completions of the stages kept, and counts subscribers', async () => {
    const [first, second, third] = program.stages;
    const res = await owner('PATCH', `/apps/${appId}/programs/${program.id}`, {
      title: 'Strength 2',
      stages: [
        { id: third!.id, title: 'Week 3', page_id: third!.page_id },
        { title: 'Bonus', page_id: weekPages[0] },
        { id: second!.id, title: 'Week 2 renamed', page_id: second!.page_id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed: StudioProgram = res.json().program;
    expect(changed.title).toBe('Strength 2');
    expect(changed.subscriber_count).toBe(1);
    expect(changed.stages.map((s) => [s.title, s.position])).toEqual([
      ['Week 3', 0],
      ['Bonus', 1],
      ['Week 2 renamed', 2],
    ]);
    expect(changed.stages.map((s) => s.id)).not.toContain(first!.id);
    const mine = (await call('GET', '/programs/subscriptions', mia)).json().subscriptions[0];
    expect(mine.completed_stage_ids).toEqual([second!.id]);
    expect(mine.active_stage_id).toBe(third!.id);
  });

  it('drips stages: a stage opens its drip days after the start day, is laid on that day, and cannot be completed before', async () => {
    const dripPage = (await createPage(t.db, { appId, path: '/drip', title: 'Drip plan', contentType: 'program' })).id;
    await rebuildPublishCache(t.db, appId);
    const bad = await owner('POST', `/apps/${appId}/programs`, { title: 'Drip', page_id: dripPage, stages: [{ title: 'A', page_id: weekPages[0], drip_days: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.stages.0.drip_days');
    const created = await owner('POST', `/apps/${appId}/programs`, {
      title: 'Drip',
      page_id: dripPage,
      stages: [
        { title: 'Day one', page_id: weekPages[0] },
        { title: 'Week two', page_id: weekPages[1], drip_days: 7 },
        { title: 'Right after', page_id: weekPages[2] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const drip = created.json().program as StudioProgram;
    expect(drip.stages.map((s) => s.drip_days)).toEqual([null, 7, null]);
    const [first, second, third] = drip.stages.map((s) => s.id);
    // Saving the stages again keeps the drip; a change sets it.
    const changed = await owner('PATCH', `/apps/${appId}/programs/${drip.id}`, {
      stages: drip.stages.map((s) => ({ id: s.id, title: s.title, page_id: s.page_id, drip_days: s.id === third ? 9 : s.drip_days })),
    });
    expect(changed.json().program.stages.map((s: { drip_days: number | null }) => s.drip_days)).toEqual([null, 7, 9]);

    const ola = (await client().signUp({ email: 'ola@peak.test', name: 'Ola' })).authentication_token;
    const start = new Date().toISOString().slice(0, 10);
    expect((await call('POST', `/programs/${drip.id}/subscribe`, ola, { start_date: start })).statusCode).toBe(200);
    const laid = (await call('GET', `/schedule?context=${drip.id}`, ola)).json().items as { date: string; item_id: string }[];
    const plus = (n: number) => new Date(Date.parse(start) + n * 86_400_000).toISOString().slice(0, 10);
    expect(laid.map((d) => [d.item_id, d.date])).toEqual([
      [weekPages[0], start],
      [weekPages[1], plus(7)],
      [weekPages[2], plus(9)],
    ]);
    expect((await call('POST', `/programs/${drip.id}/stages/${first}/complete`, ola)).statusCode).toBe(200);
    const early = await call('POST', `/programs/${drip.id}/stages/${second}/complete`, ola);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toMatchObject({ code: 'page_locked', details: { reason: 'is_scheduled', data: { available_after: expect.stringMatching(new RegExp(`^${plus(6)}|^${plus(7)}`)) } } });
    expect((await call('GET', `/programs/subscriptions`, ola)).json().subscriptions.find((s: { program_id: string }) => s.program_id === drip.id).completed_stage_ids).toEqual([first]);
  });

  it('says when each dripped stage opens for the member: the start of that day in their zone, null once open', async () => {
    const page = (await createPage(t.db, { appId, path: '/drip-opens', title: 'Drip opens', contentType: 'program' })).id;
    await rebuildPublishCache(t.db, appId);
    const created = await owner('POST', `/apps/${appId}/programs`, {
      title: 'Drip opens',
      page_id: page,
      stages: [
        { title: 'Now', page_id: weekPages[0] },
        { title: 'Later', page_id: weekPages[1], drip_days: 7 },
        { title: 'Zero', page_id: weekPages[2], drip_days: 0 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const dripped = created.json().program as StudioProgram;
    const [now, later, zero] = dripped.stages.map((s) => s.id) as [string, string, string];
    const yui = (await client().signUp({ email: 'yui@peak.test', name: 'Yui' })).authentication_token;
    await t.db.update(members).set({ timezone: 'Asia/Tokyo' }).where(and(eq(members.appId, appId), eq(members.email, 'yui@peak.test')));
    const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    // Tokyo is UTC+9 all year: the seventh day after the start begins at 15:00 UTC the day before.
    const opensAt = `${new Date(Date.parse(start) + 6 * 86_400_000).toISOString().slice(0, 10)}T15:00:00.000Z`;
    const expected = { [now]: null, [later]: opensAt, [zero]: null };

    const subscribed = await call('POST', `/programs/${dripped.id}/subscribe`, yui, { start_date: start });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().program_subscription.stage_opens_at).toEqual(expected);
    const mine = () => call('GET', '/programs/subscriptions', yui);
    const listed = (await mine()).json().subscriptions.find((s: { program_id: string }) => s.program_id === dripped.id);
    expect(listed.stage_opens_at).toEqual(expected);
    // The refusal to complete it early names the same instant.
    const early = await call('POST', `/programs/${dripped.id}/stages/${later}/complete`, yui);
    expect(early.json().error).toMatchObject({ code: 'page_locked', details: { data: { available_after: opensAt } } });

    // Started ten days ago: every stage is open.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await t.db.update(programSubscriptions).set({ startDate: tenDaysAgo }).where(eq(programSubscriptions.programId, dripped.id));
    const open = (await mine()).json().subscriptions.find((s: { program_id: string }) => s.program_id === dripped.id);
    expect(open.stage_opens_at).toEqual({ [now]: null, [later]: null, [zero]: null });
    expect((await call('POST', `/programs/${dripped.id}/stages/${later}/complete`, yui)).statusCode).toBe(200);
  });

  it('deletes a program with its subscriptions', async () => {
    expect((await owner('DELETE', `/apps/${appId}/programs/${program.id}`)).json()).toEqual({
      deleted_id: program.id,
    });
    expect(
      (await call('GET', '/programs/subscriptions', mia)).json().program_subscriptions,
    ).toEqual({});
    expect((await call('GET', `/programs/${program.id}/access`)).statusCode).toBe(404);
  });
});
