import { blockTypes } from '@tessera/core/blocks/registry';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import { pageContentTypes, pagePropsSchema } from '@tessera/core/entities/page';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { formatDurationWords } from '@tessera/core/workouts/units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { forms, pages } from '../db/schema/index';
import { formDocumentProblems } from '@tessera/core/forms/form-document';
import { fieldsOf, toSubmittedValues } from '@tessera/core/forms/form-values';
import { eq } from 'drizzle-orm';
import { formOf } from '../modules/forms/form-view';
import { accountUsers } from '../modules/accounts/schema';
import { members } from '../modules/members/schema';
import { createTestServer, type TestServer } from '../test/harness';
import { memberClient } from '../test/members';
import { studioSignIn } from '../test/studio-client';
import { DEMO_PASSWORD } from './logins';
import { seedDemo, writeDemoImages } from './seed';
import { rollUp } from '../modules/activity/rollup';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  expect(await seedDemo(t.db, { dataDir: t.dataDir })).toBe(true);
  t.server.services.registry.invalidate();
});
afterAll(async () => t.close());

/** The demo's owner in the studio, and the demo app's id. */
async function demoOwner() {
  const owner = await studioSignIn(t, 'owner@demo.test', DEMO_PASSWORD);
  const { apps } = (await owner.call('GET', '/apps')).json() as { apps: { id: string; slug: string }[] };
  return { owner, appId: apps.find((a) => a.slug === 'demo')!.id };
}

const page = (path: string, token?: string) =>
  t.server.inject({ method: 'GET', url: `/__${path === '/' ? '' : path}/index.json`, headers: { 'x-app-slug': 'demo', ...(token ? { 'x-user-token': token } : {}) } });

