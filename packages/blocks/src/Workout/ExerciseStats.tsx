import type { WorkoutExercise } from '@tessera/core/blocks/workout';
import type { Translate } from '../lib/i18n';
import { formatDuration } from './format';
import type { workoutMessages } from './messages';
import styles from './styles.module.css';

type Props = {
  exercise: WorkoutExercise;
  t: Translate<keyof (typeof workoutMessages)['en']>;
  locale: string;
};

/** Sets, reps, time and rest as labelled values; the ones the owner left out are not shown. */
export function ExerciseStats({ exercise, t, locale }: Props) {
  const format = (value: number) => new Intl.NumberFormat(locale).format(value);
  const stats = [
    exercise.sets === null ? null : { label: t('sets'), value: format(exercise.sets) },
    exercise.reps === null ? null : { label: t('reps'), value: format(exercise.reps) },
    exercise.duration_seconds === null
      ? null
      : { label: t('time'), value: formatDuration(exercise.duration_seconds, locale) },
    exercise.rest_seconds === null
      ? null
      : { label: t('rest'), value: formatDuration(exercise.rest_seconds, locale) },
  ].filter((stat) => stat !== null);
  if (stats.length === 0) return null;
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
