import type { WorkoutMode } from '../entities/block-data';
import type { SetTarget, Workout, WorkoutActivityData, WorkoutActivityType } from '../entities/workout';
import type { LoggedSet } from './records';

/**
 * A workout session as the member app runs it (SPEC §4: start → activity → complete; issue 14).
 * Pure and zod-free: plain data in, plain data out, so it is unit tested, kept in local storage
 * (SPEC §9 "workout session data") and rebuilt after a reload. Timers are wall-clock based
 * (timestamps, not ticks): a phone that locked for two minutes shows the rest as over.
 */

/** The parts of a workout a session needs. */
export type WorkoutPlan = Pick<Workout, 'id' | 'groups'>;

/** One thing to do, in order: a set of an item, an interval of a timed group, an AMRAP. */
export type SessionStep = {
  key: string;
  kind: 'set' | 'interval';
  groupId: string;
  groupKind: Workout['groups'][number]['kind'];
  /** The group's place (for headings) and this step's round in it. */
  groupIndex: number;
  round: number;
  rounds: number;
  /** Null for an AMRAP, which is logged for the group as rounds done. */
  itemUid: string | null;
  exerciseId: string | null;
  setIndex: number;
  target: Omit<SetTarget, 'rest_seconds'>;
  /** How long a timed step runs (an EMOM interval, an AMRAP cap, a timed set). */
  durationSeconds: number | null;
  /** The rest that follows this step, in seconds (0: go straight on). */
  restAfter: number;
};

const NO_TARGET = { reps: null, load_kg: null, duration_seconds: null, distance_m: null };
const DEFAULT_EMOM_SECONDS = 60;
const DEFAULT_AMRAP_SECONDS = 600;

function targetOf(set: SetTarget | undefined): SessionStep['target'] {
  if (!set) return NO_TARGET;
  return { reps: set.reps, load_kg: set.load_kg, duration_seconds: set.duration_seconds, distance_m: set.distance_m };
}

/**
 * The workout as an ordered list of steps. Straight sets go item by item, set by set, resting as
 * each set says; supersets and circuits go round their items (as many rounds as the group says or
 * the longest item has sets), resting after each round; an EMOM starts an item every interval;
 * an AMRAP is one timed step for the group.
 */
export function buildSteps(workout: WorkoutPlan): SessionStep[] {
  const steps: SessionStep[] = [];
  workout.groups.forEach((group, groupIndex) => {
    const base = { groupId: group.id, groupKind: group.kind, groupIndex };
    if (group.kind === 'amrap') {
      steps.push({
        ...base,
        key: `${group.id}#amrap`,
        kind: 'interval',
        round: 0,
        rounds: 1,
        itemUid: null,
        exerciseId: null,
        setIndex: 0,
        target: NO_TARGET,
        durationSeconds: group.time_cap_seconds ?? DEFAULT_AMRAP_SECONDS,
        restAfter: group.rest_seconds ?? 0,
      });
      return;
    }
    if (group.kind === 'straight') {
      for (const item of group.items) {
        item.sets.forEach((set, setIndex) => {
          steps.push({
            ...base,
            key: `${item.uid}#${setIndex}`,
            kind: 'set',
            round: setIndex,
            rounds: item.sets.length,
            itemUid: item.uid,
            exerciseId: item.exercise_id,
            setIndex,
            target: targetOf(set),
            durationSeconds: set.duration_seconds,
            restAfter: set.rest_seconds ?? 0,
          });
        });
      }
      return;
    }
    const rounds = group.kind === 'emom' ? group.rounds : Math.max(group.rounds, ...group.items.map((item) => item.sets.length));
    for (let round = 0; round < rounds; round += 1) {
      group.items.forEach((item, itemIndex) => {
        const set = item.sets[Math.min(round, item.sets.length - 1)];
        const isRoundEnd = itemIndex === group.items.length - 1;
        steps.push({
          ...base,
          key: `${item.uid}#${round}`,
          kind: group.kind === 'emom' ? 'interval' : 'set',
          round,
          rounds,
          itemUid: item.uid,
          exerciseId: item.exercise_id,
          setIndex: round,
          target: targetOf(set),
          durationSeconds: group.kind === 'emom' ? (group.interval_seconds ?? DEFAULT_EMOM_SECONDS) : (set?.duration_seconds ?? null),
          restAfter: group.kind === 'emom' || !isRoundEnd ? 0 : (group.rest_seconds ?? set?.rest_seconds ?? 0),
        });
      });
    }
  });
  return steps;
}