describe('the demo app', () => {
  it('is seeded once', async () => {
    expect(await seedDemo(t.db, { dataDir: t.dataDir })).toBe(false);
  });

  it('hashes the one demo password once for its people (the three logins and the member waiting for Live HIIT)', async () => {
    const hashes = [...(await t.db.select({ hash: accountUsers.passwordHash }).from(accountUsers)), ...(await t.db.select({ hash: members.passwordHash }).from(members))].map(
      (row) => row.hash,
    ).filter((hash) => hash !== null);
    // The others (the demo's conversation partners, the app's messaging profile) cannot sign in.
    expect(hashes).toHaveLength(4);
    expect(new Set(hashes).size).toBe(1);
    expect(hashes[0]).toMatch(/^scrypt\$/);
  });

  it('writes only the demo files that are missing', async () => {
    const dir = path.join(t.dataDir, 'uploads', 'demo');
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(5);
    const [removed, kept] = files;
    const keptAt = statSync(path.join(dir, kept!)).mtimeMs;
    rmSync(path.join(dir, removed!));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeDemoImages(t.dataDir);
    expect(existsSync(path.join(dir, removed!))).toBe(true);
    expect(statSync(path.join(dir, kept!)).mtimeMs).toBe(keptAt);
  });

  it('has a page of every content type, and a home page with the foundation blocks', async () => {
    const rows = await t.db.select({ type: pages.contentType }).from(pages);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(pageContentTypes));
    const home = pagePropsSchema.parse((await page('/')).json());
    expect(new Set(home.blocks.map((b) => b.type))).toEqual(new Set(['hero_block', 'text_block', 'image_block', 'button_block', 'collection_block']));
  });

  it('shows every block type somewhere, each one valid', async () => {
    const rows = await t.db.select({ blocks: pages.blocks }).from(pages);
    const all = rows.flatMap((row) => row.blocks.blocks);
    const nested = all.flatMap((b) => (b.type === 'composed_block' ? ((b.props.blocks as typeof all | undefined) ?? []) : []));
    expect(new Set([...all, ...nested].map((b) => b.type))).toEqual(new Set(blockTypes));
    expect(rows.flatMap((row) => validateBlockDocument(row.blocks.blocks))).toEqual([]);
  });

  it('shows every kind of lock, and opens the paid page to the member with the product', async () => {
    const guest = (path: string) => page(path).then((r) => pagePropsSchema.parse(r.json()).page_access);
    expect((await guest('/benefits/free-guide')).granted).toBe(true);
    expect((await guest('/benefits/members-lounge')).reason).toBe('require_authentication');
    expect((await guest('/benefits/premium-masterclass')).reason).toBe('require_purchase');
    expect((await guest('/benefits/sneak-peek')).granted).toBe(true);
    expect((await guest('/benefits/coaches-corner')).granted).toBe(false);
    expect((await guest('/benefits/three-day-reset/day-2')).granted).toBe(false);

    const client = memberClient(t, 'demo');
    const member = (await client.login('member@demo.test', DEMO_PASSWORD)).json().authentication_token;
    const paid = pagePropsSchema.parse((await page('/benefits/premium-masterclass', member)).json());
    expect(paid.page_access.granted).toBe(true);
    expect(paid.blocks.length).toBeGreaterThan(0);
    const newcomer = (await client.signUp({ email: 'new@example.test', name: 'New Comer' })).authentication_token;
    expect(pagePropsSchema.parse((await page('/benefits/premium-masterclass', newcomer)).json()).page_access.granted).toBe(false);
  });

  it('has working forms: the Weekly Check-in on its page, an intake form after sign-up, a lesson that ends with a quiz', async () => {
    const rows = await t.db.select().from(forms);
    expect(rows.map((row) => row.title).sort()).toEqual(['Week 2 quiz', 'Weekly Check-in', 'Welcome to Peak']);
    expect(rows.flatMap((row) => formDocumentProblems(row.groups))).toEqual([]);
    const client = memberClient(t, 'demo');
    const signUp = await client.signUp({ email: 'intake@example.test', name: 'Ida Intake' });
    const intake = rows.find((row) => row.trigger === 'auth_signed_up')!;
    expect(signUp.sign_up_form_id).toBe(intake.id);

    const [checkInPage] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.path, '/check-in'));
    const byPage = await client.call('GET', `/api/pages/${checkInPage!.id}/form`, { token: signUp.authentication_token });
    const checkIn = byPage.json().form;
    expect(fieldsOf(checkIn).map((f) => f.label)).toEqual(['Weight (kg)', 'Energy (1–10)', 'Progress photo', 'Notes for your coach']);
    const sent = await client.call('POST', `/api/forms/${checkIn.id}/submit`, {
      token: signUp.authentication_token,
      body: { submitted_values: toSubmittedValues(checkIn, { weight: 70, energy: 8, notes: 'Felt strong' }) },
    });
    expect(sent.statusCode).toBe(201);

    const lesson = pagePropsSchema.parse((await page('/programs/strength-foundations/week-2')).json());
    const quizButton = lesson.blocks.at(-1)!;
    expect(quizButton.type).toBe('button_block');
    const quizId = (quizButton.props.action as { form_id: string }).form_id;
    const quiz = rows.find((row) => row.id === quizId)!;
    expect(fieldsOf(formOf(quiz)).filter((f) => f.correct_answer)).toHaveLength(3);
  });
});

describe("member@demo.test's planned week", () => {
  it('has Strength Foundations laid from today and a few pages around it, each page offering Add to schedule', async () => {
    const client = memberClient(t, 'demo');
    const token = (await client.login('member@demo.test', DEMO_PASSWORD)).json().authentication_token;
    const today = dayAt(Date.now(), 'UTC');
    const all = (await client.call('GET', '/api/schedule', { token })).json().items as {
      date: string;
      scope_type: string;
      context_type: string | null;
      item: { data: { title: string } };
      schedule: { starts_at: string };
    }[];
    // The app's own live class and run come with the member's plan, on the day they start, read-only.
    const fromApp = all.filter((i) => i.scope_type !== 'subscriber');
    expect(fromApp.map((i) => [i.item.data.title, i.scope_type, i.date])).toEqual(
      expect.arrayContaining([
        ['Morning Mobility', 'page', expect.any(String)],
        ['Community 5K Run', 'page', expect.any(String)],
      ]),
    );
    for (const item of fromApp) expect(item.date).toBe(dayAt(Date.parse(item.schedule.starts_at), 'UTC'));
    const items = all.filter((i) => i.scope_type === 'subscriber');
    // By day; within a day in any order (the seed writes them in one transaction).
    const seen = items.map((i) => [i.date, i.item.data.title, i.context_type]).sort((a, b) => String(a).localeCompare(String(b)));
    expect(seen).toEqual([
      [today, 'Week 1: Learn the patterns', 'program'],
      [addDays(today, 1), 'Full Body Burn', null],
      [addDays(today, 1), 'Week 2: Add load', 'program'],
      [addDays(today, 2), 'Green Power Bowl', null],
      [addDays(today, 2), 'Week 3: Build volume', 'program'],
      [addDays(today, 3), 'Week 4: Test and plan', 'program'],
      [addDays(today, 5), 'Sleep and Recovery', null],
    ]);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort());
    const workout = pagePropsSchema.parse((await client.call('GET', '/__/workouts/full-body-burn/index.json')).json());
    expect(workout.show_add_to_schedule_button).toBe(true);
  });
});

