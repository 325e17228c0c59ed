import type { SetTarget, WorkoutGroup } from '../entities/workout';

/**
 * How long a workout's prescription takes (issue 14): the server stores it on save and the studio
 * shows it live while the owner builds. A set lasts its `duration_seconds`, else its reps at
 * SECONDS_PER_REP, else SECONDS_PER_UNSPECIFIED_SET; its `rest_seconds` follow it. Straight groups
 * do every item's sets in order; supersets and circuits go round their items (round r does each
 * item's set r, the last set repeating); EMOM is one interval per item per round; AMRAP is its time
 * cap. A group's `rest_seconds` comes between its rounds. No rest is counted after the last set of
 * the workout.
 */
export const SECONDS_PER_REP = 3;
export const SECONDS_PER_UNSPECIFIED_SET = 30;
export const DEFAULT_EMOM_INTERVAL_SECONDS = 60;

type GroupShape = Pick<WorkoutGroup, 'kind' | 'rounds' | 'interval_seconds' | 'time_cap_seconds' | 'rest_seconds'> & {
  items: { sets: Pick<SetTarget, 'reps' | 'duration_seconds' | 'rest_seconds'>[] }[];
};

export function setWorkSeconds(set: Pick<SetTarget, 'reps' | 'duration_seconds'>): number {
  if (set.duration_seconds) return set.duration_seconds;
  if (set.reps) return set.reps * SECONDS_PER_REP;
  return SECONDS_PER_UNSPECIFIED_SET;
}

/** Work and rest of one group, and the rest at its very end (dropped when it ends the workout). */
function groupSeconds(group: GroupShape): { total: number; trailingRest: number } {
  const rounds = Math.max(1, group.rounds);
  const betweenRounds = (group.rest_seconds ?? 0) * (rounds - 1);
  if (group.kind === 'amrap') return { total: group.time_cap_seconds ?? 0, trailingRest: 0 };
  if (group.kind === 'emom') {
    return { total: (group.interval_seconds ?? DEFAULT_EMOM_INTERVAL_SECONDS) * group.items.length * rounds, trailingRest: 0 };
  }
  let total = 0;
  let trailingRest = 0;
  const doSet = (set: GroupShape['items'][number]['sets'][number]) => {
    trailingRest = set.rest_seconds ?? 0;
    total += setWorkSeconds(set) + trailingRest;
  };
  for (let round = 0; round < rounds; round++) {
    if (group.kind === 'straight') {
      for (const item of group.items) item.sets.forEach(doSet);
    } else {
      for (const item of group.items) {
        const set = item.sets[Math.min(round, item.sets.length - 1)];
        if (set) doSet(set);
      }
    }
  }
  return { total: total + betweenRounds, trailingRest };
}

/** Whole seconds the workout takes. */
export function estimateWorkoutSeconds(groups: readonly GroupShape[]): number {
  let total = 0;
  let trailing = 0;
  for (const group of groups) {
    const seconds = groupSeconds(group);
    total += seconds.total;
    trailing = seconds.trailingRest;
  }
  return Math.max(0, Math.round(total - trailing));
}

/** Every exercise's equipment once, in the order the workout first needs it. */
export function workoutEquipment(
  groups: readonly { items: readonly { exercise_id: string }[] }[],
  equipmentOf: (exerciseId: string) => readonly string[] | undefined,
): string[] {
  const seen = new Map<string, string>();
  for (const group of groups)
    for (const item of group.items)
      for (const name of equipmentOf(item.exercise_id) ?? []) {
        const key = name.trim().toLowerCase();
        if (key && !seen.has(key)) seen.set(key, name.trim());
      }
  return [...seen.values()];
}
