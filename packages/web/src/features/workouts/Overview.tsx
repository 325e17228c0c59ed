import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkoutModePreference, WorkoutSession } from '@tessera/core/entities/workout';
import type { SessionStep } from '@tessera/core/workouts/session-state';
import { formatDurationWords } from '@tessera/core/workouts/units';
import { useHashOverlays } from '../../app/HashOverlays/use-hash-overlays';
import { GroupKind } from './GroupKind';
import { WorkoutHistory } from './History';
import { describeAmounts } from './model';
import type { WorkoutView } from './model';
import type { WorkoutUnits } from './preferences';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

type Props = {
  view: WorkoutView;
  steps: readonly SessionStep[];
  isSignedIn: boolean;
  preference: WorkoutModePreference;
  onPreference: (value: string) => void;
  onUnits: (units: WorkoutUnits) => void;
  muteButton: ReactNode;
  isBusy: boolean;
  problem: ReactNode;
  sessions: UseQueryResult<{ sessions: WorkoutSession[]; has_more: boolean }>;
  onStart: () => void;
};

/** Groups, exercises, sets, rest, equipment and the estimated time, with Start (issue 14). */
export function Overview({ view, isSignedIn, preference, onPreference, onUnits, muteButton, isBusy, problem, sessions, onStart }: Props) {
  const { t } = useWorkoutWords();
  const { open } = useHashOverlays();
  const { workout, exercises, locale } = view;
  const modeName = useId();
  const amountWords = { reps: (count: number) => t('amounts.reps', { count }), rounds: (count: number) => t('amounts.rounds', { count }) };
  const exerciseCount = workout.groups.reduce((total, group) => total + group.items.length, 0);

  return (
    <div className={styles.screen} data-screen="overview">
      {workout.description ? <p className={styles.description}>{workout.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('overview.time')}</dt>
          <dd>{formatDurationWords(workout.estimated_seconds, locale)}</dd>
        </div>
        <div>
          <dt>{t('overview.exercises')}</dt>
          <dd>{exerciseCount}</dd>
        </div>
        <div>
          <dt>{t('overview.equipment')}</dt>
          <dd>{workout.equipment.length ? workout.equipment.join(', ') : t('overview.noEquipment')}</dd>
        </div>
      </dl>

      <ol className={styles.groups}>
        {workout.groups.map((group, index) => (
          <li key={group.id} className={styles.group}>
            <h3 className={styles.groupTitle}>
              {group.name || t('overview.groupNumber', { number: index + 1 })}
              <GroupKind kind={group.kind} />
            </h3>
            <p className={styles.groupMeta}>
              {[
                group.kind !== 'straight' && group.kind !== 'amrap' && group.rounds > 1 ? t('amounts.rounds', { count: group.rounds }) : null,
                group.kind === 'emom' && group.interval_seconds ? t('overview.every', { time: formatDurationWords(group.interval_seconds, locale) }) : null,
                group.kind === 'amrap' && group.time_cap_seconds ? t('overview.timeCap', { time: formatDurationWords(group.time_cap_seconds, locale) }) : null,
                group.rest_seconds ? t('overview.rest', { time: formatDurationWords(group.rest_seconds, locale) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <ul className={styles.items}>
              {group.items.map((item) => {
                const exercise = exercises.get(view.swaps.get(item.exercise_id) ?? item.exercise_id) ?? exercises.get(item.exercise_id);
                const rest = item.sets[0]?.rest_seconds;
                return (
                  <li key={item.uid} className={styles.item}>
                    {exercise?.image_url ? <img className={styles.thumb} src={exercise.image_url} alt="" loading="lazy" decoding="async" /> : null}
                    <div>
                      <p className={styles.exerciseName}>{exercise?.name ?? t('unknownExercise')}</p>
                      <p className={styles.itemMeta}>
                        {/* Gym notation: "3 × 5 reps · 60 kg". */}
                        {item.sets.length > 1 ? `${item.sets.length} × ` : ''}
                        {describeAmounts(item.sets[0] ?? {}, view, amountWords)}
                        {group.kind === 'straight' && rest ? ` · ${t('overview.rest', { time: formatDurationWords(rest, locale) })}` : ''}
                      </p>
                      {exercise?.equipment.length ? <p className={styles.itemMeta}>{exercise.equipment.join(', ')}</p> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>

      <fieldset className={styles.choice}>
        <legend>{t('overview.mode')}</legend>
        {(['list', 'FOLLOW_ALONG'] as const).map((value) => (
          <label key={value} className={styles.option}>
            <input type="radio" name={modeName} value={value} checked={preference === value} onChange={() => onPreference(value)} />
            <span>{t(value === 'list' ? 'overview.modeList' : 'overview.modeFollowAlong')}</span>
          </label>
        ))}
      </fieldset>

      <div className={styles.settings}>
        <label className={styles.unit}>
          <span>{t('overview.loadUnit')}</span>
          <select value={view.units.load} onChange={(event) => onUnits({ ...view.units, load: event.target.value === 'lb' ? 'lb' : 'kg' })}>
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </select>
        </label>
        <label className={styles.unit}>
          <span>{t('overview.distanceUnit')}</span>
          <select value={view.units.distance} onChange={(event) => onUnits({ ...view.units, distance: event.target.value === 'mi' ? 'mi' : 'km' })}>
            <option value="km">km</option>
            <option value="mi">mi</option>
          </select>
        </label>
        {muteButton}
      </div>

      {problem}
      {isSignedIn ? (
        <button type="button" className={styles.primary} onClick={onStart} disabled={isBusy}>
          {t('overview.start')}
        </button>
      ) : (
        <button type="button" className={styles.primary} onClick={() => open('auth')}>
          {t('overview.signIn')}
        </button>
      )}

      {isSignedIn ? <WorkoutHistory view={view} sessions={sessions} /> : null}
    </div>
  );
}