/** A countdown from wall-clock timestamps: running (`startedAt`) or paused with time left. */
export type Timer = {
  stepKey: string;
  purpose: 'rest' | 'work';
  seconds: number;
  /** When it (re)started, in ms since the epoch; null while paused. */
  startedAt: number | null;
  /** Seconds left when it was paused (or, running, when it was last started). */
  remainingAtStart: number;
};

export function startTimer(stepKey: string, purpose: Timer['purpose'], seconds: number, now: number): Timer {
  return { stepKey, purpose, seconds, startedAt: now, remainingAtStart: seconds };
}

/** Whole seconds left (rounded up, so "0" shows only when it is over). */
export function timerRemaining(timer: Timer, now: number): number {
  const remaining = timer.startedAt === null ? timer.remainingAtStart : timer.remainingAtStart - (now - timer.startedAt) / 1000;
  return Math.max(0, Math.ceil(remaining - 1e-9));
}

export function isTimerOver(timer: Timer, now: number): boolean {
  return timerRemaining(timer, now) === 0;
}

export function pauseTimer(timer: Timer, now: number): Timer {
  if (timer.startedAt === null) return timer;
  const exact = timer.remainingAtStart - (now - timer.startedAt) / 1000;
  return { ...timer, startedAt: null, remainingAtStart: Math.max(0, exact) };
}

export function resumeTimer(timer: Timer, now: number): Timer {
  return timer.startedAt === null ? { ...timer, startedAt: now } : timer;
}

/** Adds (or, negative, takes off) seconds; never below zero. */
export function adjustTimer(timer: Timer, deltaSeconds: number, now: number): Timer {
  const paused = pauseTimer(timer, now);
  const remaining = Math.max(0, paused.remainingAtStart + deltaSeconds);
  const adjusted = { ...paused, remainingAtStart: remaining, seconds: Math.max(timer.seconds + deltaSeconds, remaining) };
  return timer.startedAt === null ? adjusted : { ...adjusted, startedAt: now };
}

export type LoggedEntry = { activityId: string; type: WorkoutActivityType; data: WorkoutActivityData; recordedAt: string };

export type SessionState = {
  version: 1;
  workoutId: string;
  phase: 'overview' | 'running' | 'finished';
  mode: WorkoutMode;
  sessionId: string | null;
  startedAt: string | null;
  completedAt: string | null;
  /** What was done, by step key. */
  logged: Record<string, LoggedEntry>;
  /** Steps passed over, by key. */
  skipped: string[];
  /** The exercise each swapped item is done as, by item uid. */
  swaps: Record<string, string>;
  /** Follow-along's place (a step key); list mode works from the next step instead. */
  position: string | null;
  timer: Timer | null;
};

export function initialSessionState(workoutId: string, mode: WorkoutMode): SessionState {
  return {
    version: 1,
    workoutId,
    phase: 'overview',
    mode,
    sessionId: null,
    startedAt: null,
    completedAt: null,
    logged: {},
    skipped: [],
    swaps: {},
    position: null,
    timer: null,
  };
}

/** Step start: the session has its client id and begins now (again: keeps the first start). */
export function startSession(state: SessionState, input: { sessionId: string; startedAt: string; mode: WorkoutMode }): SessionState {
  if (state.phase !== 'overview') return state;
  return { ...state, phase: 'running', sessionId: input.sessionId, startedAt: input.startedAt, mode: input.mode };
}

