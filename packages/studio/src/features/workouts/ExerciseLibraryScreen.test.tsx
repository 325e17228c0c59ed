import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseInput } from '@tessera/core/entities/workout';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { WorkoutsRoutes } from './WorkoutsRoutes';
import { api, exercise, gobletSquat, library, squat, uid } from './workouts-test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = { 'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }) };
const renderLibrary = () => renderRoutes([{ path: '/apps/:appId/workouts/*', element: <WorkoutsRoutes /> }], `/apps/${demoApp.id}/workouts/exercises`);
const rowNames = () => within(screen.getByRole('list')).getAllByRole('heading').map((heading) => heading.textContent);

describe('exercise library', { timeout: 30_000 }, () => {
  it('lists the exercises with their equipment and alternates, and searches by name or equipment', async () => {
    fakeServer({ ...base, [`GET ${api}/exercises`]: () => ({ body: { exercises: library } }) });
    renderLibrary();
    expect(await screen.findByRole('heading', { level: 2, name: 'Back squat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exercise library' }).getAttribute('aria-current')).toBe('page');
    const squatRow = screen.getByRole('heading', { name: 'Back squat' }).closest('li')!;
    expect(squatRow.textContent).toContain('Barbell');
    expect(squatRow.textContent).toContain('Alternates: Goblet squat');
    fireEvent.change(screen.getByLabelText('Search exercises'), { target: { value: 'kettle' } });
    expect(rowNames()).toEqual(['Goblet squat']);
    fireEvent.change(screen.getByLabelText('Search exercises'), { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No exercise matches “zzz”.');
  });

  it('adds an exercise with an alternate picked from the others, checking the name first', async () => {
    let exercises = library;
    const server = fakeServer({
      ...base,
      [`GET ${api}/exercises`]: () => ({ body: { exercises } }),
      [`POST ${api}/exercises`]: (request) => {
        const created = exercise(9, (request.body as ExerciseInput).name, request.body as ExerciseInput);
        exercises = [...exercises, created];
        return { status: 201, body: { exercise: created } };
      },
    });
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'New exercise' }));
    const form = screen.getByRole('form', { name: 'New exercise' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save exercise' }));
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    expect(server.to('POST', `${api}/exercises`)).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Front squat' } });
    fireEvent.change(within(form).getByLabelText('Equipment'), { target: { value: 'Barbell, Rack' } });
    fireEvent.change(within(form).getByLabelText('Cues'), { target: { value: 'Elbows high' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Goblet squat' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save exercise' }));
    expect(await screen.findByText('“Front squat” was saved.')).toBeTruthy();
    expect(server.to('POST', `${api}/exercises`)[0]!.body).toEqual({
      name: 'Front squat',
      video_url: null,
      image_url: null,
      cues: 'Elbows high',
      equipment: ['Barbell', 'Rack'],
      alternate_ids: [gobletSquat.id],
    });
    await screen.findByRole('heading', { name: 'Front squat' });
  });

  it('names the workouts that use an exercise when its delete is refused', async () => {
    fakeServer({
      ...base,
      [`GET ${api}/exercises`]: () => ({ body: { exercises: library } }),
      [`DELETE ${api}/exercises/${squat.id}`]: () => ({
        status: 409,
        body: { error: { code: 'exercise_in_use', message: 'This exercise is used by workouts', details: { workouts: [{ id: uid(30), title: 'Leg day' }, { id: uid(31), title: 'Full body' }] } } },
      }),
    });
    renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Back squat' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Back squat”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete exercise' }));
    expect(await screen.findByText('“Back squat” is used by these workouts; take it out of them first: Leg day and Full body.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('“Back squat” is used by these workouts; take it out of them first: Leg day and Full body.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
