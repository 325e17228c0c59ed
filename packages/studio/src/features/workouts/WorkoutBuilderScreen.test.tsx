import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutInput } from '@tessera/core/entities/workout';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { WorkoutsRoutes } from './WorkoutsRoutes';
import { api, legDay, library, workoutPage } from './workouts-test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base = {
  'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
  [`GET ${api}/pages`]: () => ({ body: { pages: [workoutPage] } }),
  [`GET ${api}/exercises`]: () => ({ body: { exercises: library } }),
  [`GET ${api}/workouts/${legDay.id}`]: () => ({ body: { workout: legDay, exercises: [library[0]] } }),
  [`GET ${api}/workouts`]: () => ({ body: { workouts: [] } }),
};
const renderBuilder = () => renderRoutes([{ path: '/apps/:appId/workouts/*', element: <WorkoutsRoutes /> }], `/apps/${demoApp.id}/workouts/${legDay.id}`);
const groups = () => screen.getAllByTestId('workout-group');
const itemNames = (group: HTMLElement) => within(group).queryAllByTestId('workout-item').map((item) => (within(item).getByLabelText('Exercise') as HTMLSelectElement).selectedOptions[0]!.textContent);

describe('workout builder', { timeout: 30_000 }, () => {
  it('adds a superset with two exercises, adds and duplicates sets, reorders by keyboard and saves the whole workout', async () => {
    const server = fakeServer({
      ...base,
      [`PUT ${api}/workouts/${legDay.id}`]: (request) => ({ body: { workout: { ...legDay, ...(request.body as WorkoutInput) } } }),
    });
    renderBuilder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg day' })).toBeTruthy();
    expect(screen.getByTestId('estimate').textContent).toBe('Estimated time: about 1 min');

    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    const second = groups()[1]!;
    fireEvent.change(within(second).getByLabelText('Kind'), { target: { value: 'superset' } });
    fireEvent.change(within(second).getByLabelText('Rounds'), { target: { value: '3' } });
    for (const name of ['Push-up', 'Ring row']) {
      const picker = within(second).getByLabelText('Exercise to add to group 2') as HTMLSelectElement;
      fireEvent.change(picker, { target: { value: [...picker.options].find((option) => option.text === name)!.value } });
      fireEvent.click(within(second).getByRole('button', { name: 'Add exercise' }));
    }
    expect(itemNames(second)).toEqual(['Push-up', 'Ring row']);
    expect(screen.getByRole('heading', { name: 'Group 2: Superset' })).toBeTruthy();

    // Sets: add one like the last, then duplicate the first.
    fireEvent.click(screen.getByRole('button', { name: 'Add a set to Push-up' }));
    fireEvent.change(screen.getByLabelText('Load (kg), set 2 of Push-up'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate set 2 of Push-up' }));
    expect(within(second).getAllByTestId('workout-item')[0]!.querySelectorAll('[data-testid="workout-set"]')).toHaveLength(3);
    expect((screen.getByLabelText('Load (kg), set 3 of Push-up') as HTMLInputElement).value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Remove set 1 of Push-up' }));

    // Alt + Down on a move button moves the item, and the button keeps the focus.
    const down = screen.getByRole('button', { name: 'Move Push-up down' });
    down.focus();
    fireEvent.keyDown(down, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(itemNames(groups()[1]!)).toEqual(['Ring row', 'Push-up']));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Push-up down'));
    expect(screen.getByText('Push-up moved to position 2.')).toBeTruthy();

    // The superset goes first, by its button.
    fireEvent.click(screen.getByRole('button', { name: 'Move group 2 up' }));
    expect(groups().map((group) => within(group).getByRole('heading').textContent)).toEqual(['Group 1: Superset', 'Group 2: Straight sets · Main lift']);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Workout page'), { target: { value: workoutPage.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    await waitFor(() => expect(server.to('PUT', `${api}/workouts/${legDay.id}`)).toHaveLength(1));
    const sent = server.to('PUT', `${api}/workouts/${legDay.id}`)[0]!.body as WorkoutInput;
    expect(sent.page_id).toBe(workoutPage.id);
    expect(sent.groups.map((group) => group.kind)).toEqual(['superset', 'straight']);
    expect(sent.groups[0]!.rounds).toBe(3);
    expect(sent.groups[0]!.items.map((item) => item.exercise_id)).toEqual([library[3]!.id, library[2]!.id]);
    expect(sent.groups[0]!.items[1]!.sets.map((set) => set.load_kg)).toEqual([10, 10]);
    // The group and item that existed keep their ids (members' activities name them).
    expect(sent.groups[1]!.id).toBe(legDay.groups[0]!.id);
    expect(sent.groups[1]!.items[0]!.uid).toBe(legDay.groups[0]!.items[0]!.uid);
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('shows the contract’s problems at their fields and sends nothing, then the server’s', async () => {
    const server = fakeServer({
      ...base,
      [`PUT ${api}/workouts/${legDay.id}`]: () => ({
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Some fields need attention', details: [{ field: 'body.video_url', code: 'must_be_http_url', message: 'Must be an http(s) URL' }] } },
      }),
    });
    renderBuilder();
    const reps = (await screen.findByLabelText('Reps, set 1 of Back squat')) as HTMLInputElement;
    fireEvent.change(reps, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    await waitFor(() => expect(reps.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(reps.getAttribute('aria-describedby')!)!.textContent).toMatch(/1.*1000/);
    expect(document.activeElement).toBe(reps);
    expect(within(groups()[1]!).getByText('Add at least one exercise.')).toBeTruthy();
    expect(screen.getByText('Some fields need attention; they are marked below.')).toBeTruthy();
    expect(server.to('PUT', `${api}/workouts/${legDay.id}`)).toHaveLength(0);

    // Fixing a field clears its message at once.
    fireEvent.change(reps, { target: { value: '8' } });
    await waitFor(() => expect(reps.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Remove group 2' }));

    fireEvent.change(screen.getByLabelText('Follow-along video'), { target: { value: 'https://example.test/video' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save workout' }));
    const video = screen.getByLabelText('Follow-along video');
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
    expect(server.to('PUT', `${api}/workouts/${legDay.id}`)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeServer(base);
    const { router } = renderBuilder();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Leg day, heavy' } });
    fireEvent.click(screen.getByRole('link', { name: 'All workouts' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/apps/${demoApp.id}/workouts/${legDay.id}`);
    fireEvent.click(screen.getByRole('link', { name: 'All workouts' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/${demoApp.id}/workouts`));
  });
});
