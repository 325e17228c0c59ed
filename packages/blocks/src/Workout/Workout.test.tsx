import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import { formatDuration, groupExercises } from './format';
import Workout from './index';

const props = (input: object) => blockSchemas.workout_block.parse(input);
const exercises = [
  { name: 'Jumping jacks', group: 'Warm-up', duration_seconds: 45 },
  { name: 'Squats', group: 'Main set', sets: 3, reps: 12, rest_seconds: 60 },
  { name: 'Plank', group: 'Main set', duration_seconds: 90, notes: 'Keep your hips level' },
];

describe('Workout (grouped)', () => {
  it('lists every exercise under its group with its numbers', () => {
    render(
      withBlockContext(
        <Workout id="w" page={page} props={props({ title: 'Full body', exercises })} />,
      ),
    );
    expect(screen.getByRole('region', { name: 'Full body' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Warm-up' })).toBeTruthy();
    const main = screen.getByRole('heading', { name: 'Main set' })
      .nextElementSibling as HTMLElement;
    expect(within(main).getAllByRole('listitem')).toHaveLength(2);
    const squats = screen.getByText('Squats').closest('li') as HTMLElement;
    expect(within(squats).getByText('Sets').nextElementSibling?.textContent).toBe('3');
    expect(within(squats).getByText('Reps').nextElementSibling?.textContent).toBe('12');
    expect(within(squats).getByText('Rest').nextElementSibling?.textContent).toBe('1 min');
    expect(screen.getByText('Keep your hips level')).toBeTruthy();
  });

  it('renders nothing without exercises', () => {
    const { container } = render(
      withBlockContext(<Workout id="w" page={page} props={props({ title: 'Empty' })} />),
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('Workout naming a studio workout', () => {
  const WORKOUT = '3f0c4a0e-0000-4000-8000-000000000001';
  it("hands it to the app's workout screens", () => {
    const Runner = ({ workoutId, title }: { workoutId: string; title: string }) => <p>{`run ${workoutId} ${title}`}</p>;
    render(
      withBlockContext(<Workout id="w" page={page} props={props({ title: 'Day 1', workout_id: WORKOUT, exercises })} />, { Workout: Runner }),
    );
    expect(screen.getByRole('region', { name: 'Day 1' })).toBeTruthy();
    expect(screen.getByText(`run ${WORKOUT} Day 1`)).toBeTruthy();
    expect(screen.queryByText('Squats')).toBeNull();
  });

  it('shows its own exercises where the app has no workout screens (the studio canvas)', () => {
    render(withBlockContext(<Workout id="w" page={page} props={props({ title: 'Day 1', workout_id: WORKOUT, exercises })} />));
    expect(screen.getByText('Squats')).toBeTruthy();
  });
});

describe('Workout (follow along)', () => {
  it('shows one exercise at a time with next and previous', () => {
    render(
      withBlockContext(
        <Workout id="w" page={page} props={props({ mode: 'follow_along', exercises })} />,
      ),
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('heading', { name: 'Jumping jacks' })).toBeTruthy();
    expect(screen.getByText('Up next: Squats')).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Squats' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Exercise 2 of 3: Squats');
    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/Up next/)).toBeNull();

    // The ends stay focusable but do nothing.
    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Plank' })).toBeTruthy();
    fireEvent.click(previous);
    expect(screen.getByRole('heading', { name: 'Squats' })).toBeTruthy();
  });

  it("speaks the member's language", () => {
    render(
      withBlockContext(
        <Workout id="w" page={page} props={props({ mode: 'follow_along', exercises })} />,
        { locale: 'de' },
      ),
    );
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(screen.getByText('Übung 1 von 3')).toBeTruthy();
  });
});

describe('workout formatting', () => {
  it('writes durations as members read them', () => {
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(120, 'en')).toBe('2 min');
    expect(formatDuration(90, 'en')).toBe('1:30');
    expect(formatDuration(3600, 'en')).toBe('1:00:00');
  });

  it('groups only neighbouring exercises', () => {
    const parsed = props({
      exercises: [
        { name: 'a', group: 'x' },
        { name: 'b', group: 'y' },
        { name: 'c', group: 'x' },
      ],
    }).exercises;
    expect(
      groupExercises(parsed).map((group) => [group.name, group.start, group.exercises.length]),
    ).toEqual([
      ['x', 0, 1],
      ['y', 1, 1],
      ['x', 2, 1],
    ]);
  });
});