describe('the demo conversations', () => {
  it('gives member@demo.test a group and a direct chat, a community feed with comments, and comments on an article', async () => {
    const client = memberClient(t, 'demo');
    const token = (await client.login('member@demo.test', DEMO_PASSWORD)).json().authentication_token;
    const chats = (await client.call('GET', '/api/threads?type=chats', { token })).json().threads as { title: string; is_unread: boolean }[];
    expect(chats.map((c) => [c.title, c.is_unread])).toEqual([
      ['Noah Runner', true],
      ['Morning crew', false],
    ]);
    const feeds = (await client.call('GET', '/api/threads?type=feeds', { token })).json().threads as { id: string; title: string }[];
    expect(feeds.map((f) => f.title)).toEqual(['Community']);
    const posts = (await client.call('GET', `/api/threads/${feeds[0]!.id}/messages?order=asc`, { token })).json().messages as { reply_count: number; user: { name: string } }[];
    expect(posts.map((p) => [p.user.name, p.reply_count])).toEqual([
      ['Peak', 2],
      ['Peak', 0],
      ['Peak', 0],
    ]);
    const article = (await page('/library/sleep-and-recovery', token)).json();
    expect(article.is_commentable).toBe(true);
    const comments = (await client.call('GET', `/api/threads/${article.message_thread_id}/messages`, { token })).json().messages;
    expect(comments).toHaveLength(2);
  });

  it('has Messages in its menu, leading to the member app’s Messages screen', async () => {
    const config = (await memberClient(t, 'demo').call('GET', '/api/app')).json() as { menu: { title: string; path: string }[] };
    const items = config.menu.map((item) => item.path);
    expect(config.menu).toContainEqual({ title: 'Messages', path: '/me/messages' });
    // Among the first tabs of a phone's tab bar, not behind "More".
    expect(items.indexOf('/me/messages')).toBeLessThan(4);
  });
});

describe('the demo program', () => {
  it('is Strength Foundations with four weekly stages that member@demo.test can follow', async () => {
    const client = memberClient(t, 'demo');
    const [strength] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.path, '/programs/strength-foundations'));
    const listed = (await client.call('GET', `/api/programs?page_id=${strength!.id}`)).json().programs;
    expect(listed).toHaveLength(1);
    const program = listed[0] as { id: string; title: string; stages: { id: string; title: string; path: string }[] };
    expect(program.title).toBe('Strength Foundations');
    expect(program.stages.map((s) => [s.title, s.path])).toEqual([1, 2, 3, 4].map((week) => [`Week ${week}`, `/programs/strength-foundations/week-${week}`]));
    const token = (await client.login('member@demo.test', DEMO_PASSWORD)).json().authentication_token;
    const started = await client.call('POST', `/api/programs/${program.id}/subscribe`, { token, body: { start_date: '2030-01-07' } });
    expect(started.json().program_subscription.active_stage_id).toBe(program.stages[0]!.id);
  });
});

