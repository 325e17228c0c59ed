import type { WorkoutExercise } from '@tessera/core/blocks/workout';

/**
 * A duration as members read it: under a minute in seconds ("45 sec"), whole minutes in minutes
 * ("2 min"), anything else as a clock ("1:30", "1:05:00"), in the member's language.
 */
export function formatDuration(seconds: number, locale: string): string {
  const unit = (value: number, name: 'second' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds % 60 === 0 && seconds < 3600) return unit(seconds / 60, 'minute');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export type ExerciseGroup = { name: string; start: number; exercises: WorkoutExercise[] };

/** Runs of neighbouring exercises with the same group name; `start` is the index of the first. */
export function groupExercises(exercises: WorkoutExercise[]): ExerciseGroup[] {
  const groups: ExerciseGroup[] = [];
  exercises.forEach((exercise, index) => {
    const last = groups.at(-1);
    if (last && last.name === exercise.group) last.exercises.push(exercise);
    else groups.push({ name: exercise.group, start: index, exercises: [exercise] });
  });
  return groups;
}
