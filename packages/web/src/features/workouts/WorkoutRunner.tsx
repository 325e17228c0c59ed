import { Suspense, useMemo, useState } from 'react';
import { buildSteps } from '@tessera/core/workouts/session-state';
import type { WorkoutModePreference } from '@tessera/core/entities/workout';
import { lazyWithWords } from '../../app/i18n/feature-words';
import { useAuthStore } from '../auth/auth-store';
import { FinishSummary } from './FinishSummary';
import { FollowAlong } from './FollowAlong';
import { ListMode } from './ListMode';
import { Overview } from './Overview';
import { itemSwaps, makeView } from './model';
import type { WorkoutData } from './model';
import { readModePreference, readMuted, readUnits, writeModePreference, writeMuted, writeUnits } from './preferences';
import type { WorkoutUnits } from './preferences';
import { useRefreshOnSync } from './use-refresh-on-sync';
import { useWorkoutSession } from './use-session';
import { useWorkout, useWorkoutSessions } from './workout-queries';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

// The offline outbox's status ("waiting to sync", conflicts): its own chunk with the offline words.
const SyncStatus = lazyWithWords(
  () => import('../offline/SyncStatus').then((module) => module.SyncStatus),
  () => import('../offline/words').then((module) => module.offlineWords),
);

/**
 * A studio workout in the member app (issue 14), as a workout block naming it renders it: the
 * overview with Start, then list mode or follow-along, the finish summary and the history. Its
 * own chunk with its words: the app's first download never carries it.
 */
export default function WorkoutRunner({ workoutId }: { workoutId: string; title: string }) {
  const { t } = useWorkoutWords();
  const query = useWorkout(workoutId);
  if (query.isPending) {
    return (
      <p className={styles.note} role="status">
        {t('loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.problem} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <WorkoutScreens data={query.data} />;
}

/** Above every workout screen, for a signed-in member: what waits to sync and what it met. */
function WorkoutSync({ isSignedIn }: { isSignedIn: boolean }) {
  useRefreshOnSync(isSignedIn);
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <SyncStatus className={styles.syncStatus} />
    </Suspense>
  );
}

const modeOf = (preference: WorkoutModePreference) => (preference === 'FOLLOW_ALONG' ? 'follow_along' : 'grouped');

function WorkoutScreens({ data }: { data: WorkoutData }) {
  const { t, i18n } = useWorkoutWords();
  const { workout } = data;
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const [units, setUnits] = useState<WorkoutUnits>(readUnits);
  const [muted, setMuted] = useState(readMuted);
  const [preference, setPreference] = useState<WorkoutModePreference>(
    () => readModePreference() ?? (workout.mode === 'follow_along' ? 'FOLLOW_ALONG' : 'list'),
  );
  const view = useMemo(() => makeView(data, units, i18n.language), [data, units, i18n.language]);
  const steps = useMemo(() => buildSteps(workout), [workout]);
  const standingSwaps = useMemo(() => itemSwaps(view), [view]);
  const session = useWorkoutSession(workout.id, workout.page_id, modeOf(preference), steps, standingSwaps);
  const sessions = useWorkoutSessions(workout.id, isSignedIn);
  const { state } = session;

  const changeUnits = (next: WorkoutUnits) => {
    writeUnits(next);
    setUnits(next);
  };
  const toggleMuted = () => {
    writeMuted(!muted);
    setMuted(!muted);
  };
  const choosePreference = (value: string) => setPreference(writeModePreference(value));
  const muteButton = (
    <button type="button" className={styles.secondary} aria-pressed={!muted} onClick={toggleMuted}>
      {muted ? t('sound.off') : t('sound.on')}
    </button>
  );
  const problem = session.problem ? (
    <p className={styles.error} role="alert">
      {t(`problems.${session.problem}`)}
    </p>
  ) : null;

  const sync = <WorkoutSync isSignedIn={isSignedIn} />;
  if (state.phase === 'finished') {
    return (
      <>
        {sync}
        <FinishSummary view={view} state={state} sessions={sessions.data?.sessions ?? []} onDone={session.reset} />
      </>
    );
  }
  if (state.phase === 'running') {
    const shared = { view, steps, session, muted, muteButton, problem };
    return (
      <>
        {sync}
        {state.mode === 'follow_along' ? <FollowAlong {...shared} /> : <ListMode {...shared} />}
      </>
    );
  }
  return (
    <>
      {sync}
      <Overview
        view={view}
        steps={steps}
        isSignedIn={isSignedIn}
        preference={preference}
        onPreference={choosePreference}
        onUnits={changeUnits}
        muteButton={muteButton}
        isBusy={session.isBusy}
        problem={problem}
        sessions={sessions}
        onStart={() => void session.start(modeOf(preference))}
      />
    </>
  );
}
