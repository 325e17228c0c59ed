import { Fragment, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Exercise, WorkoutActivityData } from '@tessera/core/entities/workout';
import type { SessionStep } from '@tessera/core/workouts/session-state';
import { nextStep, prefillValues } from '@tessera/core/workouts/session-state';
import { distanceFromMetres, distanceToMetres, formatClock, loadFromKg, loadToKg, parseDecimal } from '@tessera/core/workouts/units';
import { WORKOUT_LIMITS } from '@tessera/core/entities/workout';
import { RestTimer } from './RestTimer';
import { SwapDialog } from './SwapDialog';
import { describeAmounts, exerciseForStep } from './model';
import type { WorkoutView } from './model';
import type { WorkoutSessionControls } from './use-session';
import { useNow } from './use-now';
import { useWorkoutSessions } from './workout-queries';
import { GroupKind } from './GroupKind';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

export type RunningProps = {
  view: WorkoutView;
  steps: readonly SessionStep[];
  session: WorkoutSessionControls;
  muted: boolean;
  muteButton: ReactNode;
  problem: ReactNode;
};

/** The session's clock and Finish, above either mode. */
export function SessionBar({ session, muteButton }: Pick<RunningProps, 'session' | 'muteButton'>) {
  const { t } = useWorkoutWords();
  const now = useNow(true, 1000);
  const started = session.state.startedAt ? Date.parse(session.state.startedAt) : now;
  return (
    <div className={styles.sessionBar}>
      <p className={styles.elapsed}>
        <span className={styles.visuallyHidden}>{t('running.elapsed')} </span>
        {formatClock((now - started) / 1000)}
      </p>
      {muteButton}
      <button type="button" className={styles.primary} onClick={() => void session.finish()} disabled={session.isBusy}>
        {t('running.finish')}
      </button>
    </div>
  );
}

type Values = { reps: string; load: string; duration: string; distance: string; rounds: string };

function toValues(data: WorkoutActivityData, view: WorkoutView): Values {
  return {
    reps: data.reps != null ? String(data.reps) : '',
    load: data.load_kg != null ? String(loadFromKg(data.load_kg, view.units.load)) : '',
    duration: data.duration_seconds != null ? String(data.duration_seconds) : '',
    distance: data.distance_m != null ? String(distanceFromMetres(data.distance_m, view.units.distance)) : '',
    rounds: data.rounds != null ? String(data.rounds) : '',
  };
}

/** What the member typed as activity data in SI units; a field that is not a number in bounds is named. */
function toData(values: Values, view: WorkoutView): { data: WorkoutActivityData } | { invalid: keyof Values } {
  const data: WorkoutActivityData = {};
  const L = WORKOUT_LIMITS;
  const number = (key: keyof Values, max: number, integer: boolean) => {
    if (values[key].trim() === '') return undefined;
    const value = parseDecimal(values[key]);
    if (value === null || value > max || (integer && !Number.isInteger(value))) return null;
    return value;
  };
  const reps = number('reps', L.reps, true);
  if (reps === null) return { invalid: 'reps' };
  if (reps !== undefined) data.reps = reps;
  const load = number('load', view.units.load === 'kg' ? L.loadKg : L.loadKg / 0.45359237, false);
  if (load === null) return { invalid: 'load' };
  if (load !== undefined) data.load_kg = Math.min(L.loadKg, loadToKg(load, view.units.load));
  const duration = number('duration', L.durationSeconds, true);
  if (duration === null) return { invalid: 'duration' };
  if (duration !== undefined) data.duration_seconds = duration;
  const distance = number('distance', L.distanceMeters / 1000, false);
  if (distance === null) return { invalid: 'distance' };
  if (distance !== undefined) data.distance_m = distanceToMetres(distance, view.units.distance);
  const rounds = number('rounds', L.rounds, true);
  if (rounds === null) return { invalid: 'rounds' };
  if (rounds !== undefined) data.rounds = rounds;
  return { data };
}

/** Which inputs a step asks for: what it prescribes (reps and load for a set with neither). */
function fieldsOf(step: SessionStep): (keyof Values)[] {
  if (step.kind === 'interval' && !step.itemUid) return ['rounds'];
  const fields: (keyof Values)[] = [];
  const { target } = step;
  if (target.reps != null || (target.duration_seconds == null && target.distance_m == null)) fields.push('reps');
  if (target.load_kg != null || (step.kind === 'set' && target.duration_seconds == null && target.distance_m == null)) fields.push('load');
  if (target.duration_seconds != null) fields.push('duration');
  if (target.distance_m != null) fields.push('distance');
  return fields;
}

