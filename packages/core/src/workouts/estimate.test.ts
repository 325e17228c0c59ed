import { describe, expect, it } from 'vitest';
import { estimateWorkoutSeconds, SECONDS_PER_REP, SECONDS_PER_UNSPECIFIED_SET, workoutEquipment } from './estimate';

const set = (s: { reps?: number; duration_seconds?: number; rest_seconds?: number }) => ({
  reps: s.reps ?? null,
  duration_seconds: s.duration_seconds ?? null,
  rest_seconds: s.rest_seconds ?? null,
});
const group = (kind: 'straight' | 'superset' | 'circuit' | 'emom' | 'amrap', items: ReturnType<typeof set>[][], extra: Partial<{ rounds: number; interval_seconds: number; time_cap_seconds: number; rest_seconds: number }> = {}) => ({
  kind,
  rounds: extra.rounds ?? 1,
  interval_seconds: extra.interval_seconds ?? null,
  time_cap_seconds: extra.time_cap_seconds ?? null,
  rest_seconds: extra.rest_seconds ?? null,
  items: items.map((sets) => ({ sets })),
});

describe('estimateWorkoutSeconds', () => {
  it('is zero for an empty workout', () => {
    expect(estimateWorkoutSeconds([])).toBe(0);
  });

  it('counts straight sets by reps or duration with their rests, but no rest after the last set', () => {
    const sets = [set({ reps: 10, rest_seconds: 90 }), set({ reps: 10, rest_seconds: 90 }), set({ duration_seconds: 45, rest_seconds: 90 })];
    expect(estimateWorkoutSeconds([group('straight', [sets])])).toBe(10 * SECONDS_PER_REP * 2 + 45 + 90 * 2);
  });

  it('gives a set with no target a fixed time', () => {
    expect(estimateWorkoutSeconds([group('straight', [[set({})]])])).toBe(SECONDS_PER_UNSPECIFIED_SET);
  });

  it('goes round a circuit, repeating the last set, with the group rest between rounds', () => {
    const circuit = group('circuit', [[set({ duration_seconds: 40, rest_seconds: 20 })], [set({ reps: 10 })]], { rounds: 3, rest_seconds: 60 });
    expect(estimateWorkoutSeconds([circuit])).toBe(3 * (40 + 20 + 30) + 2 * 60);
  });

  it('times EMOM by interval per item per round and AMRAP by its cap', () => {
    expect(estimateWorkoutSeconds([group('emom', [[set({ reps: 5 })], [set({ reps: 5 })]], { rounds: 5, interval_seconds: 60 })])).toBe(600);
    expect(estimateWorkoutSeconds([group('amrap', [[set({ reps: 5 })]], { time_cap_seconds: 720 })])).toBe(720);
  });

  it('keeps the rest of a group that another group follows', () => {
    const first = group('straight', [[set({ reps: 10, rest_seconds: 60 })]]);
    const second = group('amrap', [[set({ reps: 5 })]], { time_cap_seconds: 300 });
    expect(estimateWorkoutSeconds([first, second])).toBe(30 + 60 + 300);
  });
});

describe('workoutEquipment', () => {
  it('lists each piece once, in the order first needed, case-insensitively', () => {
    const equipment: Record<string, string[]> = { a: ['Barbell', 'Bench'], b: ['barbell', 'Dumbbells'], c: [] };
    const groups = [{ items: [{ exercise_id: 'a' }, { exercise_id: 'x' }] }, { items: [{ exercise_id: 'b' }, { exercise_id: 'c' }] }];
    expect(workoutEquipment(groups, (id) => equipment[id])).toEqual(['Barbell', 'Bench', 'Dumbbells']);
  });
});
