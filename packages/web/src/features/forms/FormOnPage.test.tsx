import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formSchema, type Submission } from '@tessera/core/entities/form';
import { completeSignIn } from '../auth/session';
import { makePage, makeSignInResponse } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp, resetAuth } from '../../test/render';

const PAGE = '7d0c4a0e-0000-4000-8000-000000000003';
const form = formSchema.parse({
  id: '5b0c4a0e-0000-4000-8000-000000000001',
  title: 'Weekly Check-in',
  form_groups: [{ id: 'g', form_fields: [{ id: 'notes', field_type: 'short_answer', value_type: 'text', label: 'Notes', is_required: true }] }],
});
const sent: Submission = {
  submission_id: '6c0c4a0e-0000-4000-8000-000000000002',
  subscriber_uuid: 'u',
  subscriber_name: null,
  form_id: form.id,
  form_title: form.title,
  page_id: PAGE,
  capture_status: 'saved',
  submitted_at: '2026-03-02T10:00:00Z',
  updated_at: null,
  quiz: null,
  submitted_values: [{ form_field_id: 'notes', value: 'Good', image: null, field_type: 'short_answer', value_type: 'text', label: 'Notes', is_correct: null, correct_answer: null }],
};

describe('a form page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('shows its form under the blocks, sends it with the page, and keeps the thank-you while the form reloads', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let hasSent = false;
    const { calls } = mockApi({
      // Read again after sending: the region's name tells when the new answer has been rendered.
      [`GET /api/pages/${PAGE}/form`]: () => ({ body: { form: hasSent ? { ...form, title: 'Weekly Check-in, sent' } : form, submission: hasSent ? sent : null } }),
      [`POST /api/forms/${form.id}/submit`]: () => {
        hasSent = true;
        return { status: 201, body: { submission: sent } };
      },
    });
    renderApp({ path: '/check-in', pages: { '/check-in': { status: 'found', page: makePage({ page_id: PAGE, page_content_type: 'form', page_title: 'Check-in', page_data: { path: '/check-in' } }) } } });
    fireEvent.change(await screen.findByLabelText('Notes *', undefined, { timeout: 5000 }), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect((calls.find((call) => call.method === 'POST')!.body as { page_id: string }).page_id).toBe(PAGE);
    expect(await screen.findByRole('region', { name: 'Weekly Check-in, sent' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
  });
});
