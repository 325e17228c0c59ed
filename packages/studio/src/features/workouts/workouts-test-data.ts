import type { StudioExercise } from '@tessera/core/api/studio-workouts';
import type { Workout } from '@tessera/core/entities/workout';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { demoApp } from '../../test/fixtures';

/** The studio's workouts as the fake server answers them, for the screens' tests. */
export const api = `/api/studio/apps/${demoApp.id}`;
export const uid = (n: number) => `0d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f${String(n).padStart(2, '0')}`;

export const exercise = (n: number, name: string, overrides: Partial<StudioExercise> = {}): StudioExercise => ({
  id: uid(n),
  name,
  video_url: null,
  image_url: null,
  cues: '',
  equipment: [],
  alternate_ids: [],
  workout_count: 0,
  ...overrides,
});

export const squat = exercise(1, 'Back squat', { equipment: ['Barbell'], workout_count: 1, alternate_ids: [uid(3)] });
export const pushUp = exercise(2, 'Push-up');
export const gobletSquat = exercise(3, 'Goblet squat', { equipment: ['Kettlebell'] });
export const row = exercise(4, 'Ring row', { equipment: ['Rings'] });
export const library = [squat, gobletSquat, pushUp, row];

export const workoutPage: StudioPageSummary = {
  id: uid(20),
  parent_id: null,
  root_id: uid(20),
  position: 0,
  title: 'Leg day',
  path: '/leg-day',
  content_type: 'workout',
  is_home: false,
  is_published: true,
  has_draft: false,
};

export const legDay: Workout = {
  id: uid(30),
  title: 'Leg day',
  description: '',
  mode: 'grouped',
  page_id: null,
  video_url: null,
  groups: [
    {
      id: uid(40),
      kind: 'straight',
      name: 'Main lift',
      rounds: 1,
      interval_seconds: null,
      time_cap_seconds: null,
      rest_seconds: null,
      items: [{ uid: uid(50), exercise_id: squat.id, notes: '', sets: [{ reps: 5, load_kg: 100, duration_seconds: null, distance_m: null, rest_seconds: 120 }] }],
    },
  ],
  estimated_seconds: 135,
  equipment: ['Barbell'],
  updated_at: '2026-11-20T10:00:00.000Z',
};
