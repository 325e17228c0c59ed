import { AppError } from '@tessera/core/errors';

/**
 * The titles of the workouts a 409 `exercise_in_use` names (`details.workouts`), so the refusal
 * can say which workouts to take the exercise out of; null for any other error.
 */
export function workoutsUsingExercise(error: unknown): string[] | null {
  if (!(error instanceof AppError) || error.code !== 'exercise_in_use') return null;
  const workouts = (error.details as { workouts?: unknown } | undefined)?.workouts;
  if (!Array.isArray(workouts)) return [];
  return workouts.flatMap((workout: unknown) => (typeof workout === 'object' && workout !== null && typeof (workout as { title?: unknown }).title === 'string' ? [(workout as { title: string }).title] : []));
}
