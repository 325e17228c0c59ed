import { Suspense, useId, useState } from 'react';
import { useBlockContext } from '../BlockContext';
import type { WorkoutExercise } from '@tessera/core/blocks/workout';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useBlockMessages } from '../lib/i18n';
import type { Translate } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { ExerciseStats } from './ExerciseStats';
import { groupExercises } from './format';
import { workoutMessages } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';

type Texts = Translate<keyof (typeof workoutMessages)['en']>;

/** `grouped`: every exercise in order, under its group's heading. */
function GroupedList({
  exercises,
  t,
  locale,
}: {
  exercises: WorkoutExercise[];
  t: Texts;
  locale: string;
}) {
  return (
    <div className={styles.groups}>
      {groupExercises(exercises).map((group) => (
        <div key={group.start} className={styles.group}>
          {group.name ? <h3 className={styles.groupName}>{group.name}</h3> : null}
          <ol className={styles.list} start={group.start + 1}>
            {group.exercises.map((exercise, offset) => (
              <li key={group.start + offset} className={styles.item}>
                {exercise.image ? (
                  <img
                    className={styles.thumb}
                    src={exercise.image}
                    {...sizedImgProps(exercise.image, '56px')}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={`${styles.thumb} ${styles.number}`} aria-hidden="true">
                    {group.start + offset + 1}
                  </span>
                )}
                <div className={styles.itemBody}>
                  <p className={styles.name}>{exercise.name}</p>
                  <ExerciseStats exercise={exercise} t={t} locale={locale} />
                  {exercise.notes ? <p className={styles.notes}>{exercise.notes}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/**
 * `follow_along`: one exercise at a time with next and previous. The ends are marked
 * aria-disabled rather than disabled, so keyboard focus is never dropped from under the member.
 */
function FollowAlong({
  exercises,
  t,
  locale,
}: {
  exercises: WorkoutExercise[];
  t: Texts;
  locale: string;
}) {
  const [chosen, setChosen] = useState(0);
  const total = exercises.length;
  // The studio may remove exercises while this one is shown.
  const index = Math.min(chosen, total - 1);
  const exercise = exercises[index];
  const upcoming = exercises[index + 1];
  if (!exercise) return null;
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const progress = t('exerciseOf', { current: index + 1, total });

  return (
    <div className={styles.player}>
      <div className={styles.progress}>
        <p className={styles.progressText} aria-hidden="true">
          {progress}
        </p>
        <div className={styles.track} aria-hidden="true">
          <span className={styles.fill} style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
      </div>
      {/* Announces the new exercise after Next or Previous. */}
      <p className={visuallyHiddenClass} role="status">
        {`${progress}: ${exercise.name}`}
      </p>
      <div className={styles.current}>
        {exercise.image ? (
          <img className={styles.picture} src={exercise.image} {...sizedImgProps(exercise.image, '100vw')} alt="" decoding="async" />
        ) : null}
        {exercise.group ? <p className={styles.eyebrow}>{exercise.group}</p> : null}
        <h3 className={styles.currentName}>{exercise.name}</h3>
        <ExerciseStats exercise={exercise} t={t} locale={locale} />
        {exercise.notes ? <p className={styles.notes}>{exercise.notes}</p> : null}
      </div>
      {upcoming ? <p className={styles.upNext}>{t('upNext', { name: upcoming.name })}</p> : null}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={isFirst}
          onClick={() => !isFirst && setChosen(index - 1)}
        >
          <Icon name="chevron" size={20} className={styles.back} />
          <span>{t('previous')}</span>
        </button>
        <button
          type="button"
          className={styles.primary}
          aria-disabled={isLast}
          onClick={() => !isLast && setChosen(index + 1)}
        >
          <span>{t('next')}</span>
          <Icon name="chevron" size={20} className={styles.forward} />
        </button>
      </div>
    </div>
  );
}

/**
 * A workout. Naming a studio workout (`workout_id`), it runs it with the app's workout screens
 * (overview, sessions, history); otherwise, or where the app has none, it shows its own exercises
 * with their sets, reps, time and rest.
 */
export default function Workout({ props }: BlockRendererProps<'workout_block'>) {
  const { title, mode, exercises, workout_id: workoutId } = props;
  const { Workout: RunWorkout } = useBlockContext();
  const { t, locale } = useBlockMessages(workoutMessages);
  const headingId = useId();
  if (workoutId && RunWorkout) {
    return (
      <section className={shared.section} aria-labelledby={title ? headingId : undefined} data-workout-id={workoutId}>
        {title ? (
          <h2 id={headingId} className={shared.sectionTitle}>
            {title}
          </h2>
        ) : null}
        <Suspense fallback={<div aria-busy="true" className={styles.groups} />}>
          <RunWorkout workoutId={workoutId} title={title} />
        </Suspense>
      </section>
    );
  }
  if (exercises.length === 0) return null;

  return (
    <section
      className={shared.section}
      aria-labelledby={title ? headingId : undefined}
      data-mode={mode}
    >
      {title ? (
        <h2 id={headingId} className={shared.sectionTitle}>
          {title}
        </h2>
      ) : null}
      {mode === 'follow_along' ? (
        <FollowAlong exercises={exercises} t={t} locale={locale} />
      ) : (
        <GroupedList exercises={exercises} t={t} locale={locale} />
      )}
    </section>
  );
}
