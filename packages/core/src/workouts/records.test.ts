import { describe, expect, it } from 'vitest';
import { detectRecords, estimatedOneRepMax, loadSeries, volumeKg } from './records';

const SQUAT = 'squat';
const ROW = 'row';

describe('personal records', () => {
  it("estimates a one-rep max with Epley's formula", () => {
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(100, 10)).toBeCloseTo(133.33, 2);
    expect(estimatedOneRepMax(100, 0)).toBe(0);
    expect(estimatedOneRepMax(0, 5)).toBe(0);
  });

  it('adds up volume over sets with reps and load', () => {
    expect(volumeKg([{ exercise_id: SQUAT, reps: 5, load_kg: 100 }, { exercise_id: SQUAT, reps: 8, load_kg: 60 }, { exercise_id: 'plank', duration_seconds: 60 }])).toBe(980);
  });

  it('finds the heaviest load, the best estimated 1RM and more reps at a load', () => {
    const history = [
      { exercise_id: SQUAT, reps: 5, load_kg: 100 },
      { exercise_id: SQUAT, reps: 8, load_kg: 80 },
    ];
    const records = detectRecords(history, [
      { exercise_id: SQUAT, reps: 3, load_kg: 105 },
      { exercise_id: SQUAT, reps: 10, load_kg: 80 },
    ]);
    expect(records).toEqual([
      { exercise_id: SQUAT, kind: 'heaviest', value: 105, previous: 100 },
      // No 1RM record: 105 × 3 estimates 115.5 and 80 × 10 106.7, under 100 × 5 (116.7).
      { exercise_id: SQUAT, kind: 'reps_at_load', value: 10, previous: 8, load_kg: 80 },
    ]);
    expect(detectRecords(history, [{ exercise_id: SQUAT, reps: 8, load_kg: 100 }]).map((r) => r.kind)).toEqual(['estimated_1rm', 'reps_at_load']);
  });

  it('announces nothing for a first session, an equal result or a worse one', () => {
    expect(detectRecords([], [{ exercise_id: SQUAT, reps: 5, load_kg: 100 }])).toEqual([]);
    expect(detectRecords([{ exercise_id: ROW, reps: 5, load_kg: 50 }], [{ exercise_id: SQUAT, reps: 5, load_kg: 100 }])).toEqual([]);
    const history = [{ exercise_id: SQUAT, reps: 5, load_kg: 100 }];
    expect(detectRecords(history, [{ exercise_id: SQUAT, reps: 5, load_kg: 100 }])).toEqual([]);
    expect(detectRecords(history, [{ exercise_id: SQUAT, reps: 4, load_kg: 95 }])).toEqual([]);
  });

  it('compares loads entered in lb to the gram', () => {
    const history = [{ exercise_id: SQUAT, reps: 5, load_kg: 102.058 }];
    expect(detectRecords(history, [{ exercise_id: SQUAT, reps: 6, load_kg: 102.058 }])).toContainEqual({
      exercise_id: SQUAT,
      kind: 'reps_at_load',
      value: 6,
      previous: 5,
      load_kg: 102.058,
    });
  });

  it('finds the longest duration and distance', () => {
    const records = detectRecords(
      [{ exercise_id: 'plank', duration_seconds: 60 }, { exercise_id: 'run', distance_m: 5000 }],
      [{ exercise_id: 'plank', duration_seconds: 75 }, { exercise_id: 'run', distance_m: 4000 }],
    );
    expect(records).toEqual([{ exercise_id: 'plank', kind: 'duration', value: 75, previous: 60 }]);
  });

  it("charts each session's heaviest set", () => {
    expect(
      loadSeries([
        { completed_at: '2026-11-01T10:00:00Z', sets: [{ load_kg: 60, reps: 8 }, { load_kg: 65, reps: 6 }] },
        { completed_at: '2026-11-03T10:00:00Z', sets: [{ reps: 20 }] },
        { completed_at: '2026-11-05T10:00:00Z', sets: [{ load_kg: 67.5, reps: 5 }] },
      ]),
    ).toEqual([
      { at: '2026-11-01T10:00:00Z', load_kg: 65 },
      { at: '2026-11-05T10:00:00Z', load_kg: 67.5 },
    ]);
  });
});
