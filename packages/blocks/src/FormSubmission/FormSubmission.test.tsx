import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import FormSubmission from './index';

const props = (input: object) => blockSchemas.form_submission_block.parse(input);

describe('FormSubmission', () => {
  it('shows a clear empty state under its title until forms exist', () => {
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
});