function StepRow({ step, view, session, prefill, isNext, exercise }: {
  step: SessionStep;
  view: WorkoutView;
  session: WorkoutSessionControls;
  prefill: WorkoutActivityData;
  isNext: boolean;
  exercise: Exercise | null;
}) {
  const { t } = useWorkoutWords();
  const logged = session.state.logged[step.key];
  const isSkipped = session.state.skipped.includes(step.key);
  const [values, setValues] = useState<Values>(() => toValues(prefill, view));
  const [invalid, setInvalid] = useState<keyof Values | null>(null);
  const amountWords = { reps: (count: number) => t('amounts.reps', { count }), rounds: (count: number) => t('amounts.rounds', { count }) };
  const label = step.itemUid
    ? t(step.groupKind === 'straight' ? 'set.number' : 'set.round', { number: step.setIndex + 1, total: step.rounds })
    : t('set.amrap');
  const rowName = `${exercise?.name ?? ''} ${label}`.trim();
  const labels: Record<keyof Values, string> = {
    reps: t('set.reps'),
    load: t('set.load', { unit: view.units.load }),
    duration: t('set.duration'),
    distance: t('set.distance', { unit: view.units.distance }),
    rounds: t('set.rounds'),
  };

  const submit = () => {
    const answer = toData(values, view);
    if ('invalid' in answer) {
      setInvalid(answer.invalid);
      return;
    }
    setInvalid(null);
    session.log(step, step.kind === 'interval' ? 'interval' : 'set', answer.data);
  };

  return (
    <li className={`${styles.step} ${isNext ? styles.next : ''}`} aria-current={isNext ? 'step' : undefined} data-step={step.key}>
      <p className={styles.stepLabel}>{label}</p>
      {logged ? (
        <p className={styles.done}>
          <span aria-hidden="true">✓ </span>
          {t('set.logged', { what: describeAmounts(logged.data, view, amountWords) || t('set.doneWord') })}
        </p>
      ) : isSkipped ? (
        <p className={styles.itemMeta}>{t('set.skipped')}</p>
      ) : (
        <form
          className={styles.setForm}
          aria-label={rowName}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {fieldsOf(step).map((field) => (
            <label key={field} className={styles.field}>
              <span>{labels[field]}</span>
              <input
                inputMode={field === 'load' || field === 'distance' ? 'decimal' : 'numeric'}
                value={values[field]}
                aria-invalid={invalid === field || undefined}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            </label>
          ))}
          <button type="submit" className={styles.logButton}>
            {step.kind === 'interval' ? t('set.logInterval') : t('set.log')}
          </button>
          <button type="button" className={styles.textButton} onClick={() => session.skip(step)}>
            {t('set.skip')}
          </button>
          {invalid ? (
            <p className={styles.error} role="alert">
              {t('set.invalid', { field: labels[invalid] })}
            </p>
          ) : null}
        </form>
      )}
    </li>
  );
}

/** List mode (issue 14): every set to tap and log, prefilled from last time, a rest timer between. */
export function ListMode({ view, steps, session, muted, muteButton, problem }: RunningProps) {
  const { t } = useWorkoutWords();
  const { state } = session;
  const sessions = useWorkoutSessions(view.workout.id, true);
  const [swapping, setSwapping] = useState<SessionStep | null>(null);
  const lastSession = sessions.data?.sessions.find((past) => past.completed_at && past.id !== state.sessionId) ?? null;
  const prefill = useMemo(() => prefillValues(steps, lastSession), [steps, lastSession]);
  const upcoming = nextStep(steps, state);
  const byGroup = view.workout.groups.map((group, index) => ({ group, index, steps: steps.filter((step) => step.groupIndex === index) }));

  return (
    <div className={styles.screen} data-screen="list">
      <SessionBar session={session} muteButton={muteButton} />
      {problem}
      {byGroup.map(({ group, index, steps: groupSteps }) => (
        <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
          <h3 id={`group-${group.id}`} className={styles.groupTitle}>
            {group.name || t('overview.groupNumber', { number: index + 1 })}
            <GroupKind kind={group.kind} />
          </h3>
          <ol className={styles.steps}>
            {groupSteps.map((step, position) => {
              const exercise = exerciseForStep(view, state, step);
              const previous = groupSteps[position - 1];
              const isNewExercise = !previous || previous.itemUid !== step.itemUid;
              return (
                <Fragment key={step.key}>
                  {isNewExercise && step.itemUid ? (
                    <li className={styles.exerciseHead} aria-hidden={false}>
                      <span className={styles.exerciseName}>{exercise?.name ?? t('unknownExercise')}</span>
                      {exercise && (view.exercises.get(step.exerciseId ?? '')?.alternate_ids.length ?? 0) > 0 ? (
                        <button type="button" className={styles.textButton} onClick={() => setSwapping(step)} aria-label={t('swap.label', { name: exercise.name })}>
                          {t('swap.button')}
                        </button>
                      ) : null}
                    </li>
                  ) : null}
                  <StepRow step={step} view={view} session={session} prefill={prefill[step.key] ?? {}} isNext={upcoming?.key === step.key} exercise={exercise} />
                </Fragment>
              );
            })}
          </ol>
        </section>
      ))}
      {upcoming ? null : (
        <p className={styles.note} role="status">
          {t('running.allDone')}
        </p>
      )}
      {state.timer && state.timer.purpose === 'rest' ? (
        <RestTimer timer={state.timer} muted={muted} onChange={session.changeTimer} nextName={upcoming ? (exerciseForStep(view, state, upcoming)?.name ?? null) : null} />
      ) : null}
      {swapping ? <SwapDialog view={view} step={swapping} session={session} onClose={() => setSwapping(null)} /> : null}
    </div>
  );
}