describe('the demo live class and pack', () => {
  it('has Live HIIT full with a waitlist for a new visitor, and the Starter Pack bundling the program and two pages', async () => {
    const client = memberClient(t, 'demo');
    const [hiit] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.path, '/live/live-hiit'));
    const event = (await client.call('GET', `/api/events?page_id=${hiit!.id}`)).json().events[0];
    expect(event).toMatchObject({ title: 'Live HIIT', capacity: 2, rrule: 'FREQ=WEEKLY', has_livestream: true });
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const occurrences = (await client.call('GET', `/api/event_occurrences/per_period?start=${today}&end=${later}&event_id=${event.id}`)).json().occurrences;
    expect(occurrences.length).toBeGreaterThanOrEqual(4);
    expect(occurrences[0]).toMatchObject({ spots_left: 0, booked_count: 2, waitlist_count: 1 });
    expect(occurrences[1]).toMatchObject({ spots_left: 2 });
    const visitor = await client.signUp({ email: 'visitor@demo.test' });
    const booked = await client.call('POST', `/api/event_occurrences/${occurrences[0].id}/subscribe`, { token: visitor.authentication_token, body: {} });
    expect(booked.json().event_subscription).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });

    const starter = (await client.call('GET', '/api/packages')).json().packages[0];
    expect(starter.title).toBe('Starter Pack');
    expect(starter.items.map((i: { type: string; path: string }) => [i.type, i.path])).toEqual([
      ['program', '/programs/strength-foundations'],
      ['page', '/workouts/full-body-burn'],
      ['page', '/library/green-power-bowl'],
    ]);
  });
});

