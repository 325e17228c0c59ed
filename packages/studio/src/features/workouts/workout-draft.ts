import type { Workout, WorkoutGroup, WorkoutGroupItem, WorkoutGroupKind, WorkoutInput, SetTarget } from '@tessera/core/entities/workout';
import { WORKOUT_LIMITS, workoutInputSchema } from '@tessera/core/entities/workout';

/**
 * The builder's draft: the contract's own input shape (groups of items of sets, in order), so Save
 * sends it as it is and the contract's rules check it before it goes. Groups and items keep the
 * ids the browser made (or the server returned): members' logged activities name them.
 */
export type WorkoutDraft = WorkoutInput;
export type GroupDraft = WorkoutGroup;
export type ItemDraft = WorkoutGroupItem;

export const emptySet = (): SetTarget => ({ reps: null, load_kg: null, duration_seconds: null, distance_m: null, rest_seconds: null });

export function newGroup(kind: WorkoutGroupKind = 'straight'): GroupDraft {
  return { id: crypto.randomUUID(), kind, name: '', rounds: 1, interval_seconds: null, time_cap_seconds: null, rest_seconds: null, items: [] };
}

export function newItem(exerciseId: string): ItemDraft {
  return { uid: crypto.randomUUID(), exercise_id: exerciseId, sets: [{ ...emptySet(), reps: 10, rest_seconds: 60 }], notes: '' };
}

export function draftOf(workout: Workout): WorkoutDraft {
  return {
    title: workout.title,
    description: workout.description,
    mode: workout.mode,
    page_id: workout.page_id,
    video_url: workout.video_url,
    groups: workout.groups.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item, sets: item.sets.map((set) => ({ ...set })) })) })),
  };
}

/** Moves one entry up or down; the others keep their order. Out of range changes nothing. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A copy of set `index` put right after it (the owner then changes the load). */
export function duplicateSet(sets: readonly SetTarget[], index: number): SetTarget[] {
  if (sets.length >= WORKOUT_LIMITS.setsPerItem || !sets[index]) return [...sets];
  return [...sets.slice(0, index + 1), { ...sets[index] }, ...sets.slice(index + 1)];
}

/** A new set at the end, like the last one (an empty one when there is none). */
export function addSet(sets: readonly SetTarget[]): SetTarget[] {
  if (sets.length >= WORKOUT_LIMITS.setsPerItem) return [...sets];
  const last = sets[sets.length - 1];
  return [...sets, last ? { ...last } : emptySet()];
}

/** A problem's place in the draft, as the contract names it: `groups.0.items.1.sets.2.reps`. */
export type FieldPath = string;
export type DraftProblem = { path: FieldPath; message: string };

/** The contract's rules over the draft, before anything is sent; each problem with its place. */
export function checkDraft(draft: WorkoutDraft): { input: WorkoutInput | null; problems: DraftProblem[] } {
  const parsed = workoutInputSchema.safeParse(draft);
  if (parsed.success) return { input: parsed.data, problems: [] };
  return { input: null, problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
}
