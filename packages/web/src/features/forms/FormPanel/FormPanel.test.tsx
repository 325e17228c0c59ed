import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formSchema, type Form, type Submission } from '@tessera/core/entities/form';
import { completeSignIn } from '../../auth/session';
import { useAuthStore } from '../../auth/auth-store';
import { makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const ID = '5b0c4a0e-0000-4000-8000-000000000001';
const slow = { timeout: 5000 };

const form: Form = formSchema.parse({
  id: ID,
  title: 'Weekly Check-in',
  show_intro_screen: true,
  intro_heading: 'How was your week?',
  form_groups: [
    {
      id: 'body',
      title: 'Your body',
      form_fields: [
        { id: 'weight', field_type: 'number', value_type: 'number', label: 'Weight', is_required: true, min_value: 20, max_value: 400, property_slug: 'weight' },
        { id: 'rounds', field_type: 'number', value_type: 'number', label: 'Rounds Achieved', is_required: true },
        { id: 'days', field_type: 'multi_select', value_type: 'list', label: 'Training days', options: ['Mon', 'Wed', 'Fri'] },
      ],
    },
    {
      id: 'more',
      title: 'Anything else',
      form_fields: [
        { id: 'ok', field_type: 'acceptance', value_type: 'boolean', label: 'I trained safely' },
        { id: 'when', field_type: 'date', value_type: 'date', label: 'Date' },
        { id: 'notes', field_type: 'long_answer', value_type: 'text', label: 'Notes' },
      ],
    },
  ],
});

const submission = (values: Record<string, string>, extra: Partial<Submission> = {}): Submission => ({
  submission_id: '6c0c4a0e-0000-4000-8000-000000000002',
  subscriber_uuid: 'u',
  subscriber_name: null,
  form_id: ID,
  form_title: form.title,
  page_id: null,
  capture_status: 'saved',
  submitted_at: '2026-03-02T10:00:00Z',
  updated_at: null,
  quiz: null,
  submitted_values: Object.entries(values).map(([id, value]) => ({ form_field_id: id, value, image: null, field_type: 'short_answer', value_type: 'text', label: id, is_correct: null, correct_answer: null })),
  ...extra,
});

const home = { '/': { status: 'found' as const, page: (await import('../../../test/fixtures')).makePage({ page_title: 'Home', page_data: { path: '/' } }) } };

describe('form panel (#form/<id>)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('asks a guest to sign in', async () => {
    mockApi({ [`GET /api/forms/${ID}`]: { body: { form, submission: null } } });
    renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    expect(await within(dialog).findByText('Sign in to fill in this form.')).toBeTruthy();
  });

  it('walks intro, steps with a progress bar and inline errors, and sends every field as text', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({
      [`GET /api/forms/${ID}`]: { body: { form, submission: null } },
      [`POST /api/forms/${ID}/submit`]: ({ body }) => ({
        status: 201,
        body: { submission: submission(Object.fromEntries((body as { submitted_values: { form_field_id: string; value: string }[] }).submitted_values.map((v) => [v.form_field_id, v.value]))) },
      }),
    });
    renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    expect(await within(dialog).findByRole('heading', { name: 'How was your week?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2' })).toBeTruthy();
    // SPEC §5: a required 'Rounds Achieved' starts at 1.
    expect((within(dialog).getByLabelText('Rounds Achieved *') as HTMLInputElement).value).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const weight = within(dialog).getByLabelText('Weight *');
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Field is required.')).toBeTruthy();
    fireEvent.change(weight, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Value must be between 20 and 400')).toBeTruthy();
    fireEvent.change(weight, { target: { value: '72.5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Fri' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mon' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByRole('progressbar', { name: 'Step 2 of 2' })).toBeTruthy();
    // SPEC §5: an unset acceptance starts empty.
    expect((within(dialog).getByRole('checkbox', { name: 'I trained safely' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Good week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST')!.body as { submitted_values: { form_field_id: string; value: string }[] };
    expect(sent.submitted_values).toEqual([
      { form_field_id: 'weight', value: '72.5' },
      { form_field_id: 'rounds', value: '1' },
      { form_field_id: 'days', value: '["Mon","Fri"]' },
      { form_field_id: 'ok', value: '' },
      { form_field_id: 'when', value: '' },
      { form_field_id: 'notes', value: 'Good week' },
    ]);
    // The bound answer is the member's property at once, for member.* attributes.
    expect(useAuthStore.getState().data.subscriber_properties).toContainEqual({ slug: 'weight', value: '72.5' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tessera:form-draft:'))).toEqual([]);
  });

  it('keeps answers as a draft when the member leaves and comes back', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({ [`GET /api/forms/${ID}`]: { body: { form: { ...form, show_intro_screen: false }, submission: null } } });
    const first = renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    fireEvent.change(await within(dialog).findByLabelText('Weight *'), { target: { value: '80' } });
    first.unmount();
    renderApp({ path: `/#form/${ID}`, pages: home });
    const again = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    expect(((await within(again).findByLabelText('Weight *')) as HTMLInputElement).value).toBe('80');
  });

  it('shows the server’s refusal under the field it names', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      [`GET /api/forms/${ID}`]: { body: { form: { ...form, show_intro_screen: false }, submission: null } },
      [`POST /api/forms/${ID}/submit`]: {
        status: 400,
        body: errorBody('validation_failed', 'x', [{ field: 'body.submitted_values.days', code: 'not_an_option', message: 'Choose from the options given' }]),
      },
    });
    renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    fireEvent.change(await within(dialog).findByLabelText('Weight *'), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    // Back on the step of the field at fault, with its message.
    expect(await within(dialog).findByText('Choose from the options given')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2' })).toBeTruthy();
  });

  it('shows an earlier submission first, and edits and deletes it', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const earlier = submission({ weight: '80', rounds: '3', days: '["Wed"]', ok: 'true', when: '2026-03-01', notes: 'Tired' });
    const { calls } = mockApi({
      [`GET /api/forms/${ID}`]: { body: { form, submission: earlier } },
      [`PUT /api/forms/${ID}/submissions/${earlier.submission_id}/values`]: { body: { submission: { ...earlier, updated_at: '2026-03-03T10:00:00Z' } } },
      [`DELETE /api/forms/${ID}/submissions/${earlier.submission_id}`]: { body: { deleted_id: earlier.submission_id } },
    });
    renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    expect(await within(dialog).findByRole('heading', { name: 'Your answers' })).toBeTruthy();
    expect(within(dialog).getByText('Tired')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit answers' }));
    const weight = within(dialog).getByLabelText('Weight *') as HTMLInputElement;
    expect(weight.value).toBe('80');
    fireEvent.change(weight, { target: { value: '79' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!.body as { submission_values: { form_field_id: string; value: string }[] };
    expect(put.submission_values[0]).toEqual({ form_field_id: 'weight', value: '79' });
  });

  it('deletes an earlier submission after asking', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const earlier = submission({ weight: '80' });
    const { calls } = mockApi({
      [`GET /api/forms/${ID}`]: { body: { form: { ...form, show_intro_screen: false }, submission: earlier } },
      [`DELETE /api/forms/${ID}/submissions/${earlier.submission_id}`]: { body: { deleted_id: earlier.submission_id } },
    });
    renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByLabelText('Weight *')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a quiz’s score and which answers were right', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const quiz = formSchema.parse({
      id: ID,
      title: 'Quiz',
      form_groups: [{ id: 'q', form_fields: [{ id: 'q1', field_type: 'short_answer', value_type: 'text', label: 'Capital of Norway?', correct_answer: 'Oslo' }] }],
    });
    const result = submission({}, { quiz: { correct: 0, total: 1 } });
    result.submitted_values = [{ form_field_id: 'q1', value: 'Bergen', image: null, field_type: 'short_answer', value_type: 'text', label: 'Capital of Norway?', is_correct: false, correct_answer: 'Oslo' }];
    mockApi({ [`GET /api/forms/${ID}`]: { body: { form: quiz, submission: null } }, [`POST /api/forms/${ID}/submit`]: { status: 201, body: { submission: result } } });
    renderApp({ path: `/#form/${ID}`, pages: home });
    const dialog = await screen.findByRole('dialog', { name: 'Quiz' }, slow);
    fireEvent.change(await within(dialog).findByLabelText('Capital of Norway?'), { target: { value: 'Bergen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('You got 0 of 1 right')).toBeTruthy();
    expect(within(dialog).getByText('Not quite: the answer is Oslo')).toBeTruthy();
  });

  it('opens the auth_signed_up form right after sign-up', async () => {
    mockApi({ [`GET /api/forms/${ID}`]: { body: { form, submission: null } } });
    const { router } = renderApp({ path: '/', pages: home });
    await screen.findByRole('heading', { name: 'Home' }, slow);
    completeSignIn(makeSignInResponse({ sign_up_form_id: ID }), 'sign-up');
    await vi.waitFor(() => expect(router.state.location.hash).toBe(`#form/${ID}`));
    expect(await screen.findByRole('dialog', { name: 'Weekly Check-in' }, slow)).toBeTruthy();
  });
});
