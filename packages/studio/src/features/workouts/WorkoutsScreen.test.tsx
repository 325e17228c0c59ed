import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioWorkoutSummary } from '@tessera/core/api/studio-workouts';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { WorkoutsRoutes } from './WorkoutsRoutes';
import { api, legDay, library, workoutPage } from './workouts-test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary: StudioWorkoutSummary = {
  id: legDay.id,
  title: legDay.title,
  mode: legDay.mode,
  page_id: workoutPage.id,
  page_title: workoutPage.title,
  estimated_seconds: 600,
  updated_at: legDay.updated_at,
  session_count: 3,
};
const base = { 'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }) };
const renderList = () => renderRoutes([{ path: '/apps/:appId/workouts/*', element: <WorkoutsRoutes /> }], `/apps/${demoApp.id}/workouts`);

describe('workouts list', { timeout: 30_000 }, () => {
  it('lists the workouts with their facts, and deletes one after saying how many sessions go with it', async () => {
    let workouts = [summary];
    const server = fakeServer({
      ...base,
      [`GET ${api}/workouts`]: () => ({ body: { workouts } }),
      [`DELETE ${api}/workouts/${legDay.id}`]: () => {
        workouts = [];
        return { body: { deleted_id: legDay.id } };
      },
    });
    renderList();
    const row = (await screen.findByRole('link', { name: 'Leg day' })).closest('li')!;
    expect(row.textContent).toContain('Page: Leg day');
    expect(row.textContent).toContain('Sessions: 3');
    expect(screen.getByRole('link', { name: 'Workouts' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Leg day' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete “Leg day”?' });
    expect(ask.textContent).toContain('(3)');
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete workout' }));
    // Said as what was done (a polite status), not as a refusal.
    expect((await screen.findByText('“Leg day” was deleted.')).closest('[role]')!.getAttribute('role')).toBe('status');
    expect(server.to('DELETE', `${api}/workouts/${legDay.id}`)).toHaveLength(1);
    expect(await screen.findByText('No workouts yet')).toBeTruthy();
  });

  it('says why the list failed and loads it again on Retry', async () => {
    let fails = true;
    fakeServer({
      ...base,
      [`GET ${api}/workouts`]: () => (fails ? { status: 503, body: { error: { code: 'database_unavailable', message: 'Database unavailable' } } } : { body: { workouts: [summary] } }),
    });
    renderList();
    expect(await screen.findByText('The workouts could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Leg day' })).toBeTruthy();
  });

  it('asks a title for a new workout and opens it in the builder', async () => {
    const server = fakeServer({
      ...base,
      [`GET ${api}/workouts`]: () => ({ body: { workouts: [] } }),
      [`POST ${api}/workouts`]: () => ({ status: 201, body: { workout: legDay } }),
      [`GET ${api}/workouts/${legDay.id}`]: () => ({ body: { workout: legDay, exercises: [library[0]] } }),
      [`GET ${api}/exercises`]: () => ({ body: { exercises: library } }),
      [`GET ${api}/pages`]: () => ({ body: { pages: [workoutPage] } }),
    });
    renderList();
    expect(screen.queryByRole('button', { name: 'New workout' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Create the first workout' }));
    const dialog = screen.getByRole('dialog', { name: 'New workout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create the first workout' }));

    fireEvent.click(screen.getByRole('button', { name: 'Create the first workout' }));
    fireEvent.change(within(screen.getByRole('dialog', { name: 'New workout' })).getByLabelText('Title'), { target: { value: 'Leg day' } });
    fireEvent.click(within(screen.getByRole('dialog', { name: 'New workout' })).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg day' })).toBeTruthy();
    expect((server.to('POST', `${api}/workouts`)[0]!.body as { title: string }).title).toBe('Leg day');
  });
});
