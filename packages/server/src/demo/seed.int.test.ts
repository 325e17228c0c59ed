import { blockTypes } from '@tessera/core/blocks/registry';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import { pageContentTypes, pagePropsSchema } from '@tessera/core/entities/page';
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
import { DEMO_PASSWORD } from './logins';
import { seedDemo, writeDemoImages } from './seed';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  expect(await seedDemo(t.db, { dataDir: t.dataDir })).toBe(true);
  t.server.services.registry.invalidate();
});
afterAll(async () => t.close());

const page = (path: string, token?: string) =>
  t.server.inject({ method: 'GET', url: `/__${path === '/' ? '' : path}/index.json`, headers: { 'x-app-slug': 'demo', ...(token ? { 'x-user-token': token } : {}) } });

describe('the demo app', () => {
  it('is seeded once', async () => {
    expect(await seedDemo(t.db, { dataDir: t.dataDir })).toBe(false);
  });

  it('hashes the one demo password once for its three people', async () => {
    const hashes = [...(await t.db.select({ hash: accountUsers.passwordHash }).from(accountUsers)), ...(await t.db.select({ hash: members.passwordHash }).from(members))].map(
      (row) => row.hash,
    );
    expect(hashes).toHaveLength(3);
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
