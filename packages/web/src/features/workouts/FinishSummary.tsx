import { useEffect, useRef } from 'react';
import type { WorkoutSession } from '@tessera/core/entities/workout';
import type { SessionState } from '@tessera/core/workouts/session-state';
import { elapsedSeconds, loggedSets } from '@tessera/core/workouts/session-state';
import type { LoggedSet, PersonalRecord } from '@tessera/core/workouts/records';
import { detectRecords, volumeKg } from '@tessera/core/workouts/records';
import { formatDistance, formatDurationWords, formatLoad } from '@tessera/core/workouts/units';
import type { WorkoutView } from './model';
import { useSessionRecords } from './workout-queries';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

/** The sets of this workout's finished sessions other than this one: what records are measured against when the server cannot say (offline). */
export function historySets(sessions: readonly WorkoutSession[], exceptId: string | null): LoggedSet[] {
  return sessions
    .filter((session) => session.completed_at && session.id !== exceptId)
    .flatMap((session) =>
      session.activities.flatMap((activity) =>
        activity.activity_type === 'set' && activity.data.exercise_id ? [{ ...activity.data, exercise_id: activity.data.exercise_id }] : [],
      ),
    );
}

/** The finish screen (issue 14): time, volume, sets done and the personal records beaten. */
export function FinishSummary({ view, state, sessions, onDone }: { view: WorkoutView; state: SessionState; sessions: readonly WorkoutSession[]; onDone: () => void }) {
  const { t } = useWorkoutWords();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const sets = loggedSets(state);
  const measured = useSessionRecords(view.workout.id, state.sessionId);
  // The server measures across every workout; offline (not stored yet) this workout's sessions stand in.
  const records = measured.data?.records ?? (measured.isError || !state.sessionId ? detectRecords(historySets(sessions, state.sessionId), sets) : null);
  const { locale, units } = view;
  const load = (kg: number) => formatLoad(kg, units.load, locale);

  const describe = (record: PersonalRecord) => {
    switch (record.kind) {
      case 'heaviest':
        return t('finish.records.heaviest', { value: load(record.value), previous: load(record.previous) });
      case 'estimated_1rm':
        return t('finish.records.estimated_1rm', { value: load(record.value), previous: load(record.previous) });
      case 'reps_at_load':
        return t('finish.records.reps_at_load', { value: record.value, load: load(record.load_kg ?? 0), previous: record.previous });
      case 'duration':
        return t('finish.records.duration', { value: formatDurationWords(record.value, locale), previous: formatDurationWords(record.previous, locale) });
      case 'distance':
        return t('finish.records.distance', { value: formatDistance(record.value, units.distance, locale), previous: formatDistance(record.previous, units.distance, locale) });
    }
  };

  return (
    <div className={styles.screen} data-screen="finish">
      <h3 ref={headingRef} tabIndex={-1} className={styles.finishTitle}>
        {t('finish.title')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('finish.time')}</dt>
          <dd>{formatDurationWords(elapsedSeconds(state, 0), locale)}</dd>
        </div>
        <div>
          <dt>{t('finish.volume')}</dt>
          <dd>{load(volumeKg(sets))}</dd>
        </div>
        <div>
          <dt>{t('finish.sets')}</dt>
          <dd>{sets.length}</dd>
        </div>
      </dl>
      <section aria-labelledby="workout-records" className={styles.group}>
        <h4 id="workout-records" className={styles.groupTitle}>
          {t('finish.recordsTitle')}
        </h4>
        {records === null ? null : records.length ? (
          <ul className={styles.records}>
            {records.map((record) => (
              <li key={`${record.exercise_id}:${record.kind}`}>
                <span className={styles.exerciseName}>{view.exercises.get(record.exercise_id)?.name ?? t('unknownExercise')}</span>
                <span>{describe(record)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('finish.noRecords')}</p>
        )}
      </section>
      <button type="button" className={styles.primary} onClick={onDone}>
        {t('finish.done')}
      </button>
    </div>
  );
}
