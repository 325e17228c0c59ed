import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import type { StudioProgram } from '@tessera/core/api/studio-programs';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { ProgramsRoutes } from './ProgramsRoutes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}/programs`;
const id = (n: number) => `0d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f${String(n).padStart(2, '0')}`;
const page = (n: number, title: string, contentType: StudioPageSummary['content_type'] = 'generic'): StudioPageSummary => ({
  id: id(n),
  parent_id: null,
  root_id: id(n),
  position: n,
  title,
  path: `/${title.toLowerCase().replace(/\s+/g, '-')}`,
  content_type: contentType,
  is_home: false,
  is_published: true,
  has_draft: false,
});
const pages = [page(1, 'Strength', 'program'), page(2, 'Week 1'), page(3, 'Week 2'), page(4, 'Week 3'), page(5, 'Yoga', 'program')];
const strength: StudioProgram = {
  id: id(50),
  title: 'Strength',
  page_id: id(1),
  path: '/strength',
  subscriber_count: 4,
  stages: [
    { id: id(60), title: 'Week 1', page_id: id(2), path: '/week-1', position: 0, drip_days: null },
    { id: id(61), title: 'Week 2', page_id: id(3), path: '/week-2', position: 1, drip_days: null },
  ],
};
const base = {
  'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
  [`GET /api/studio/apps/${demoApp.id}/pages`]: () => ({ body: { pages } }),
};
const renderAt = (path: string) => renderRoutes([{ path: '/apps/:appId/programs/*', element: <ProgramsRoutes /> }], path);

describe('studio programs', { timeout: 20_000 }, () => {
  it('lists the programs with their page, stages and members', async () => {
    fakeServer({ ...base, [`GET ${api}`]: () => ({ body: { programs: [strength] } }) });
    renderAt(`/apps/${demoApp.id}/programs`);
    const list = await screen.findByRole('list');
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByRole('link', { name: 'Strength' }).getAttribute('href')).toBe(`/apps/${demoApp.id}/programs/${strength.id}`);
    expect(row!.textContent).toContain('Stages: 2');
    expect(row!.textContent).toContain('Members: 4');
  });

  it('gives the focus back to New program when its dialog is cancelled, and asks before a delete', async () => {
    fakeServer({ ...base, [`GET ${api}`]: () => ({ body: { programs: [strength] } }) });
    renderAt(`/apps/${demoApp.id}/programs`);
    const newButton = await screen.findByRole('button', { name: 'New program' });
    fireEvent.click(newButton);
    const dialog = screen.getByRole('dialog', { name: 'New program' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New program' }));

    fireEvent.click(screen.getByRole('button', { name: `Delete ${strength.title}` }));
    const ask = screen.getByRole('alertdialog', { name: `Delete “${strength.title}”?` });
    expect(within(ask).getByText(/Members following it/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('creates a program from a program page that has none, then opens its editor', async () => {
    const server = fakeServer({
      ...base,
      [`GET ${api}`]: () => ({ body: { programs: [strength] } }),
      [`POST ${api}`]: (request) => ({ status: 201, body: { program: { ...strength, id: id(51), ...(request.body as object), path: '/yoga', stages: [], subscriber_count: 0 } } }),
      [`GET ${api}/${id(51)}`]: () => ({ body: { program: { ...strength, id: id(51), title: 'Yoga flow', page_id: id(5), path: '/yoga', stages: [], subscriber_count: 0 } } }),
    });
    renderAt(`/apps/${demoApp.id}/programs`);
    fireEvent.click(await screen.findByRole('button', { name: 'New program' }));
    const dialog = await screen.findByRole('dialog', { name: 'New program' });
    // Only Yoga is a program page without a program.
    expect(within(within(dialog).getByLabelText('Program page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Yoga (/yoga)']);
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('Yoga');
    fireEvent.change(title, { target: { value: 'Yoga flow' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yoga flow' })).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')!.body).toEqual({ title: 'Yoga flow', page_id: id(5), stages: [] });
  });

  it('reorders stages from the keyboard, adds and removes one, and saves the new order', async () => {
    const server = fakeServer({
      ...base,
      [`GET ${api}/${strength.id}`]: () => ({ body: { program: strength } }),
      [`PATCH ${api}/${strength.id}`]: (request) => ({ body: { program: { ...strength, ...(request.body as object) } } }),
    });
    renderAt(`/apps/${demoApp.id}/programs/${strength.id}`);
    const down = await screen.findByRole('button', { name: 'Move Week 1 down' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(screen.getAllByTestId('stage').map((s) => (within(s).getAllByRole('textbox')[0] as HTMLInputElement).value)).toEqual(['Week 2', 'Week 1']));
    // The pressed button keeps the focus on the stage's new row.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Week 1 down'));
    expect(screen.getByText('Week 1 is now stage 2.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page to add as a stage'), { target: { value: id(4) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add stage' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Week 2' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(server.requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      title: 'Strength',
      stages: [
        { id: id(60), title: 'Week 1', page_id: id(2), drip_days: null },
        { title: 'Week 3', page_id: id(4), drip_days: null },
      ],
    });
  });

  it('sets drip per stage: days after the start, refused when not a whole number in range', async () => {
    const server = fakeServer({
      ...base,
      [`GET ${api}/${strength.id}`]: () => ({ body: { program: strength } }),
      [`PATCH ${api}/${strength.id}`]: (request) => ({ body: { program: { ...strength, ...(request.body as object) } } }),
    });
    renderAt(`/apps/${demoApp.id}/programs/${strength.id}`);
    const drip = await screen.findByLabelText('Stage 2 opens after (days)');
    fireEvent.change(drip, { target: { value: 'soon' } });
    expect(screen.getAllByText('Enter a whole number of days from 0 to 3650.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
    fireEvent.change(drip, { target: { value: ' 7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect((server.requests.find((r) => r.method === 'PATCH')!.body as { stages: unknown[] }).stages).toEqual([
      { id: id(60), title: 'Week 1', page_id: id(2), drip_days: null },
      { id: id(61), title: 'Week 2', page_id: id(3), drip_days: 7 },
    ]);
  });

  it('deletes a program after asking', async () => {
    let programs = [strength];
    const server = fakeServer({
      ...base,
      [`GET ${api}`]: () => ({ body: { programs } }),
      [`DELETE ${api}/${strength.id}`]: () => {
        programs = [];
        return { body: { deleted_id: strength.id } };
      },
    });
    renderAt(`/apps/${demoApp.id}/programs`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Strength' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Strength”?' });
    expect(confirm.textContent).toContain('(4)');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete program' }));
    expect(await screen.findByText('No programs yet')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
