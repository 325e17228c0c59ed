import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { workoutsListQuery } from '../../workouts/workout-queries';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

/**
 * A workout block's studio workout (issue 14), picked by title: members then run it as a session.
 * Left empty, the block keeps showing its own exercise list. An id that is not among the app's
 * workouts (deleted since) shows as a missing workout, never as another one.
 */
export function WorkoutPickerField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<string | null | undefined>) {
  const { t, i18n } = useTranslation();
  const { appId } = useEditorData();
  const error = useFieldError(schema, value, givenError);
  const list = useQuery(workoutsListQuery(appId));
  const workouts = [...(list.data?.workouts ?? [])].sort((a, b) => a.title.localeCompare(b.title, i18n.language));
  const first = list.isPending ? t('blocks.workout.pickerLoading') : list.isError ? t('blocks.workout.pickerFailed') : t('blocks.workout.pickerNone');
  const isKnown = !value || workouts.some((workout) => workout.id === value);
  return (
    <FieldShell label={label} error={error} hint={t('blocks.workout.workoutIdHint')}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          value={value ?? ''}
          disabled={readOnly || !list.isSuccess}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-busy={list.isPending ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          <option value="">{first}</option>
          {isKnown ? null : <option value={value ?? ''}>{t('blocks.workout.pickerMissing')}</option>}
          {workouts.map((workout) => (
            <option key={workout.id} value={workout.id}>
              {workout.title}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
