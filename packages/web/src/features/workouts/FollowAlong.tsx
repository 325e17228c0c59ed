import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { SessionStep } from '@tessera/core/workouts/session-state';
import { currentStep, pauseTimer, prefillValues, resumeTimer, startTimer, stepAfter, timerRemaining } from '@tessera/core/workouts/session-state';
import { formatClock } from '@tessera/core/workouts/units';
import { playCue } from './cues';
import { SessionBar } from './ListMode';
import type { RunningProps } from './ListMode';
import { describeAmounts, exerciseForStep } from './model';
import { useNow } from './use-now';
import { useWakeLock } from './use-wake-lock';
import { useWorkoutSessions } from './workout-queries';
import { groupKindLabel } from './GroupKind';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

/** The wall clock, read in effects and handlers (never while rendering). */
const wallClock = () => Date.now();

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.closest('input, select, textarea, [role="dialog"], video') !== null || target.isContentEditable);

/**
 * Follow-along (issue 14): one step at a time with its video, a timer for timed steps that runs
 * into the rest and on to the next, a preview of what is next, big controls (Space pauses, the
 * arrow keys move), and the screen kept awake.
 */
export function FollowAlong({ view, steps, session, muted, muteButton, problem }: RunningProps) {
  const { t } = useWorkoutWords();
  const { state, changeTimer, log, goTo } = session;
  const now = useNow(true);
  useWakeLock(true);
  const videoRef = useRef<HTMLVideoElement>(null);
  const sessions = useWorkoutSessions(view.workout.id, true);
  const lastSession = sessions.data?.sessions.find((past) => past.completed_at && past.id !== state.sessionId) ?? null;
  const prefill = useMemo(() => prefillValues(steps, lastSession), [steps, lastSession]);
  const step = currentStep(steps, state);
  const index = step ? steps.indexOf(step) : 0;
  const upcoming = step ? stepAfter(steps, step.key) : null;
  const exercise = step ? exerciseForStep(view, state, step) : null;
  const timer = state.timer;
  const remaining = timer ? timerRemaining(timer, now) : null;
  const isPaused = timer?.startedAt === null;
  const isResting = timer?.purpose === 'rest';
  const amountWords = { reps: (count: number) => t('amounts.reps', { count }), rounds: (count: number) => t('amounts.rounds', { count }) };

  const complete = useCallback(
    (done: SessionStep) => {
      const data = { ...prefill[done.key] };
      if (done.durationSeconds) data.duration_seconds = done.durationSeconds;
      log(done, done.kind === 'interval' ? 'interval' : 'set', data);
    },
    [log, prefill],
  );

  // A timed step starts its clock when the member arrives at it.
  const isLogged = step ? step.key in state.logged : true;
  useEffect(() => {
    if (!timer && step && step.durationSeconds && !isLogged) changeTimer(startTimer(step.key, 'work', step.durationSeconds, wallClock()));
  }, [timer, step, isLogged, changeTimer]);

  // At zero: the work is done (logged, and its rest starts) or the rest is over; either cues once.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!timer || remaining !== 0) return;
    const id = `${timer.purpose}:${timer.stepKey}:${timer.startedAt ?? ''}`;
    if (handled.current === id) return;
    handled.current = id;
    playCue(muted);
    const done = steps.find((candidate) => candidate.key === timer.stepKey);
    if (timer.purpose === 'work' && done) {
      changeTimer(null);
      complete(done);
    } else {
      changeTimer(null);
    }
  }, [timer, remaining, muted, steps, complete, changeTimer]);

  const togglePause = () => {
    if (!timer) return;
    const at = wallClock();
    if (timer.startedAt === null) {
      changeTimer(resumeTimer(timer, at));
      void videoRef.current?.play().catch(() => undefined);
    } else {
      changeTimer(pauseTimer(timer, at));
      videoRef.current?.pause();
    }
  };

  const next = () => {
    if (!step) return;
    if (isResting) changeTimer(null);
    else if (!(step.key in state.logged)) complete(step);
    else if (upcoming) goTo(upcoming.key);
  };

  const previous = () => {
    if (index > 0) goTo(steps[index - 1]!.key);
  };

  // Space pauses, the arrow keys move: one listener, calling the latest handlers.
  const keys = useRef({ togglePause, next, previous });
  useEffect(() => {
    keys.current = { togglePause, next, previous };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === ' ' || event.key === 'Spacebar') {
        event.preventDefault();
        keys.current.togglePause();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        keys.current.next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        keys.current.previous();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (!step) return null;
  const video = exercise?.video_url ?? view.workout.video_url;
  const upcomingExercise = upcoming ? exerciseForStep(view, state, upcoming) : null;
  const roundLabel = step.rounds > 1 ? t('set.round', { number: step.round + 1, total: step.rounds }) : null;
  const title = exercise?.name ?? groupKindLabel(step.groupKind, t) ?? t('unknownExercise');
  const kindLine = [groupKindLabel(step.groupKind, t), roundLabel].filter(Boolean).join(' · ');
  const progress = t('follow.progress', { current: index + 1, total: steps.length });

  return (
    <div className={`${styles.screen} ${styles.player}`} data-screen="follow-along">
      <SessionBar session={session} muteButton={muteButton} />
      {problem}
      <div className={styles.progress}>
        <p aria-hidden="true">{progress}</p>
        <div className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
        </div>
      </div>
      <p className={styles.visuallyHidden} role="status">
        {isResting ? t('follow.restingAnnounce', { name: upcomingExercise?.name ?? '' }) : `${progress}: ${title}`}
      </p>
      {video ? (
        <video ref={videoRef} className={styles.video} src={video} muted={muted} playsInline loop controls preload="metadata" aria-label={t('follow.video', { name: title })} />
      ) : null}
      <div className={styles.current}>
        {kindLine ? <p className={styles.kind}>{kindLine}</p> : null}
        <h3 className={styles.currentName}>{isResting ? t('rest.title') : title}</h3>
        {timer && remaining !== null ? (
          <p className={styles.bigClock} role="timer" aria-live="off">
            <span className={styles.clockLabel}>{isResting ? t('rest.title') : t('follow.work')}</span>
            {formatClock(remaining)}
          </p>
        ) : (
          <p className={styles.target}>{describeAmounts(prefill[step.key] ?? step.target, view, amountWords) || t('set.doneWord')}</p>
        )}
        {!isResting && exercise?.cues ? (
          <ul className={styles.cues}>
            {exercise.cues
              .split('\n')
              .filter(Boolean)
              .map((cue) => (
                <li key={cue}>{cue}</li>
              ))}
          </ul>
        ) : null}
      </div>
      {upcoming ? (
        <p className={styles.upNext}>{t('follow.upNext', { name: upcomingExercise?.name ?? groupKindLabel(upcoming.groupKind, t) ?? t('unknownExercise') })}</p>
      ) : (
        <p className={styles.upNext}>{t('follow.last')}</p>
      )}
      <div className={styles.controls}>
        <button type="button" className={styles.bigButton} onClick={previous} aria-disabled={index === 0} aria-keyshortcuts="ArrowLeft">
          {t('follow.previous')}
        </button>
        <button type="button" className={styles.bigButton} onClick={togglePause} aria-disabled={!timer} aria-keyshortcuts="Space" aria-pressed={isPaused}>
          {t('follow.pause')}
        </button>
        <button type="button" className={`${styles.bigButton} ${styles.bigPrimary}`} onClick={next} aria-keyshortcuts="ArrowRight">
          {isResting ? t('rest.skip') : step.key in state.logged ? t('follow.next') : t('follow.done')}
        </button>
      </div>
      <p className={styles.note}>{t('follow.keys')}</p>
    </div>
  );
}
