import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { workoutInputSchema } from '@tessera/core/entities/workout';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { CreatableItemList } from '../../ui/CreatableItemList';
import { NameFirstDialog } from '../../ui/NameFirstDialog';
import listStyles from '../../ui/ItemList/styles.module.css';
import { formatMinutes } from './format-minutes';
import { useWorkoutMutations, workoutsListQuery } from './workout-queries';
import { WorkoutsTabs } from './WorkoutsTabs';

/**
 * `/apps/:appId/workouts`: the app's workouts, most recently changed first, each with its mode,
 * estimated time, page and sessions. New workout asks for a title and opens the builder; delete
 * asks first, since members' sessions go with it.
 */
export function WorkoutsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { appId = '' } = useParams();
  const list = useQuery(workoutsListQuery(appId));
  const { create, remove } = useWorkoutMutations(appId);
  const count = new Intl.NumberFormat(i18n.language);
  const workouts = list.data?.workouts ?? [];
  const builderPath = (workoutId: string) => `/apps/${appId}/workouts/${workoutId}`;

  return (
    <CreatableItemList
      words="workouts"
      list={list}
      items={workouts}
      remove={remove}
      nav={<WorkoutsTabs appId={appId} />}
      deletedNotice={(workout) => t('workouts.delete.deleted', { title: workout.title })}
      renderNewDialog={({ onClose }) => (
        <NameFirstDialog
          title={t('workouts.create.title')}
          submitLabel={t('workouts.create.submit')}
          submittingLabel={t('workouts.create.submitting')}
          cancelLabel={t('workouts.common.cancel')}
          schema={workoutInputSchema.shape.title}
          describeError={(caught) => describeError(caught, t, i18n.language)}
          renderField={(field) => (
            <TextField ref={field.ref} label={t('workouts.create.name')} value={field.value} error={field.error} autoComplete="off" onChange={(event) => field.onChange(event.target.value)} />
          )}
          onClose={onClose}
          onSubmit={async (title) => {
            const { workout } = await create.mutateAsync(workoutInputSchema.parse({ title }));
            void navigate(builderPath(workout.id));
          }}
        />
      )}
      renderDeleteBody={(workout) => <p>{t('workouts.delete.body', { formatted: count.format(workout.session_count) })}</p>}
    >
      {(askDelete) => (
        <ul className={listStyles.list}>
          {workouts.map((workout) => (
            <li key={workout.id} className={listStyles.row}>
              <div className={listStyles.main}>
                <h2 className={listStyles.name}>
                  <Link to={builderPath(workout.id)}>{workout.title}</Link>
                </h2>
                <p className={listStyles.meta}>
                  {t(`workouts.modes.${workout.mode}`)}
                  <span aria-hidden="true"> · </span>
                  {t('workouts.list.estimate', { duration: formatMinutes(workout.estimated_seconds, i18n.language) })}
                  <span aria-hidden="true"> · </span>
                  {workout.page_title ? t('workouts.list.page', { title: workout.page_title }) : t('workouts.list.noPage')}
                  <span aria-hidden="true"> · </span>
                  {t('workouts.list.sessions', { formatted: count.format(workout.session_count) })}
                </p>
              </div>
              <div className={listStyles.actions}>
                <Button aria-label={t('workouts.delete.openNamed', { title: workout.title })} onClick={() => askDelete(workout)}>
                  {t('workouts.delete.open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </CreatableItemList>
  );
}
