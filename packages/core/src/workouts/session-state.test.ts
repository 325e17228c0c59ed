import { describe, expect, it } from 'vitest';
import type { WorkoutPlan } from './session-state';
import {
  activityForStep,
  adjustTimer,
  buildSteps,
  currentStep,
  elapsedSeconds,
  finishSession,
  initialSessionState,
  logStep,
  loggedSets,
  nextStep,
  parseStoredState,
  pauseTimer,
  prefillValues,
  resumeTimer,
  skipStep,
  startSession,
  startTimer,
  stateFromSession,
  swapExercise,
  timerRemaining,
} from './session-state';

const set = (extra: object = {}) => ({ reps: 10, load_kg: 60, duration_seconds: null, distance_m: null, rest_seconds: 90, ...extra });
const group = (id: string, kind: WorkoutPlan['groups'][number]['kind'], items: WorkoutPlan['groups'][number]['items'], extra: object = {}) => ({
  id,
  kind,
  name: '',
  rounds: 1,
  interval_seconds: null,
  time_cap_seconds: null,
  rest_seconds: null,
  items,
  ...extra,
});
const item = (uid: string, exercise: string, sets: ReturnType<typeof set>[]) => ({ uid, exercise_id: exercise, sets, notes: '' });

const workout: WorkoutPlan = {
  id: 'w',
  groups: [
    group('g1', 'straight', [item('squat', 'ex-squat', [set(), set({ reps: 8, load_kg: 65 })])]),
    group('g2', 'superset', [item('press', 'ex-press', [set({ rest_seconds: null })]), item('row', 'ex-row', [set({ rest_seconds: null })])], { rounds: 2, rest_seconds: 60 }),
    group('g3', 'emom', [item('burpee', 'ex-burpee', [set({ reps: 10, load_kg: null })])], { rounds: 3, interval_seconds: 60 }),
    group('g4', 'amrap', [item('lunge', 'ex-lunge', [set()])], { time_cap_seconds: 300 }),
  ],
};
const steps = buildSteps(workout);
const T0 = Date.parse('2026-11-25T07:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const running = () => startSession(initialSessionState('w', 'grouped'), { sessionId: 's1', startedAt: at(0), mode: 'grouped' });
const entry = (id: string, data: object = {}) => ({ activityId: id, type: 'set' as const, data, recordedAt: at(0) });

describe('the steps of a workout', () => {
  it('runs straight sets in order, supersets round by round, EMOM intervals and one AMRAP', () => {
    expect(steps.map((step) => step.key)).toEqual([
      'squat#0',
      'squat#1',
      'press#0',
      'row#0',
      'press#1',
      'row#1',
      'burpee#0',
      'burpee#1',
      'burpee#2',
      'g4#amrap',
    ]);
    expect(steps.map((step) => step.restAfter)).toEqual([90, 90, 0, 60, 0, 60, 0, 0, 0, 0]);
    expect(steps[1]!.target).toEqual({ reps: 8, load_kg: 65, duration_seconds: null, distance_m: null });
    expect(steps[6]).toMatchObject({ kind: 'interval', durationSeconds: 60, round: 0, rounds: 3 });
    expect(steps[9]).toMatchObject({ kind: 'interval', itemUid: null, durationSeconds: 300 });
  });
});

describe('a session', () => {
  it('starts once, logs steps in order and finishes once', () => {
    let state = initialSessionState('w', 'grouped');
    expect(nextStep(steps, state)?.key).toBe('squat#0');
    state = startSession(state, { sessionId: 's1', startedAt: at(0), mode: 'grouped' });
    expect(startSession(state, { sessionId: 's2', startedAt: at(5000), mode: 'follow_along' })).toBe(state);
    // Nothing is logged before the start.
    expect(logStep(initialSessionState('w', 'grouped'), steps, steps[0]!, entry('a'), T0).logged).toEqual({});

    state = logStep(state, steps, steps[0]!, entry('a1', { reps: 10, load_kg: 60, exercise_id: 'ex-squat' }), T0 + 60_000);
    expect(nextStep(steps, state)?.key).toBe('squat#1');
    expect(state.timer).toMatchObject({ purpose: 'rest', seconds: 90, stepKey: 'squat#0' });
    state = skipStep(state, steps, steps[1]!);
    expect(nextStep(steps, state)?.key).toBe('press#0');
    expect(state.timer).toBeNull();

    state = finishSession(state, at(600_000));
    expect(state.phase).toBe('finished');
    expect(finishSession(state, at(900_000)).completedAt).toBe(at(600_000));
    expect(elapsedSeconds(state, T0 + 10_000_000)).toBe(600);
    expect(loggedSets(state)).toEqual([{ reps: 10, load_kg: 60, exercise_id: 'ex-squat' }]);
  });

  it('starts no rest after the last step', () => {
    const last = steps.at(-1)!;
    expect(logStep(running(), steps, last, entry('x'), T0).timer).toBeNull();
  });

  it("follows along from where the member moved to, else from what's next", () => {
    let state = running();
    expect(currentStep(steps, state)?.key).toBe('squat#0');
    state = logStep(state, steps, steps[0]!, entry('a'), T0);
    expect(state.position).toBe('squat#1');
    expect(currentStep(steps, state)?.key).toBe('squat#1');
  });

  it('records activities against the swapped exercise with the set index', () => {
    const state = swapExercise(running(), 'press', 'ex-dumbbell-press');
    expect(activityForStep(state, steps[4]!, 'set', { reps: 9 })).toEqual({
      workout_group_id: 'g2',
      workout_group_item_id: 'press',
      activity_type: 'set',
      data: { reps: 9, set_index: 1, exercise_id: 'ex-dumbbell-press' },
    });
    expect(activityForStep(state, steps[9]!, 'interval', { rounds: 4 })).toEqual({
      workout_group_id: 'g4',
      workout_group_item_id: null,
      activity_type: 'interval',
      data: { rounds: 4, set_index: 0 },
    });
  });
});

describe('the rest timer', () => {
  it('counts from wall-clock time, so a locked screen does not stop it', () => {
    const timer = startTimer('squat#0', 'rest', 90, T0);
    expect(timerRemaining(timer, T0)).toBe(90);
    expect(timerRemaining(timer, T0 + 500)).toBe(90);
    expect(timerRemaining(timer, T0 + 30_000)).toBe(60);
    // Two minutes locked: over, never negative.
    expect(timerRemaining(timer, T0 + 120_000)).toBe(0);
  });

  it('pauses, resumes and adjusts', () => {
    let timer = startTimer('k', 'work', 60, T0);
    timer = pauseTimer(timer, T0 + 20_000);
    expect(timerRemaining(timer, T0 + 50_000)).toBe(40);
    timer = resumeTimer(timer, T0 + 50_000);
    expect(timerRemaining(timer, T0 + 60_000)).toBe(30);
    timer = adjustTimer(timer, 15, T0 + 60_000);
    expect(timerRemaining(timer, T0 + 60_000)).toBe(45);
    expect(timerRemaining(adjustTimer(timer, -100, T0 + 60_000), T0 + 60_000)).toBe(0);
  });
});

describe('prefill and resuming', () => {
  it("starts each set from the last session's numbers, else the prescription", () => {
    const values = prefillValues(steps, {
      activities: [
        { workout_group_item_id: 'squat', activity_type: 'set', data: { set_index: 0, reps: 10, load_kg: 62.5 } },
        { workout_group_item_id: 'squat', activity_type: 'swap', data: { exercise_id: 'x' } },
      ],
    });
    expect(values['squat#0']).toEqual({ reps: 10, load_kg: 62.5 });
    expect(values['squat#1']).toEqual({ reps: 8, load_kg: 65 });
    expect(prefillValues(steps, null)['burpee#0']).toEqual({ reps: 10 });
  });

  it("rebuilds a state from the server's session", () => {
    const state = stateFromSession('w', steps, {
      id: 's1',
      session_mode: 'grouped',
      started_at: at(0),
      completed_at: null,
      activities: [
        { id: 'a2', workout_group_id: 'g1', workout_group_item_id: 'squat', activity_type: 'set', data: { set_index: 1, reps: 8 }, recorded_at: at(2000) },
        { id: 'a1', workout_group_id: 'g2', workout_group_item_id: 'press', activity_type: 'swap', data: { exercise_id: 'alt' }, recorded_at: at(1000) },
        { id: 'a3', workout_group_id: 'g4', workout_group_item_id: null, activity_type: 'interval', data: { rounds: 5 }, recorded_at: at(3000) },
        { id: 'a4', workout_group_id: 'g1', workout_group_item_id: 'squat', activity_type: 'skip', data: { set_index: 0 }, recorded_at: at(4000) },
        { id: 'a5', workout_group_id: 'g1', workout_group_item_id: 'gone', activity_type: 'set', data: {}, recorded_at: at(5000) },
      ],
    });
    expect(state.phase).toBe('running');
    expect(Object.keys(state.logged).sort()).toEqual(['g4#amrap', 'squat#1']);
    expect(state.skipped).toEqual(['squat#0']);
    expect(state.swaps).toEqual({ press: 'alt' });
  });

  it('reads back only a running session of the same workout from storage', () => {
    const state = running();
    expect(parseStoredState(JSON.stringify(state), 'w')).toEqual(state);
    expect(parseStoredState(JSON.stringify(state), 'other')).toBeNull();
    expect(parseStoredState(JSON.stringify(initialSessionState('w', 'grouped')), 'w')).toBeNull();
    expect(parseStoredState('{not json', 'w')).toBeNull();
    expect(parseStoredState(null, 'w')).toBeNull();
  });
});