describe('the demo workouts', () => {
  it('name their workouts from the pages’ workout blocks, with a library of alternates and three weeks of member@demo.test’s history', async () => {
    const client = memberClient(t, 'demo');
    const token = (await client.login('member@demo.test', DEMO_PASSWORD)).json().authentication_token;
    const [fullbody] = await t.db.select({ blocks: pages.blocks, description: pages.description }).from(pages).where(eq(pages.path, '/workouts/full-body-burn'));
    const burnBlock = fullbody!.blocks.blocks.find((b) => b.type === 'workout_block')!;
    const burn = (await client.call('GET', `/api/workouts/${burnBlock.props.workout_id as string}`, { token })).json();
    expect(burn.workout).toMatchObject({ title: 'Full Body Burn', mode: 'follow_along' });
    expect(burn.workout.video_url).toMatch(/^https:\/\//);
    expect(burn.workout.groups.some((g: { kind: string; items: { sets: { duration_seconds: number | null }[] }[] }) => g.kind === 'circuit' && g.items.every((i) => i.sets[0]!.duration_seconds === 40))).toBe(true);
    expect(burn.exercises.length).toBeGreaterThanOrEqual(5);

    // The page says the time the workout screen shows (its stored estimate), not a number of its own.
    const said = formatDurationWords(burn.workout.estimated_seconds, 'en');
    const burnPage = pagePropsSchema.parse((await client.call('GET', '/__/workouts/full-body-burn/index.json')).json());
    const hero = burnPage.blocks.find((b) => b.type === 'hero_block')!;
    expect(hero.props.subtitle).toBe(`${said} · no equipment`);
    expect(fullbody!.description).toContain(said);

    const [week1] = await t.db.select({ blocks: pages.blocks }).from(pages).where(eq(pages.path, '/programs/strength-foundations/week-1'));
    const weekId = week1!.blocks.blocks.find((b) => b.type === 'workout_block')!.props.workout_id as string;
    const week = (await client.call('GET', `/api/workouts/${weekId}`, { token })).json();
    expect(week.workout).toMatchObject({ title: 'Strength Foundations · Week 1', mode: 'grouped' });
    expect(week.workout.groups.flatMap((g: { items: { sets: { load_kg: number | null }[] }[] }) => g.items.flatMap((i) => i.sets.map((s) => s.load_kg))).some((kg: number | null) => kg !== null && kg > 0)).toBe(true);

    const sessions = (await client.call('GET', `/api/workouts/${weekId}/sessions`, { token })).json().sessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.every((s: { completed_at: string | null; activities: unknown[] }) => s.completed_at && s.activities.length > 0)).toBe(true);
    const goblet = week.exercises.find((e: { name: string }) => e.name === 'Goblet Squat');
    const history = (await client.call('GET', `/api/exercises/${goblet.id}/history`, { token })).json().entries as { completed_at: string; sets: { load_kg: number }[] }[];
    expect(history.length).toBeGreaterThanOrEqual(9);
    expect(Date.now() - Date.parse(history[0]!.completed_at)).toBeGreaterThan(14 * 86_400_000);
    const topLoads = history.map((entry) => Math.max(...entry.sets.map((s) => s.load_kg ?? 0)));
    expect(topLoads.at(-1)!).toBeGreaterThan(topLoads[0]!);

    const [strength] = await t.db.select({ id: pages.id }).from(pages).where(eq(pages.path, '/programs/strength-foundations'));
    const programId = (await client.call('GET', `/api/programs?page_id=${strength!.id}`)).json().programs[0].id;
    const bundle = (await client.call('GET', `/api/workouts/offline_bundle?program_id=${programId}`, { token })).json();
    expect(bundle.pages).toHaveLength(4);
    expect(bundle.workout_ids).toHaveLength(4);
    expect(bundle.workout_ids[0]).toBe(weekId);
    expect(bundle.media.find((m: { url: string }) => m.url === '/media/demo/exercise-1200x675.svg').bytes).toBeGreaterThan(100);
    expect(bundle.total_bytes).toBeGreaterThan(100);

    const { owner, appId } = await demoOwner();
    const library = (await owner.call('GET', `/apps/${appId}/exercises`)).json().exercises;
    expect(library.length).toBeGreaterThanOrEqual(12);
    expect(library.every((e: { alternate_ids: string[] }) => e.alternate_ids.length > 0)).toBe(true);
  });
  it('has four weeks of members using the app, so the studio’s analytics opens on a club, not zeros', async () => {
    const { owner, appId } = await demoOwner();
    // As in a running server, the rollup has run: it leaves the demo's finished days as they are.
    await rollUp(t.db, new Date());
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(today, -29);
    const res = await owner.call('GET', `/apps/${appId}/analytics?from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const { totals, points, top_pages } = res.json();
    // Every demo person was active, on most of the days since they joined; guests came too.
    expect(totals.active_members).toBe(6);
    expect(totals.sessions).toBeGreaterThan(50);
    expect(totals.time_in_app_ms).toBeGreaterThan(totals.sessions * 2 * 60_000);
    expect(totals.page_views).toBeGreaterThan(totals.sessions);
    expect(totals.completions).toBeGreaterThan(5);
    // People joined over the weeks: sign-ups on more than one day, none in the future.
    expect(totals.sign_ups).toBeGreaterThanOrEqual(5);
    expect(points.filter((p: { sign_ups: number }) => p.sign_ups > 0).length).toBeGreaterThan(3);
    expect(points.filter((p: { sessions: number }) => p.sessions > 0).length).toBeGreaterThanOrEqual(20);
    // Home and the program are the most viewed: the front door and the plan.
    expect(top_pages.slice(0, 3).map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['/', '/programs/strength-foundations']));
    // The history finished nothing for member@demo.test: a visitor of the demo starts with nothing done.
    const client = memberClient(t, 'demo');
    const signIn = (await client.login('member@demo.test', DEMO_PASSWORD)).json();
    expect(signIn.page_completions.by_uuid).toEqual({});
  });
  it('has the owner’s two announcements in the studio’s Blasts with their report, and in member@demo.test’s notification centre, the newer unread', async () => {
    const client = memberClient(t, 'demo');
    const token = (await client.login('member@demo.test', DEMO_PASSWORD)).json().authentication_token;
    const inbox = (await client.call('GET', '/api/notifications/inbox', { token })).json();
    expect(inbox.notifications.map((n: { kind: string; title: string; read_at: string | null }) => [n.kind, n.title, n.read_at === null])).toEqual([
      ['blast', 'New: Morning Mobility', true],
      ['blast', 'Welcome to Peak', false],
    ]);
    expect(inbox.unread_count).toBe(1);

    const { owner, appId } = await demoOwner();
    const res = await owner.call('GET', `/apps/${appId}/blasts`);
    expect(res.statusCode).toBe(200);
    const sent = res.json().blasts as { title: string; status: string }[];
    expect(sent.map((b) => [b.title, b.status])).toEqual([
      ['New: Morning Mobility', 'sent'],
      ['Welcome to Peak', 'sent'],
    ]);
  });
});