/** The first step neither done nor skipped; null when every step is. */
export function nextStep(steps: readonly SessionStep[], state: SessionState): SessionStep | null {
  return steps.find((step) => !(step.key in state.logged) && !state.skipped.includes(step.key)) ?? null;
}

/** Follow-along's current step: where the member moved to, else the next one to do. */
export function currentStep(steps: readonly SessionStep[], state: SessionState): SessionStep | null {
  return steps.find((step) => step.key === state.position) ?? nextStep(steps, state) ?? steps.at(-1) ?? null;
}

/** The step after the given one (follow-along's "next up"). */
export function stepAfter(steps: readonly SessionStep[], key: string): SessionStep | null {
  const index = steps.findIndex((step) => step.key === key);
  return index >= 0 ? (steps[index + 1] ?? null) : null;
}

export function moveTo(state: SessionState, steps: readonly SessionStep[], key: string): SessionState {
  if (!steps.some((step) => step.key === key)) return state;
  return { ...state, position: key, timer: state.timer?.purpose === 'work' ? null : state.timer };
}

/** The exercise an item is done as: the swap if any. */
export function exerciseOf(state: SessionState, step: SessionStep): string | null {
  if (!step.itemUid) return null;
  return state.swaps[step.itemUid] ?? step.exerciseId;
}

/** The activity (SPEC step activity) that records a step, for the session writes. */
export function activityForStep(
  state: SessionState,
  step: SessionStep,
  type: WorkoutActivityType,
  data: WorkoutActivityData,
): { workout_group_id: string; workout_group_item_id: string | null; activity_type: WorkoutActivityType; data: WorkoutActivityData } {
  const exerciseId = exerciseOf(state, step);
  const withContext: WorkoutActivityData = { ...data, set_index: step.setIndex, ...(exerciseId ? { exercise_id: exerciseId } : {}) };
  return { workout_group_id: step.groupId, workout_group_item_id: step.itemUid, activity_type: type, data: withContext };
}

/**
 * Step activity: a set (or interval) done. The rest it is followed by starts now; the next step
 * becomes follow-along's place.
 */
export function logStep(
  state: SessionState,
  steps: readonly SessionStep[],
  step: SessionStep,
  entry: LoggedEntry,
  now: number,
): SessionState {
  if (state.phase !== 'running') return state;
  const logged = { ...state.logged, [step.key]: entry };
  const skipped = state.skipped.filter((key) => key !== step.key);
  const following = stepAfter(steps, step.key);
  const timer = step.restAfter > 0 && following ? startTimer(step.key, 'rest', step.restAfter, now) : null;
  return { ...state, logged, skipped, timer, position: following?.key ?? step.key };
}

/** Passes over a step without doing it (logged as a skip activity). */
export function skipStep(state: SessionState, steps: readonly SessionStep[], step: SessionStep): SessionState {
  if (state.phase !== 'running' || state.skipped.includes(step.key)) return state;
  const following = stepAfter(steps, step.key);
  return { ...state, skipped: [...state.skipped, step.key], timer: null, position: following?.key ?? step.key };
}

export function swapExercise(state: SessionState, itemUid: string, exerciseId: string): SessionState {
  return { ...state, swaps: { ...state.swaps, [itemUid]: exerciseId } };
}

export function setTimer(state: SessionState, timer: Timer | null): SessionState {
  return { ...state, timer };
}

/** Step complete: finishing twice keeps the first time. */
export function finishSession(state: SessionState, completedAt: string): SessionState {
  if (state.phase !== 'running') return state;
  return { ...state, phase: 'finished', completedAt, timer: null };
}

/** Seconds from start to finish (or to now while running). */
export function elapsedSeconds(state: SessionState, now: number): number {
  if (!state.startedAt) return 0;
  const end = state.completedAt ? Date.parse(state.completedAt) : now;
  return Math.max(0, Math.round((end - Date.parse(state.startedAt)) / 1000));
}

