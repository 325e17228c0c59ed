import type { StudioForm, StudioSubmission } from '@tessera/core/api/studio-forms';
import { VALUE_TYPE_BY_FIELD_TYPE, type FormFieldType, type Submission } from '@tessera/core/entities/form';
import { fieldsOf, toSubmittedValues } from '@tessera/core/forms/form-values';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissionEdits, formSubmissions } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { block, createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { ownerAndRival, type StudioCaller } from '../../test/studio-client';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalFormId: string;
let formPageId: string;
let checkIn: StudioForm;
let quiz: StudioForm;
let mia: string;
let noah: string;
const client = () => memberClient(t, 'peak');
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) => client().call(method, `/api${url}`, { token, body });

const field = (id: string, field_type: string, extra: Record<string, unknown> = {}) => ({
  id,
  field_type,
  value_type: VALUE_TYPE_BY_FIELD_TYPE[field_type as FormFieldType],
  label: id,
  ...extra,
});

const checkInBody = () => ({
  title: 'Weekly Check-in',
  show_intro_screen: true,
  intro_heading: 'How was your week?',
  form_groups: [
    {
      id: 'body',
      title: 'Your body',
      form_fields: [
        field('weight', 'number', { label: 'Weight (kg)', is_required: true, min_value: 20, max_value: 400, property_slug: 'weight' }),
        field('energy', 'number', { label: 'Energy', min_value: 1, max_value: 10 }),
      ],
      form_groups: [{ id: 'days', form_fields: [field('days', 'multi_select', { label: 'Training days', options: ['Mon', 'Wed', 'Fri'] })] }],
    },
    {
      id: 'more',
      form_fields: [field('photo', 'image_upload', { label: 'Progress photo' }), field('notes', 'long_answer', { label: 'Notes' }), field('when', 'date'), field('ok', 'acceptance')],
    },
  ],
});

function multipart(fieldName: string, contentType: string, bytes: Buffer) {
  const boundary = '----tessera-forms-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="x"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (formId: string, token: string, bytes: Buffer, contentType = 'image/png') => {
  const body = multipart('image', contentType, bytes);
  return t.server.inject({ method: 'POST', url: `/api/forms/${formId}/uploads`, headers: { 'x-app-slug': 'peak', 'x-user-token': token, ...body.headers }, payload: body.payload });
};

const submit = (formId: string, token: string, values: { form_field_id: string; value: string | null }[], extra: Record<string, unknown> = {}) =>
  call('POST', `/forms/${formId}/submit`, token, { submitted_values: values, ...extra });

const validValues = (extra: Record<string, string> = {}) =>
  toSubmittedValues(checkIn, { weight: 72.5, energy: 7, days: ['Mon', 'Fri'], notes: 'Good week', when: '2026-03-02', ok: true, ...extra });

