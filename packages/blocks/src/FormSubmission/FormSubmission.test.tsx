import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import FormSubmission from './index';

const props = (input: object) => blockSchemas.form_submission_block.parse(input);

describe('FormSubmission', () => {
  it('shows a clear empty state under its title where it cannot load (the studio canvas)', () => {
    render(withBlockContext(<FormSubmission id="f" page={page} props={props({ title: 'Check-in answers', form_id: 'intake' })} />, { member: { name: 'Ana' } }));
    expect(screen.getByRole('region', { name: 'Check-in answers' })).toBeTruthy();
    expect(screen.getByText('No submissions yet')).toBeTruthy();
    expect(screen.getByText('Your answers will appear here after you fill in the form.')).toBeTruthy();
  });

  it('uses a default heading, translated', () => {
    render(withBlockContext(<FormSubmission id="f" page={page} props={props({})} />, { locale: 'es' }));
    expect(screen.getByRole('heading', { name: 'Tus respuestas' })).toBeTruthy();
    expect(screen.getByText('Aún no hay envíos')).toBeTruthy();
  });

  it('asks signed-out visitors to sign in', () => {
    render(withBlockContext(<FormSubmission id="f" page={page} props={props({})} />, { member: null }));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('#auth');
    expect(screen.queryByText('No submissions yet')).toBeNull();
  });

  it("lists the member's submissions with their photos, score and the count", async () => {
    const value = (id: string, field_type: string, v: string, image: string | null = null) => ({ form_field_id: id, value: v, image, field_type, value_type: 'text', label: id, is_correct: null, correct_answer: null });
    const fetchJson = vi.fn().mockResolvedValue({
      items: [
        {
          submission_id: 's1',
          subscriber_uuid: 'u',
          subscriber_name: 'Mia',
          form_id: 'f',
          form_title: 'Check-in',
          page_id: null,
          capture_status: 'saved',
          submitted_at: '2026-03-02T10:00:00Z',
          updated_at: null,
          quiz: { correct: 2, total: 3 },
          submitted_values: [value('Weight', 'number', '72'), value('Photo', 'image_upload', 'id', '/media/a/forms/x.webp'), value('Days', 'multi_select', '["Mon","Fri"]'), value('Empty', 'short_answer', '')],
        },
      ],
      page: 1,
      total_count: 7,
      form: { id: 'f', title: 'Check-in' },
      scope: 'community',
    });
    render(withBlockContext(<FormSubmission id="blk1" page={page} props={props({ form_id: 'f' })} />, { member: { name: 'Ana' }, fetchJson }));
    expect(await screen.findByText('Total: 7')).toBeTruthy();
    expect(fetchJson.mock.calls[0]?.[0]).toBe('/api/forms_submissions_dynamic/blk1?page=1');
    expect(screen.getByRole('img', { name: 'Photo' }).getAttribute('src')).toBe('/media/a/forms/x.webp');
    expect(screen.getByText('Mon, Fri')).toBeTruthy();
    expect(screen.getByText(/by Mia/)).toBeTruthy();
    expect(screen.getByText(/Score 2\/3/)).toBeTruthy();
    expect(screen.queryByText('Empty')).toBeNull();
  });
});
