import type { Exercise, Workout } from '@tessera/core/entities/workout';
import type { ExerciseSwap } from '@tessera/core/entities/subscriber';
import type { SessionState, SessionStep } from '@tessera/core/workouts/session-state';
import { formatDistance, formatDurationWords, formatLoad } from '@tessera/core/workouts/units';
import type { WorkoutUnits } from './preferences';

export type WorkoutData = { workout: Workout; exercises: Exercise[]; exercise_swaps: ExerciseSwap[] };

/** What every workout screen reads: the exercises by id, the member's units and language. */
export type WorkoutView = {
  workout: Workout;
  exercises: Map<string, Exercise>;
  /** The member's standing swaps (every workout): original exercise id → alternate. */
  swaps: Map<string, string>;
  units: WorkoutUnits;
  locale: string;
};

export function makeView(data: WorkoutData, units: WorkoutUnits, locale: string): WorkoutView {
  return {
    workout: data.workout,
    exercises: new Map(data.exercises.map((exercise) => [exercise.id, exercise])),
    swaps: new Map(data.exercise_swaps.map((swap) => [swap.exercise_id, swap.alternate_id])),
    units,
    locale,
  };
}

/** The exercise a step is done as: this session's swap, else the member's standing swap, else the workout's. */
export function exerciseForStep(view: WorkoutView, state: SessionState, step: SessionStep): Exercise | null {
  if (!step.itemUid || !step.exerciseId) return null;
  const id = state.swaps[step.itemUid] ?? view.swaps.get(step.exerciseId) ?? step.exerciseId;
  return view.exercises.get(id) ?? view.exercises.get(step.exerciseId) ?? null;
}

/** The standing swaps as this workout's items (a session starts with them). */
export function itemSwaps(view: WorkoutView): Record<string, string> {
  const swaps: Record<string, string> = {};
  for (const group of view.workout.groups) {
    for (const item of group.items) {
      const alternate = view.swaps.get(item.exercise_id);
      if (alternate) swaps[item.uid] = alternate;
    }
  }
  return swaps;
}

/** "10 reps · 60 kg · 45 sec · 400 m" for a target or a logged set. */
export function describeAmounts(
  amounts: { reps?: number | null; load_kg?: number | null; duration_seconds?: number | null; distance_m?: number | null; rounds?: number | null },
  view: WorkoutView,
  words: { reps: (count: number) => string; rounds: (count: number) => string },
): string {
  const parts: string[] = [];
  if (amounts.rounds != null) parts.push(words.rounds(amounts.rounds));
  if (amounts.reps != null) parts.push(words.reps(amounts.reps));
  if (amounts.load_kg != null && amounts.load_kg > 0) parts.push(formatLoad(amounts.load_kg, view.units.load, view.locale));
  if (amounts.duration_seconds != null) parts.push(formatDurationWords(amounts.duration_seconds, view.locale));
  if (amounts.distance_m != null) parts.push(formatDistance(amounts.distance_m, view.units.distance, view.locale));
  return parts.join(' · ');
}
