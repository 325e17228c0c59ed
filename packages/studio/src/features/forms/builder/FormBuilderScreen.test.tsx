import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioForm } from '@tessera/core/api/studio-forms';
import { fakeServer, type FakeRequest } from '../../../test/fake-server';
import { demoApp } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { checkIn, formApi, formId } from '../test/form-fixtures';
import { FormBuilderScreen } from './FormBuilderScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Patch = Partial<StudioForm> & { revision: number };

/** A server that keeps the form and answers every save with it at the next revision. */
function serve(initial: StudioForm = checkIn, onPatch?: (body: Patch) => { status: number; body: unknown } | undefined) {
  let form = initial;
  return fakeServer({
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET /api/studio/apps/${demoApp.id}/pages`]: () => ({ body: { pages: [] } }),
    [`GET ${formApi}`]: () => ({ body: { form } }),
    [`PATCH ${formApi}`]: (request: FakeRequest) => {
      const body = request.body as Patch;
      const refused = onPatch?.(body);
      if (refused) return refused;
      form = { ...form, ...body, revision: form.revision + 1 };
      return { body: { form } };
    },
  });
}

const renderBuilder = () => renderRoutes([{ path: '/apps/:appId/forms/:formId', element: <FormBuilderScreen /> }], `/apps/${demoApp.id}/forms/${formId}`);
const lastPatch = (server: ReturnType<typeof serve>) => server.to('PATCH', formApi).at(-1)?.body as Patch | undefined;
const questions = () => within(screen.getByRole('list', { name: 'Questions of Your week' })).getAllByRole('listitem');
const names = () => questions().map((item) => item.querySelector('[aria-expanded]')?.querySelector('span')?.textContent);

describe('form builder', { timeout: 20_000 }, () => {
  it('adds a question of the chosen type, opened, and saves it in place with its first option', async () => {
    const server = serve();
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Weekly Check-in' });
    fireEvent.change(screen.getByRole('combobox', { name: 'New question type' }), { target: { value: 'multi_select' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    expect(names()).toEqual(['Weight', 'Notes', 'Choice of options']);
    expect(screen.getByText('Choice of options added')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toBeTruthy();
    await waitFor(() => expect(server.to('PATCH', formApi)).toHaveLength(1), { timeout: 3000 });
    const fields = lastPatch(server)?.form_groups?.[0]?.form_fields ?? [];
    expect(fields.map((field) => [field.field_type, field.value_type])).toEqual([
      ['number', 'number'],
      ['long_answer', 'text'],
      ['multi_select', 'list'],
    ]);
    expect(fields[2]?.options).toEqual(['Option 1']);
    expect(lastPatch(server)?.revision).toBe(4);
    // The preview shows it as the member meets it.
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByRole('group', { name: 'Choice of options' })).toBeTruthy();
  });

  it('moves a question with the keyboard buttons, says where it went, and saves the new order', async () => {
    const server = serve();
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Weekly Check-in' });
    const moveUp = screen.getByRole('button', { name: 'Move Notes up' });
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(names()).toEqual(['Notes', 'Weight']);
    expect(screen.getByText('Notes moved to position 1 of 2')).toBeTruthy();
    // At the top it cannot go further, but keeps the focus (aria-disabled, not disabled).
    expect(screen.getByRole('button', { name: 'Move Notes up' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Notes up' }));
    await waitFor(() => expect(lastPatch(server)?.form_groups?.[0]?.form_fields.map((field) => field.id)).toEqual(['f_notes', 'f_weight']), { timeout: 3000 });
  });

  it('makes a question a quiz question and binds it to a property', async () => {
    const server = serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: /^Weight/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Correct answer (quiz)' }), { target: { value: '80' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Save the answer as a member property' }), { target: { value: 'weight' } });
    expect(screen.getByRole('button', { name: /^Weight/ }).textContent).toContain('Quiz');
    expect(screen.getByRole('button', { name: /^Weight/ }).textContent).toContain('saved as weight');
    await waitFor(() => expect(lastPatch(server)?.form_groups?.[0]?.form_fields[0]).toMatchObject({ correct_answer: '80', property_slug: 'weight' }), { timeout: 3000 });
  });

  it('shows core’s checks at their fields as the owner types', async () => {
    serve();
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: /^Weight/ }));
    const label = screen.getByRole('textbox', { name: 'Question' });
    fireEvent.change(label, { target: { value: '' } });
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Field is required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Correct answer (quiz)' }), { target: { value: '500' } });
    expect(screen.getByText('Value must be between 30 and 300')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Save the answer as a member property' }), { target: { value: 'My Weight' } });
    expect(screen.getByText('Invalid property slug')).toBeTruthy();
    expect(screen.getByText(/Problems to fix before this form can be saved: 3/)).toBeTruthy();
  });

  it('puts a refused save’s field errors at their fields', async () => {
    serve(checkIn, (body) =>
      body.page_id !== undefined
        ? { status: 400, body: { error: { code: 'validation_failed', message: 'body.page_id: Invalid value', details: [{ field: 'body.page_id', code: 'required', message: 'Field is required.' }] } } }
        : undefined,
    );
    renderBuilder();
    await screen.findByRole('heading', { level: 1, name: 'Weekly Check-in' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show it by itself' }), { target: { value: 'auth_signed_up' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Form page' }), { target: { value: '' } });
    const page = screen.getByRole('combobox', { name: 'Form page' });
    await waitFor(() => expect(page.getAttribute('aria-invalid')).toBe('true'), { timeout: 3000 });
    expect(screen.getByText(/Some settings need fixing/)).toBeTruthy();
  });
});
