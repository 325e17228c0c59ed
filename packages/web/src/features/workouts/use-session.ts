import type { WorkoutMode } from '@tessera/core/entities/block-data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkoutActivityData, WorkoutActivityType } from '@tessera/core/entities/workout';
import type { SessionState, SessionStep, Timer } from '@tessera/core/workouts/session-state';
import {
  activityForStep,
  finishSession as finishState,
  initialSessionState,
  logStep,
  moveTo,
  parseStoredState,
  setTimer,
  skipStep,
  startSession as startState,
  swapExercise,
} from '@tessera/core/workouts/session-state';
import { finishSession, recordActivity, startSession } from './session-writes';
import { readStoredSession, writeStoredSession } from './preferences';
import { workoutKeys } from './workout-queries';

export type WriteProblem = 'start' | 'activity' | 'finish' | null;

const newId = () => crypto.randomUUID();
const nowIso = () => new Date().toISOString();

/**
 * One workout's session on this device: the pure state machine (core `session-state`), kept in
 * local storage while it runs, with every write through `session-writes`. Activities show at once
 * and are sent behind; a write that fails says so (and a set that failed is not shown as logged).
 */
export function useWorkoutSession(
  workoutId: string,
  pageId: string | null,
  defaultMode: WorkoutMode,
  steps: readonly SessionStep[],
  standingSwaps: Record<string, string>,
) {
  const client = useQueryClient();
  const [state, setState] = useState<SessionState>(
    () => parseStoredState(readStoredSession(), workoutId) ?? initialSessionState(workoutId, defaultMode),
  );
  const [problem, setProblem] = useState<WriteProblem>(null);
  const [isBusy, setIsBusy] = useState(false);
  // The callbacks read the latest committed state (they run from events and effects, after commit).
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    if (state.phase === 'running') writeStoredSession(JSON.stringify(state));
  }, [state]);

  const start = useCallback(
    async (mode: WorkoutMode) => {
      const id = newId();
      const startedAt = nowIso();
      setIsBusy(true);
      setProblem(null);
      try {
        await startSession(workoutId, { id, session_mode: mode, started_at: startedAt, page_id: pageId });
        setState((current) => {
          const started = startState(current, { sessionId: id, startedAt, mode });
          return { ...started, swaps: { ...standingSwaps, ...started.swaps } };
        });
      } catch {
        setProblem('start');
      } finally {
        setIsBusy(false);
      }
    },
    [workoutId, pageId, standingSwaps],
  );

  const send = useCallback(
    (step: SessionStep, type: WorkoutActivityType, data: WorkoutActivityData, current: SessionState) => {
      const sessionId = current.sessionId;
      if (!sessionId) return { id: '', done: Promise.resolve(false) };
      const id = newId();
      const recordedAt = nowIso();
      const input = activityForStep(current, step, type, data);
      const done = recordActivity(workoutId, sessionId, { ...input, id, recorded_at: recordedAt }).then(
        () => true,
        () => {
          setProblem('activity');
          return false;
        },
      );
      return { id, recordedAt, input, done };
    },
    [workoutId],
  );

  /** Step activity: a set or an interval done. */
  const log = useCallback(
    (step: SessionStep, type: 'set' | 'interval', data: WorkoutActivityData) => {
      const current = stateRef.current;
      if (current.phase !== 'running') return;
      setProblem(null);
      const { id, recordedAt, input, done } = send(step, type, data, current);
      if (!input || !recordedAt) return;
      setState((latest) => logStep(latest, steps, step, { activityId: id, type, data: input.data, recordedAt }, Date.now()));
      void done.then((ok) => {
        if (ok) return;
        setState((latest) => {
          if (latest.logged[step.key]?.activityId !== id) return latest;
          const logged = { ...latest.logged };
          delete logged[step.key];
          return { ...latest, logged, timer: null };
        });
      });
    },
    [send, steps],
  );

  const skip = useCallback(
    (step: SessionStep) => {
      const current = stateRef.current;
      if (current.phase !== 'running') return;
      send(step, 'skip', {}, current);
      setState((latest) => skipStep(latest, steps, step));
    },
    [send, steps],
  );

  /**
   * Swaps an item's exercise inside the running session: one swap activity, which the server
   * stores with the member's swap (every workout) in one transaction. Resolves false when the write
   * failed ('Failed to swap'); the session shows the swap only once it is written.
   */
  const swap = useCallback(
    async (step: SessionStep, exerciseId: string): Promise<boolean> => {
      const current = stateRef.current;
      const itemUid = step.itemUid;
      if (!itemUid || current.phase !== 'running' || !current.sessionId) return false;
      const input = activityForStep(swapExercise(current, itemUid, exerciseId), step, 'swap', {});
      try {
        await recordActivity(workoutId, current.sessionId, { ...input, id: newId(), recorded_at: nowIso() });
      } catch {
        return false;
      }
      setState((latest) => swapExercise(latest, itemUid, exerciseId));
      void client.invalidateQueries({ queryKey: workoutKeys.workout(workoutId) });
      return true;
    },
    [client, workoutId],
  );

  const finish = useCallback(async () => {
    const current = stateRef.current;
    if (current.phase !== 'running' || !current.sessionId) return;
    const completedAt = nowIso();
    setIsBusy(true);
    setProblem(null);
    try {
      await finishSession(workoutId, current.sessionId, { page_id: pageId, completed_at: completedAt });
      setState((latest) => finishState(latest, completedAt));
      writeStoredSession(null);
      void client.invalidateQueries({ queryKey: workoutKeys.all });
    } catch {
      setProblem('finish');
    } finally {
      setIsBusy(false);
    }
  }, [client, workoutId, pageId]);

  const changeTimer = useCallback((timer: Timer | null) => setState((latest) => setTimer(latest, timer)), []);
  const goTo = useCallback((key: string) => setState((latest) => moveTo(latest, steps, key)), [steps]);
  const reset = useCallback(() => {
    writeStoredSession(null);
    setState(initialSessionState(workoutId, defaultMode));
  }, [workoutId, defaultMode]);

  return { state, problem, isBusy, start, log, skip, swap, finish, changeTimer, goTo, reset };
}

export type WorkoutSessionControls = ReturnType<typeof useWorkoutSession>;
