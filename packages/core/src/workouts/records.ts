/**
 * Personal records and volume (issue 14): pure, zod-free, shared by the finish screen and history.
 * All loads are kilograms, durations seconds, distances metres (what sessions store).
 */

/** One logged set of an exercise, as sessions store it. */
export type LoggedSet = {
  exercise_id: string;
  reps?: number;
  load_kg?: number;
  duration_seconds?: number;
  distance_m?: number;
};

export const RECORD_KINDS = ['heaviest', 'reps_at_load', 'estimated_1rm', 'duration', 'distance'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type PersonalRecord = {
  exercise_id: string;
  kind: RecordKind;
  /** The new best: kg for heaviest and estimated 1RM, reps for reps_at_load, seconds, metres. */
  value: number;
  /** The best before this session. */
  previous: number;
  /** reps_at_load: the load the reps were done at. */
  load_kg?: number;
};

/** Epley's estimate of the one-rep max: load × (1 + reps / 30); one rep is the load itself. */
export function estimatedOneRepMax(loadKg: number, reps: number): number {
  if (reps <= 0 || loadKg <= 0) return 0;
  if (reps === 1) return loadKg;
  return loadKg * (1 + reps / 30);
}

/** Volume: the sum of reps × load over sets that have both. */
export function volumeKg(sets: readonly LoggedSet[]): number {
  return sets.reduce((total, set) => total + (set.reps ?? 0) * (set.load_kg ?? 0), 0);
}

/** Loads compare to the gram (lb conversions make long decimals). */
const loadKey = (kg: number) => Math.round(kg * 1000);

type Bests = {
  heaviest: number;
  oneRepMax: number;
  duration: number;
  distance: number;
  /** Most reps at each load (by gram). */
  repsAtLoad: Map<number, number>;
};

function bestsOf(sets: readonly LoggedSet[]): Bests {
  const bests: Bests = { heaviest: 0, oneRepMax: 0, duration: 0, distance: 0, repsAtLoad: new Map() };
  for (const set of sets) {
    const load = set.load_kg ?? 0;
    const reps = set.reps ?? 0;
    if (reps > 0 && load > 0) {
      bests.heaviest = Math.max(bests.heaviest, load);
      bests.oneRepMax = Math.max(bests.oneRepMax, estimatedOneRepMax(load, reps));
      const key = loadKey(load);
      bests.repsAtLoad.set(key, Math.max(bests.repsAtLoad.get(key) ?? 0, reps));
    }
    bests.duration = Math.max(bests.duration, set.duration_seconds ?? 0);
    bests.distance = Math.max(bests.distance, set.distance_m ?? 0);
  }
  return bests;
}

function byExercise(sets: readonly LoggedSet[]): Map<string, LoggedSet[]> {
  const groups = new Map<string, LoggedSet[]>();
  for (const set of sets) {
    const list = groups.get(set.exercise_id) ?? [];
    list.push(set);
    groups.set(set.exercise_id, list);
  }
  return groups;
}

/**
 * The records this session's sets beat, per exercise: heaviest load, most reps at a load, best
 * estimated 1RM, longest duration and distance. A record beats an earlier best, so an exercise's
 * first session sets the marks without announcing records (nothing was beaten), and an equal
 * result is not a record.
 */
export function detectRecords(history: readonly LoggedSet[], session: readonly LoggedSet[]): PersonalRecord[] {
  const before = byExercise(history);
  const records: PersonalRecord[] = [];
  for (const [exerciseId, sets] of byExercise(session)) {
    const previousSets = before.get(exerciseId);
    if (!previousSets?.length) continue;
    const old = bestsOf(previousSets);
    const now = bestsOf(sets);
    const add = (kind: RecordKind, value: number, previous: number, extra: Partial<PersonalRecord> = {}) =>
      records.push({ exercise_id: exerciseId, kind, value, previous, ...extra });
    if (old.heaviest > 0 && now.heaviest > old.heaviest) add('heaviest', now.heaviest, old.heaviest);
    if (old.oneRepMax > 0 && now.oneRepMax > old.oneRepMax + 1e-9) {
      add('estimated_1rm', Math.round(now.oneRepMax * 10) / 10, Math.round(old.oneRepMax * 10) / 10);
    }
    // Most reps at a load done before: the best improvement (by load, the heaviest) counts once.
    let repsRecord: PersonalRecord | null = null;
    for (const [key, reps] of now.repsAtLoad) {
      const previous = old.repsAtLoad.get(key);
      if (previous === undefined || reps <= previous) continue;
      if (!repsRecord || key / 1000 > (repsRecord.load_kg ?? 0)) {
        repsRecord = { exercise_id: exerciseId, kind: 'reps_at_load', value: reps, previous, load_kg: key / 1000 };
      }
    }
    if (repsRecord) records.push(repsRecord);
    if (old.duration > 0 && now.duration > old.duration) add('duration', now.duration, old.duration);
    if (old.distance > 0 && now.distance > old.distance) add('distance', now.distance, old.distance);
  }
  return records;
}

/** One point of the load chart: the heaviest set of a session. */
export type LoadPoint = { at: string; load_kg: number };

/** The heaviest load of each session that lifted one, in the given order (history is oldest first). */
export function loadSeries(entries: readonly { completed_at: string; sets: readonly { load_kg?: number; reps?: number }[] }[]): LoadPoint[] {
  return entries.flatMap((entry) => {
    const heaviest = Math.max(0, ...entry.sets.map((set) => set.load_kg ?? 0));
    return heaviest > 0 ? [{ at: entry.completed_at, load_kg: heaviest }] : [];
  });
}