const submissionRows = async () => (await t.db.select({ n: count() }).from(formSubmissions))[0]!.n;

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'peak', name: 'Peak' })).id;
  const rivalApp = await createApp(t.db, { accountId: theirs.accountId, slug: 'rival', name: 'Rival' });
  rivalFormId = (await rival('POST', `/apps/${rivalApp.id}/forms`, { title: 'Rival secret form' })).json().form.id;
  formPageId = (await createPage(t.db, { appId, path: '/check-in', title: 'Weekly Check-in', contentType: 'form' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  await rebuildPublishCache(t.db, appId);
  mia = (await client().signUp({ email: 'mia@peak.test', name: 'Mia Member' })).authentication_token;
  noah = (await client().signUp({ email: 'noah@peak.test', name: 'Noah Other' })).authentication_token;
});
afterAll(async () => t.close());

describe('building forms in the studio', () => {
  it('creates a form with nested groups, places it on a form page, and lists it', async () => {
    const res = await owner('POST', `/apps/${appId}/forms`, { ...checkInBody(), page_id: formPageId });
    expect(res.statusCode, res.body).toBe(201);
    checkIn = res.json().form;
    expect(checkIn).toMatchObject({ title: 'Weekly Check-in', page_id: formPageId, revision: 0, submission_count: 0, show_intro_screen: true });
    expect(checkIn.form_groups[0]!.form_groups[0]!.uid).toBe('days');
    expect(fieldsOf(checkIn).map((f) => f.id)).toEqual(['weight', 'energy', 'days', 'photo', 'notes', 'when', 'ok']);
    const list = (await owner('GET', `/apps/${appId}/forms`)).json().forms;
    expect(list).toEqual([expect.objectContaining({ id: checkIn.id, field_count: 7, is_quiz: false, page_id: formPageId })]);
  });

  it('refuses a form that would not work, naming each part, and stores nothing', async () => {
    const res = await owner('POST', `/apps/${appId}/forms`, {
      title: 'Broken',
      form_groups: [{ id: 'g', form_fields: [field('a', 'multi_select'), field('a', 'number', { value_type: 'text', min_value: 5, max_value: 1 })] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['body.form_groups.0.form_fields.0.options', 'required'],
      ['body.form_groups.0.form_fields.1.id', 'invalid'],
      ['body.form_groups.0.form_fields.1.value_type', 'invalid'],
      ['body.form_groups.0.form_fields.1.max_value', 'value_between'],
    ]);
    const notFormPage = await owner('POST', `/apps/${appId}/forms`, { title: 'Twice', page_id: formPageId });
    expect(notFormPage.json().error.details[0]).toMatchObject({ field: 'body.page_id' });
    expect((await owner('GET', `/apps/${appId}/forms`)).json().forms).toHaveLength(1);
  });

  it('creates a quiz and an auth_signed_up intake form', async () => {
    quiz = (
      await owner('POST', `/apps/${appId}/forms`, {
        title: 'Lesson quiz',
        form_groups: [
          {
            id: 'q',
            form_fields: [
              field('q1', 'short_answer', { label: 'Capital of Norway?', correct_answer: 'Oslo' }),
              field('q2', 'number', { label: 'Sets?', correct_answer: '3' }),
              field('q3', 'multi_select', { label: 'Leg muscles?', options: ['Quads', 'Biceps', 'Glutes'], correct_answer: '["Quads","Glutes"]' }),
            ],
          },
        ],
      })
    ).json().form;
    expect(quiz.id).toBeTruthy();
    const intake = await owner('POST', `/apps/${appId}/forms`, { title: 'Intake', trigger: 'auth_signed_up', form_groups: [{ id: 'g', form_fields: [field('goal', 'short_answer', { is_required: true, property_slug: 'goal' })] }] });
    expect(intake.statusCode).toBe(201);
    const signUp = await client().signUp({ email: 'new@peak.test', name: 'New Person' });
    expect(signUp.sign_up_form_id).toBe(intake.json().form.id);
    await submit(intake.json().form.id, signUp.authentication_token, [{ form_field_id: 'goal', value: 'Run 5K' }]);
    const again = await client().login('new@peak.test', 'secret-password');
    expect(again.json().sign_up_form_id).toBeNull();
    const props = await call('GET', '/subscriber/properties', signUp.authentication_token);
    expect(props.json().subscriber_properties).toEqual([{ slug: 'goal', value: 'Run 5K' }]);
  });

  it('reorders fields by saving them in order, and refuses a stale revision', async () => {
    const groups = structuredClone(checkIn.form_groups);
    groups[0]!.form_fields.reverse();
    const res = await owner('PATCH', `/apps/${appId}/forms/${checkIn.id}`, { revision: 0, form_groups: groups });
    expect(res.statusCode).toBe(200);
    checkIn = res.json().form;
    expect(fieldsOf(checkIn).slice(0, 2).map((f) => f.id)).toEqual(['energy', 'weight']);
    expect(checkIn.revision).toBe(1);
    const stale = await owner('PATCH', `/apps/${appId}/forms/${checkIn.id}`, { revision: 0, title: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'edit_conflict', details: { revision: 1 } });
  });

  it("answers 404 for another account's form, through every studio call", async () => {
    for (const [method, url] of [
      ['GET', `/apps/${appId}/forms/${rivalFormId}`],
      ['PATCH', `/apps/${appId}/forms/${rivalFormId}`],
      ['DELETE', `/apps/${appId}/forms/${rivalFormId}`],
      ['GET', `/apps/${appId}/forms/${rivalFormId}/submissions`],
      ['GET', `/apps/${appId}/forms/${rivalFormId}/submissions_export`],
    ] as const) {
      const res = await owner(method, url, method === 'PATCH' ? { revision: 0 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('members reading and sending forms', () => {
  it('reads a form as a guest, and by its page; the member with their latest submission', async () => {
    const guest = await call('GET', `/forms/${checkIn.id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ form: { id: checkIn.id, title: 'Weekly Check-in' }, submission: null });
    const byPage = await call('GET', `/pages/${formPageId}/form`, mia);
    expect(byPage.json().form?.id, byPage.body).toBe(checkIn.id);
    expect((await call('GET', `/forms/${rivalFormId}`, mia)).statusCode).toBe(404);
    expect((await call('GET', `/forms/not-a-uuid`, mia)).json().error.code).toBe('form_not_found');
  });

  it('takes a submission with a photo, reads it back unchanged, and binds the weight to a property', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const up = await upload(checkIn.id, mia, png);
    expect(up.statusCode).toBe(201);
    const photo = up.json().upload;
    expect(photo).toMatchObject({ width: 800, height: 600 });
    expect(photo.url).toMatch(/^\/media\/.+\/forms\/.+\.webp$/);
    const res = await submit(checkIn.id, mia, validValues({ photo: photo.id }), { page_id: formPageId, trigger: null });
    expect(res.statusCode).toBe(201);
    const submission: Submission = res.json().submission;
    const byId = Object.fromEntries(submission.submitted_values.map((v) => [v.form_field_id, v]));
    expect(byId.weight).toMatchObject({ value: '72.5', label: 'Weight (kg)', field_type: 'number', value_type: 'number' });
    expect(byId.days!.value).toBe('["Mon","Fri"]');
    expect(byId.photo).toMatchObject({ value: photo.id, image: photo.url });
    expect(byId.ok!.value).toBe('true');
    expect(submission.quiz).toBeNull();
    const read = await call('GET', `/forms/${checkIn.id}/submissions/${submission.submission_id}`, mia);
    expect(read.json().submission).toEqual(submission);
    expect((await call('GET', `/forms/${checkIn.id}`, mia)).json().submission.submission_id).toBe(submission.submission_id);
    expect((await call('GET', '/subscriber/properties/weight', mia)).json().subscriber_property).toEqual({ slug: 'weight', value: '72.5' });
    // Bound answers are member data: the directory's property filter finds Mia by them once her profile is public.
    await call('PUT', '/subscribers', mia, { is_profile_public: true });
    const directory = await call('GET', '/subscribers/directory?properties=weight:72.5', noah);
    expect(directory.json().items.map((m: { name: string }) => m.name)).toEqual(['Mia Member']);
  });

  it("lists pages tagged with the member's answer where a listing asks with_property", async () => {
    const tagged = (title: string, tags: string[]) => createPage(t.db, { appId, path: `/plans/${title.toLowerCase()}`, title, contentType: 'article', tags });
    await tagged('Strength', ['Build strength']);
    await tagged('Mobility', ['Move better']);
    await tagged('Untagged', []);
    await rebuildPublishCache(t.db, appId);
    const goals = (await owner('POST', `/apps/${appId}/forms`, { title: 'Goals', form_groups: [{ id: 'g', form_fields: [field('goals', 'multi_select', { options: ['Build strength', 'Move better', 'Sleep'], property_slug: 'goals' })] }] })).json().form;
    const ola = (await client().signUp({ email: 'ola@peak.test', name: 'Ola Goals' })).authentication_token;
    const titles = async (token?: string) => (await call('GET', '/content/article?with_property=goals', token)).json().items.map((i: { title: string }) => i.title);
    expect(await titles(ola)).toEqual([]);
    expect(await titles()).toEqual([]);
    await submit(goals.id, ola, [{ form_field_id: 'goals', value: '["Build strength","Move better"]' }]);
    expect((await titles(ola)).sort()).toEqual(['Mobility', 'Strength']);
    await submit(goals.id, ola, [{ form_field_id: 'goals', value: '["Move better"]' }]);
    expect(await titles(ola)).toEqual(['Mobility']);
    expect(await titles(noah)).toEqual([]);
  });

  it('refuses bad values with 400 naming each field, and stores nothing', async () => {
    const before = await submissionRows();
    const values = validValues()
      .filter((v) => v.form_field_id !== 'weight')
      .map((v) => (v.form_field_id === 'energy' ? { ...v, value: 'lots' } : v.form_field_id === 'days' ? { ...v, value: '["Sun"]' } : v));
    const res = await submit(checkIn.id, mia, [...values, { form_field_id: 'ghost', value: '1' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { field: string; code: string }) => [d.field, d.code])).toEqual([
      ['body.submitted_values.ghost', 'unknown_field'],
      ['body.submitted_values.energy', 'not_a_number'],
      ['body.submitted_values.weight', 'required'],
      ['body.submitted_values.days', 'not_an_option'],
    ]);
    const bounds = await submit(checkIn.id, mia, validValues({ energy: '11' }));
    expect(bounds.json().error.details).toEqual([{ field: 'body.submitted_values.energy', code: 'value_between', message: 'Value must be between 1 and 10', params: { min: 1, max: 10 } }]);
    const date = await submit(checkIn.id, mia, validValues({ when: '2026-02-30' }));
    expect(date.json().error.details[0]).toMatchObject({ field: 'body.submitted_values.when', code: 'invalid_date' });
    expect(await submissionRows()).toBe(before);
  });

  it("refuses an image that is not the member's upload, and uploads that are not images or are empty", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const noahsPhoto = (await upload(checkIn.id, noah, png)).json().upload.id;
    const before = await submissionRows();
    const theirs = await submit(checkIn.id, mia, validValues({ photo: noahsPhoto }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error.details).toEqual([expect.objectContaining({ field: 'body.submitted_values.photo', code: 'unknown_upload' })]);
    const notId = await submit(checkIn.id, mia, validValues({ photo: '../../etc/passwd' }));
    expect(notId.json().error.details[0]).toMatchObject({ field: 'body.submitted_values.photo', code: 'unknown_upload' });
    expect(await submissionRows()).toBe(before);
    const text = await upload(checkIn.id, mia, Buffer.from('just words, not a picture'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.details[0]).toMatchObject({ field: 'body.image', code: 'invalid_image_type' });
    const empty = await upload(checkIn.id, mia, Buffer.alloc(0));
    expect(empty.json().error.details[0]).toMatchObject({ field: 'body.image', code: 'file_empty' });
    expect((await upload(rivalFormId, mia, png)).statusCode).toBe(404);
  });

  it('lists, counts, edits with history, and deletes only the member’s own submissions', async () => {
    const list = await call('GET', `/forms/${checkIn.id}/submissions?page=1`, mia);
    expect(list.json()).toMatchObject({ page: 1, total_count: 1 });
    const id: string = list.json().items[0].submission_id;
    expect((await call('GET', `/forms/${checkIn.id}/submissions_count`, mia)).json()).toEqual({ count: 1 });
    expect((await call('GET', `/forms/${checkIn.id}/submissions_count`, noah)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/forms_submissions_number?form_type=all', mia)).json()).toEqual({ count: 1 });
    expect((await call('GET', '/forms_submissions_number?form_type=quiz', mia)).json()).toEqual({ count: 0 });
    expect((await call('GET', '/forms_submissions', mia)).json().total_count).toBe(1);
    expect((await call('GET', '/my-content', mia)).json().has_form_submissions).toBe(true);
    expect((await call('GET', '/my-content', noah)).json().has_form_submissions).toBe(false);

    // Another member's submission is 404 for every call, and stays as it was.
    expect((await call('GET', `/forms/${checkIn.id}/submissions/${id}`, noah)).statusCode).toBe(404);
    expect((await call('PUT', `/forms/${checkIn.id}/submissions/${id}/values`, noah, { submission_values: [{ form_field_id: 'notes', value: 'hacked' }] })).statusCode).toBe(404);
    expect((await call('DELETE', `/forms/${checkIn.id}/submissions/${id}`, noah)).statusCode).toBe(404);
    expect((await call('GET', `/forms/${rivalFormId}/submissions/${id}`, mia)).statusCode).toBe(404);

    const bad = await call('PUT', `/forms/${checkIn.id}/submissions/${id}/values`, mia, { submission_values: [{ form_field_id: 'weight', value: '' }, { form_field_id: 'nope', value: 'x' }] });
    expect(bad.json().error.details.map((d: { field: string }) => d.field)).toEqual(['body.submission_values.nope', 'body.submission_values.weight']);
    const edited = await call('PUT', `/forms/${checkIn.id}/submissions/${id}/values`, mia, { submission_values: [{ form_field_id: 'weight', value: '71' }] });
    expect(edited.statusCode).toBe(200);
    const values = Object.fromEntries((edited.json().submission as Submission).submitted_values.map((v) => [v.form_field_id, v.value]));
    expect(values).toMatchObject({ weight: '71', notes: 'Good week' });
    expect(edited.json().submission.updated_at).not.toBeNull();
    expect((await call('GET', '/subscriber/properties/weight', mia)).json().subscriber_property.value).toBe('71');
    const edits = await t.db.select().from(formSubmissionEdits).where(eq(formSubmissionEdits.submissionId, id));
    expect(edits.map((e) => e.changes)).toEqual([[{ form_field_id: 'weight', label: 'Weight (kg)', before: '72.5', after: '71' }]]);

    const detail: StudioSubmission = (await owner('GET', `/apps/${appId}/forms/${checkIn.id}/submissions/${id}`)).json().submission;
    expect(detail.member).toMatchObject({ name: 'Mia Member', email: 'mia@peak.test' });
    expect(detail.history).toEqual([expect.objectContaining({ edited_by: expect.objectContaining({ kind: 'member', name: 'Mia Member' }) })]);
    expect(detail.submitted_values.find((v) => v.form_field_id === 'photo')?.image).toMatch(/^\/media\//);

    const table = await owner('GET', `/apps/${appId}/forms/${checkIn.id}/submissions?q=mia&from=2000-01-01`);
    expect(table.json()).toMatchObject({ total_count: 1, per_page: 25 });
    expect((await owner('GET', `/apps/${appId}/forms/${checkIn.id}/submissions?q=nobody`)).json().total_count).toBe(0);
    const csv = (await owner('GET', `/apps/${appId}/forms/${checkIn.id}/submissions_export`)).json();
    expect(csv.filename).toBe('weekly-check-in-submissions.csv');
    expect(csv.csv.split('\r\n')[0]).toBe('submitted_at,member_name,member_email,Energy,Weight (kg),Training days,Progress photo,Notes,when,ok');
    expect(csv.csv).toContain(',Mia Member,mia@peak.test,7,71,');
    const memberDetail = (await owner('GET', `/apps/${appId}/members/${detail.member.id}/forms`)).json();
    expect(memberDetail.properties).toEqual([{ slug: 'weight', value: '71' }]);
    expect(memberDetail.submissions).toHaveLength(1);

    expect((await call('DELETE', `/forms/${checkIn.id}/submissions/${id}`, mia)).json()).toEqual({ deleted_id: id });
    expect((await call('GET', `/forms/${checkIn.id}/submissions/${id}`, mia)).statusCode).toBe(404);
    expect((await call('GET', `/forms/${checkIn.id}`, mia)).json().submission).toBeNull();
  });

  it('scores a quiz for the member and the owner', async () => {
    const res = await submit(quiz.id, mia, toSubmittedValues(quiz, { q1: 'oslo', q2: 4, q3: ['Glutes', 'Quads'] }));
    const submission: Submission = res.json().submission;
    expect(submission.quiz).toEqual({ correct: 2, total: 3 });
    expect(submission.submitted_values.map((v) => [v.form_field_id, v.is_correct, v.correct_answer])).toEqual([
      ['q1', true, 'Oslo'],
      ['q2', false, '3'],
      ['q3', true, '["Quads","Glutes"]'],
    ]);
    const csv = (await owner('GET', `/apps/${appId}/forms/${quiz.id}/submissions_export`)).json().csv;
    expect(csv).toContain(',2/3\r\n');
    expect((await call('GET', '/forms_submissions_number?form_type=quiz', mia)).json()).toEqual({ count: 1 });
  });

  it('asks guests to sign in to send, and keeps forms on locked pages locked', async () => {
    expect((await submit(checkIn.id, '', validValues())).statusCode).toBe(401);
    const locked = await createPage(t.db, { appId, path: '/vip-form', title: 'VIP', contentType: 'form', access: { inherit: false, require_purchase: true, products: [{ id: 'vip' }] } });
    await rebuildPublishCache(t.db, appId);
    const vip = (await owner('POST', `/apps/${appId}/forms`, { title: 'VIP form', page_id: locked.id })).json().form;
    expect((await call('GET', `/forms/${vip.id}`, mia)).statusCode).toBe(403);
    expect((await submit(vip.id, mia, [])).statusCode).toBe(403);
  });
});

describe('the form_submission block', () => {
  it("lists the member's own submissions, or the community's where the owner allows it", async () => {
    const own = block('form_submission_block', { title: 'Mine', form_id: quiz.id });
    const all = block('form_submission_block', { title: 'Everyone', form_id: quiz.id, show_community: true });
    const text = block('text_block', { content: '<p>x</p>' });
    await createPage(t.db, { appId, path: '/answers', title: 'Answers', blocks: [own, all, text] });
    await rebuildPublishCache(t.db, appId);
    await submit(quiz.id, noah, toSubmittedValues(quiz, { q1: 'Oslo', q2: 3, q3: ['Quads', 'Glutes'] }));
    const mine = (await call('GET', `/forms_submissions_dynamic/${own.id}`, noah)).json();
    expect(mine).toMatchObject({ scope: 'mine', total_count: 1, form: { id: quiz.id, title: 'Lesson quiz' } });
    expect(mine.items[0].subscriber_name).toBeNull();
    const community = (await call('GET', `/forms_submissions_dynamic/${all.id}?page=1`, noah)).json();
    expect(community).toMatchObject({ scope: 'community', total_count: 2 });
    expect(community.items.map((i: Submission) => i.subscriber_name).sort()).toEqual(['Mia Member', 'Noah Other']);
    expect((await call('GET', `/forms_submissions_dynamic/${text.id}`, noah)).statusCode).toBe(404);
    expect((await call('GET', `/forms_submissions_dynamic/${own.id}`)).statusCode).toBe(401);
  });
});

describe('round trip (fast-check)', () => {
  it('any valid answer set is stored and read back unchanged', async () => {
    const answer = fc.record({
      weight: fc.integer({ min: 20, max: 400 }),
      energy: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      days: fc.subarray(['Mon', 'Wed', 'Fri']),
      notes: fc.string({ maxLength: 200 }),
      when: fc.option(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), { nil: null }),
      ok: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(answer, async (answers) => {
        const sent = toSubmittedValues(checkIn, answers);
        const res = await submit(checkIn.id, noah, sent);
        expect(res.statusCode).toBe(201);
        const id = res.json().submission.submission_id;
        const read: Submission = (await call('GET', `/forms/${checkIn.id}/submissions/${id}`, noah)).json().submission;
        expect(read.submitted_values.map((v) => ({ form_field_id: v.form_field_id, value: v.value }))).toEqual(sent);
      }),
      { numRuns: 15 },
    );
  });
});
