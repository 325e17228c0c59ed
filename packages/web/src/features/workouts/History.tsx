import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkoutSession } from '@tessera/core/entities/workout';
import { loadSeries, volumeKg } from '@tessera/core/workouts/records';
import { formatDurationWords, formatLoad, loadFromKg } from '@tessera/core/workouts/units';
import { Dialog } from '@tessera/ui/Dialog';
import { historySets } from './FinishSummary';
import { LoadChart } from './LoadChart';
import type { WorkoutView } from './model';
import { describeAmounts } from './model';
import { useExerciseHistory } from './workout-queries';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

/** One exercise over time: the load chart and each session's sets. */
function ExerciseHistory({ exerciseId, view, onClose }: { exerciseId: string; view: WorkoutView; onClose: () => void }) {
  const { t } = useWorkoutWords();
  const history = useExerciseHistory(exerciseId);
  const name = history.data?.exercise.name ?? view.exercises.get(exerciseId)?.name ?? '';
  const points = loadSeries(history.data?.entries ?? []);
  const date = (iso: string) => new Intl.DateTimeFormat(view.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const amountWords = { reps: (count: number) => t('amounts.reps', { count }), rounds: (count: number) => t('amounts.rounds', { count }) };
  const load = (kg: number) => `${loadFromKg(kg, view.units.load)} ${view.units.load}`;
  return (
    <Dialog title={t('history.exerciseTitle', { name })} onClose={onClose} variant="sheet" closeLabel={t('history.close')}>
      {history.isPending ? (
        <p role="status">{t('history.loading')}</p>
      ) : history.isError ? (
        <p role="alert">{t('history.failed')}</p>
      ) : (
        <>
          {points.length ? (
            <div className={styles.chart}>
              <LoadChart
                points={points}
                unit={view.units.load}
                label={t('history.chartLabel', { first: load(points[0]!.load_kg), last: load(points.at(-1)!.load_kg), count: points.length })}
              />
            </div>
          ) : (
            <p className={styles.note}>{t('history.noLoads')}</p>
          )}
          {/* Focusable, so a keyboard can scroll the sheet's long list (it holds no control of its own). */}
          <ol className={styles.historyList} reversed tabIndex={0} aria-label={t('history.title')}>
            {[...(history.data?.entries ?? [])].reverse().map((entry) => (
              <li key={entry.session_id}>
                <span className={styles.exerciseName}>{date(entry.completed_at)}</span>
                <span className={styles.itemMeta}>{entry.sets.map((set) => describeAmounts(set, view, amountWords)).join(', ')}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Dialog>
  );
}

/** The member's finished sessions of this workout, and each exercise's history (issue 14). */
export function WorkoutHistory({ view, sessions }: { view: WorkoutView; sessions: UseQueryResult<{ sessions: WorkoutSession[]; has_more: boolean }> }) {
  const { t } = useWorkoutWords();
  const [exerciseId, setExerciseId] = useState<string | null>(null);
  const finished = (sessions.data?.sessions ?? []).filter((session) => session.completed_at);
  const date = (iso: string) => new Intl.DateTimeFormat(view.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const exerciseIds = [...new Set(view.workout.groups.flatMap((group) => group.items.map((item) => view.swaps.get(item.exercise_id) ?? item.exercise_id)))];

  return (
    <section className={styles.group} aria-labelledby="workout-history" data-screen="history">
      <h3 id="workout-history" className={styles.groupTitle}>
        {t('history.title')}
      </h3>
      {sessions.isPending ? (
        <p role="status">{t('history.loading')}</p>
      ) : sessions.isError ? (
        <p role="alert">{t('history.failed')}</p>
      ) : finished.length === 0 ? (
        <p className={styles.note}>{t('history.empty')}</p>
      ) : (
        <ol className={styles.historyList}>
          {finished.map((session) => {
            const sets = historySets([session], null);
            const seconds = (Date.parse(session.completed_at!) - Date.parse(session.started_at)) / 1000;
            return (
              <li key={session.id}>
                <span className={styles.exerciseName}>{date(session.completed_at!)}</span>
                <span className={styles.itemMeta}>
                  {[formatDurationWords(seconds, view.locale), t('history.sets', { count: sets.length }), volumeKg(sets) > 0 ? formatLoad(volumeKg(sets), view.units.load, view.locale) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <h4 className={styles.subTitle}>{t('history.byExercise')}</h4>
      <ul className={styles.chips}>
        {exerciseIds.map((id) => (
          <li key={id}>
            <button type="button" className={styles.secondary} onClick={() => setExerciseId(id)}>
              {view.exercises.get(id)?.name ?? t('unknownExercise')}
            </button>
          </li>
        ))}
      </ul>
      {exerciseId ? <ExerciseHistory exerciseId={exerciseId} view={view} onClose={() => setExerciseId(null)} /> : null}
    </section>
  );
}
