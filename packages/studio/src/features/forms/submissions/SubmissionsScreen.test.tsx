import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { demoApp } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { checkIn, formApi, formId, submission } from '../test/form-fixtures';
import { SubmissionsScreen } from './SubmissionsScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const edited = submission(2, {
  history: [
    {
      edited_at: '2026-03-03T09:00:00.000Z',
      edited_by: { kind: 'member', id: 'member-2', name: 'Person 2' },
      changes: [{ form_field_id: 'f_weight', label: 'Weight', before: '82', after: '81.5' }],
    },
  ],
});

function serve(total = 2) {
  return fakeServer({
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET ${formApi}`]: () => ({ body: { form: checkIn } }),
    [`GET ${formApi}/submissions`]: (request) => {
      const q = request.url.searchParams.get('q');
      const items = q ? [edited] : [submission(1), edited];
      return { body: { items, page: Number(request.url.searchParams.get('page') ?? 1), per_page: 25, total_count: q ? 1 : total } };
    },
    [`GET ${formApi}/submissions_export`]: () => ({ body: { filename: 'weekly-check-in.csv', csv: 'member,weight\nPerson 1,81.5\n', row_count: 1 } }),
  });
}

const renderScreen = () =>
  renderRoutes([{ path: '/apps/:appId/forms/:formId/submissions', element: <SubmissionsScreen /> }], `/apps/${demoApp.id}/forms/${formId}/submissions`);

describe('submissions table', { timeout: 20_000 }, () => {
  it('lists submissions newest first with their members, and filters by member and day range', async () => {
    const server = serve();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Submissions of Weekly Check-in' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Person 1person1@demo.test', 'Person 2person2@demo.test']);
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('edited');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Member' }), { target: { value: 'person2' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2026-03-31' } });
    await waitFor(() => {
      const query = server.to('GET', `${formApi}/submissions`).at(-1)?.url.searchParams;
      expect([query?.get('q'), query?.get('from'), query?.get('to'), query?.get('page')]).toEqual(['person2', '2026-03-01', '2026-03-31', '1']);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(2));
  });

  it('pages through a long table', async () => {
    const server = serve(60);
    renderScreen();
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(server.to('GET', `${formApi}/submissions`).at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('opens a submission with its photo and its history, and gives the focus back', async () => {
    serve();
    renderScreen();
    await screen.findByRole('table');
    const view = screen.getByRole('button', { name: /View the answers of Person 2/ });
    fireEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Answers of Person 2' });
    expect(within(dialog).getByRole('img', { name: 'Photo sent for “Progress photo”' }).getAttribute('src')).toBe('https://cdn.test/photo.jpg');
    expect(within(dialog).getByText('81.5')).toBeTruthy();
    expect(within(dialog).getByText('Weight: was 82, now 81.5')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(view);
  });

  it('downloads the filtered table as CSV', async () => {
    const server = serve();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByText('Exported rows: 1 (weekly-check-in.csv)')).toBeTruthy();
    expect(server.to('GET', `${formApi}/submissions_export`)).toHaveLength(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('weekly-check-in.csv');
    click.mockRestore();
  });

  it('says when there is nothing yet, and when the table cannot be loaded', async () => {
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${formApi}`]: () => ({ body: { form: checkIn } }),
      [`GET ${formApi}/submissions`]: () => ({ status: 404, body: { error: { code: 'form_not_found', message: 'Form not found' } } }),
    });
    renderScreen();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This form no longer exists.')).toBeTruthy();
  });
});