/** The sets done in this session, as records and volume read them. */
export function loggedSets(state: SessionState): LoggedSet[] {
  return Object.values(state.logged).flatMap((entry) =>
    entry.type === 'set' && entry.data.exercise_id ? [{ ...entry.data, exercise_id: entry.data.exercise_id }] : [],
  );
}

type PastActivity = { workout_group_id?: string; workout_group_item_id: string | null; activity_type: WorkoutActivityType; data: WorkoutActivityData };

/**
 * What each step's inputs start as: what the member did at that item and set last time (their
 * latest finished session), else what the workout prescribes.
 */
export function prefillValues(steps: readonly SessionStep[], lastSession: { activities: readonly PastActivity[] } | null): Record<string, WorkoutActivityData> {
  const last = new Map<string, WorkoutActivityData>();
  for (const activity of lastSession?.activities ?? []) {
    if (activity.activity_type !== 'set' || !activity.workout_group_item_id) continue;
    last.set(`${activity.workout_group_item_id}#${activity.data.set_index ?? 0}`, activity.data);
  }
  const values: Record<string, WorkoutActivityData> = {};
  for (const step of steps) {
    const previous = last.get(step.key);
    const source = previous ?? step.target;
    const value: WorkoutActivityData = {};
    if (source.reps != null) value.reps = source.reps;
    if (source.load_kg != null) value.load_kg = source.load_kg;
    if (source.duration_seconds != null) value.duration_seconds = source.duration_seconds;
    if (source.distance_m != null) value.distance_m = source.distance_m;
    values[step.key] = value;
  }
  return values;
}

type StoredSession = {
  id: string;
  session_mode: WorkoutMode;
  started_at: string;
  completed_at: string | null;
  activities: readonly (PastActivity & { id: string; recorded_at: string })[];
};

/** A session the server has (resuming on another device, or after storage was cleared). */
export function stateFromSession(workoutId: string, steps: readonly SessionStep[], session: StoredSession): SessionState {
  const state = initialSessionState(workoutId, session.session_mode);
  const byItemSet = new Map(steps.map((step) => [`${step.itemUid ?? step.groupId}#${step.setIndex}`, step]));
  const amrap = new Map(steps.filter((step) => !step.itemUid).map((step) => [step.groupId, step]));
  const logged: Record<string, LoggedEntry> = {};
  const skipped: string[] = [];
  const swaps: Record<string, string> = {};
  const activities = [...session.activities].sort((a, b) => a.recorded_at.localeCompare(b.recorded_at));
  for (const activity of activities) {
    if (activity.activity_type === 'swap') {
      if (activity.workout_group_item_id && activity.data.exercise_id) swaps[activity.workout_group_item_id] = activity.data.exercise_id;
      continue;
    }
    const step = activity.workout_group_item_id
      ? byItemSet.get(`${activity.workout_group_item_id}#${activity.data.set_index ?? 0}`)
      : amrap.get(activity.workout_group_id ?? '');
    if (!step) continue;
    if (activity.activity_type === 'skip') skipped.push(step.key);
    else logged[step.key] = { activityId: activity.id, type: activity.activity_type, data: activity.data, recordedAt: activity.recorded_at };
  }
  return {
    ...state,
    phase: session.completed_at ? 'finished' : 'running',
    sessionId: session.id,
    startedAt: session.started_at,
    completedAt: session.completed_at,
    logged,
    skipped,
    swaps,
  };
}

/** A state kept in local storage, or null when what is there is not one (another version, damage). */
export function parseStoredState(text: string | null, workoutId: string): SessionState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SessionState> | null;
    if (!value || value.version !== 1 || value.workoutId !== workoutId) return null;
    if (value.phase !== 'running' || typeof value.sessionId !== 'string' || typeof value.startedAt !== 'string') return null;
    if (typeof value.logged !== 'object' || !Array.isArray(value.skipped) || typeof value.swaps !== 'object') return null;
    return value as SessionState;
  } catch {
    return null;
  }
}
