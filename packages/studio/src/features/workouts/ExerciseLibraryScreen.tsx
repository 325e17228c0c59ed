import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioExercise } from '@tessera/core/api/studio-workouts';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { DeleteItemDialog } from '../../ui/DeleteItemDialog';
import { ItemListScreen } from '../../ui/ItemListScreen';
import { SearchBox } from '../../ui/SearchBox';
import listStyles from '../../ui/ItemList/styles.module.css';
import { ExerciseForm } from './ExerciseForm';
import { workoutsUsingExercise } from './exercise-in-use';
import { exercisesQuery, useExerciseMutations } from './workout-queries';
import { WorkoutsTabs } from './WorkoutsTabs';
import styles from './workouts.module.css';

type Notice = { text: string; tone: 'info' | 'error' };

/**
 * `/apps/:appId/workouts/exercises`: the exercise library, by name, searched as the owner types
 * (by name or equipment). An exercise opens in its form above the list; deleting one that a
 * workout uses is refused by the server, and the refusal names those workouts. (It edits in place
 * like `EditableItemList`, but its search and its named refusal want `ItemListScreen` and
 * `DeleteItemDialog` directly.)
 */
export function ExerciseLibraryScreen() {
  const { t, i18n } = useTranslation();
  const { appId = '' } = useParams();
  const list = useQuery(exercisesQuery(appId));
  const { remove } = useExerciseMutations(appId);
  const [editing, setEditing] = useState<StudioExercise | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StudioExercise | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [term, setTerm] = useState('');
  const count = new Intl.NumberFormat(i18n.language);
  const exercises = list.data?.exercises ?? [];
  const needle = term.trim().toLocaleLowerCase(i18n.language);
  const shown = needle
    ? exercises.filter((exercise) => [exercise.name, ...exercise.equipment].some((text) => text.toLocaleLowerCase(i18n.language).includes(needle)))
    : exercises;
  const nameOf = (exerciseId: string) => exercises.find((exercise) => exercise.id === exerciseId)?.name;
  const edit = (exercise: StudioExercise | 'new') => {
    setNotice(null);
    setEditing(exercise);
  };
  const newButton = (
    <Button variant="primary" onClick={() => edit('new')}>
      {t('workouts.library.create')}
    </Button>
  );

  return (
    <ItemListScreen
      words="workouts.library"
      list={list}
      isEmpty={exercises.length === 0}
      isEmptyHidden={editing !== null}
      action={editing || exercises.length === 0 ? null : newButton}
      emptyAction={newButton}
      notice={notice?.text}
      noticeTone={notice?.tone}
      nav={<WorkoutsTabs appId={appId} />}
      overlays={
        <>
          {editing ? (
            <ExerciseForm
              key={editing === 'new' ? 'new' : editing.id}
              appId={appId}
              exercise={editing === 'new' ? null : editing}
              exercises={exercises}
              onDone={(message) => {
                setEditing(null);
                setNotice(message ? { text: message, tone: 'info' } : null);
              }}
            />
          ) : null}
          {deleting ? (
            <DeleteItemDialog
              words="workouts.library"
              item={{ id: deleting.id, title: deleting.name }}
              cancelLabel={t('workouts.common.cancel')}
              remove={remove}
              onNotice={(text, tone) => setNotice(text ? { text, tone } : null)}
              deletedNotice={t('workouts.library.deleted', { name: deleting.name })}
              describeError={(error, tr, language) => {
                const workouts = workoutsUsingExercise(error);
                return workouts
                  ? tr('workouts.library.inUse', { name: deleting.name, workouts: new Intl.ListFormat(language, { type: 'conjunction' }).format(workouts) })
                  : describeError(error, tr, language);
              }}
              onClose={() => setDeleting(null)}
            >
              <p>{t('workouts.library.delete.body')}</p>
            </DeleteItemDialog>
          ) : null}
        </>
      }
    >
      <div className={styles.toolbar}>
        <SearchBox label={t('workouts.library.search')} hint={t('workouts.library.searchHint')} value={term} onValueChange={setTerm} onSearch={setTerm} />
        <p className={styles.muted} role="status">
          {needle && shown.length === 0 ? t('workouts.library.noMatch', { term: term.trim() }) : t('workouts.library.count', { formatted: count.format(shown.length) })}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className={listStyles.list}>
          {shown.map((exercise) => (
            <li key={exercise.id} className={listStyles.row}>
              <div className={`${listStyles.main} ${styles.exerciseMain}`}>
                {exercise.image_url ? <img className={styles.thumb} src={exercise.image_url} alt="" /> : null}
                <div>
                  <h2 className={listStyles.name}>{exercise.name}</h2>
                  <p className={listStyles.meta}>
                    {exercise.equipment.length > 0 ? (
                      <>
                        {exercise.equipment.join(', ')}
                        <span aria-hidden="true"> · </span>
                      </>
                    ) : null}
                    {exercise.video_url ? (
                      <>
                        {t('workouts.library.hasVideo')}
                        <span aria-hidden="true"> · </span>
                      </>
                    ) : null}
                    {t('workouts.library.usedBy', { formatted: count.format(exercise.workout_count) })}
                    {exercise.alternate_ids.length > 0 ? (
                      <>
                        <span aria-hidden="true"> · </span>
                        {t('workouts.library.alternates', { formatted: exercise.alternate_ids.map(nameOf).filter(Boolean).join(', ') })}
                      </>
                    ) : null}
                  </p>
                </div>
              </div>
              <div className={listStyles.actions}>
                <Button aria-label={t('workouts.library.editNamed', { name: exercise.name })} onClick={() => edit(exercise)}>
                  {t('workouts.library.edit')}
                </Button>
                <Button variant="danger" aria-label={t('workouts.library.deleteNamed', { name: exercise.name })} onClick={() => setDeleting(exercise)}>
                  {t('workouts.delete.open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </ItemListScreen>
  );
}
