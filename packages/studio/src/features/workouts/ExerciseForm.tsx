import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioExercise } from '@tessera/core/api/studio-workouts';
import { exerciseInputSchema, WORKOUT_LIMITS, type ExerciseInput } from '@tessera/core/entities/workout';
import { Field, fieldClasses } from '@tessera/ui/Field';
import { FieldMessage } from '@tessera/ui/FieldMessage';
import { TextField } from '@tessera/ui/TextField';
import { describeError, translateFieldIssue, translateFieldMessage } from '../../app/describe-error';
import { fieldIssuesOf } from '@tessera/core/api-client';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { focusField } from '../../ui/controls/focus-field';
import { ImageUpload } from '../media/ImageUpload';
import { useExerciseMutations } from './workout-queries';
import styles from './workouts.module.css';

type Values = { name: string; video_url: string; image_url: string | null; cues: string; equipment: string; alternate_ids: string[] };
type FieldName = keyof Values;
const FIELD_ORDER: FieldName[] = ['name', 'video_url', 'image_url', 'cues', 'equipment', 'alternate_ids'];

const valuesOf = (exercise: StudioExercise | null): Values => ({
  name: exercise?.name ?? '',
  video_url: exercise?.video_url ?? '',
  image_url: exercise?.image_url ?? null,
  cues: exercise?.cues ?? '',
  equipment: exercise?.equipment.join(', ') ?? '',
  alternate_ids: exercise?.alternate_ids ?? [],
});

const inputOf = (values: Values) => ({
  name: values.name,
  video_url: values.video_url.trim() || null,
  image_url: values.image_url,
  cues: values.cues,
  equipment: values.equipment
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
  alternate_ids: values.alternate_ids,
});

type Props = {
  appId: string;
  exercise: StudioExercise | null;
  /** The library, to pick alternates from (the exercise itself is left out). */
  exercises: readonly StudioExercise[];
  onDone: (message: string | null) => void;
};

/**
 * One exercise of the library: name, video, image (the studio's media picker), cues, equipment and
 * alternates picked from the other exercises. The contract's rules are checked before sending;
 * the server's field problems show at their fields too.
 */
export function ExerciseForm({ appId, exercise, exercises, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { save } = useExerciseMutations(appId);
  const [values, setValues] = useState<Values>(() => valuesOf(exercise));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const others = exercises.filter((other) => other.id !== exercise?.id);
  const term = filter.trim().toLocaleLowerCase(i18n.language);
  const shown = term ? others.filter((other) => other.name.toLocaleLowerCase(i18n.language).includes(term) || values.alternate_ids.includes(other.id)) : others;

  const change = <F extends FieldName>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const show = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found);
    focusField(form, FIELD_ORDER.find((name) => found[name]));
  };

  const fieldOf = (path: readonly PropertyKey[]): FieldName | undefined => {
    const head = String(path[0] ?? '');
    return (FIELD_ORDER as string[]).includes(head) ? (head as FieldName) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = exerciseInputSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field) found[field] ??= translateFieldMessage(issue.message, t);
      }
      show(found);
      return;
    }
    try {
      const { exercise: saved } = await save.mutateAsync({ id: exercise?.id ?? null, input: parsed.data as ExerciseInput });
      onDone(t('workouts.library.saved', { name: saved.name }));
    } catch (error) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of fieldIssuesOf(error)) {
        const field = fieldOf(issue.field.replace(/^body\./, '').split('.'));
        if (field) found[field] ??= translateFieldIssue(issue, t);
      }
      if (Object.keys(found).length > 0) show(found);
      else setFailure(`${t('workouts.builder.saveFailed')} ${describeError(error, t, i18n.language)}`);
    }
  }

  const title = exercise ? t('workouts.library.editTitle', { name: exercise.name }) : t('workouts.library.newTitle');
  return (
    <form ref={setForm} className={styles.panel} aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {title}
      </h2>
      {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      <TextField name="name" label={t('workouts.library.name')} value={values.name} maxLength={WORKOUT_LIMITS.exerciseNameLength} autoComplete="off" error={errors.name} onChange={(event) => change('name', event.target.value)} />
      <TextField name="video_url" type="url" inputMode="url" label={t('workouts.library.video')} hint={t('workouts.library.videoHint')} value={values.video_url} autoComplete="off" error={errors.video_url} onChange={(event) => change('video_url', event.target.value)} />
      <div className={styles.fieldset} role="group" aria-labelledby={`${id}-image`} aria-describedby={`${id}-image-hint`}>
        <p id={`${id}-image`} className={fieldClasses.label}>
          {t('workouts.library.image')}
        </p>
        <p id={`${id}-image-hint`} className={fieldClasses.hint}>
          {t('workouts.library.imageHint')}
        </p>
        {values.image_url ? <img className={styles.imagePreview} src={values.image_url} alt={t('workouts.library.imageCurrent')} /> : <p className={styles.muted}>{t('workouts.library.imageNone')}</p>}
        <div className={styles.actions}>
          <ImageUpload
            appId={appId}
            fieldLabel={t('workouts.library.image')}
            currentUrl={values.image_url ?? ''}
            onPick={(media) => change('image_url', media.url)}
            onError={(message) => setErrors((current) => ({ ...current, image_url: message ?? undefined }))}
          />
          {values.image_url ? (
            <Button name="image_url" onClick={() => change('image_url', null)}>
              {t('workouts.library.imageRemove')}
            </Button>
          ) : null}
        </div>
        {errors.image_url ? <FieldMessage id={`${id}-image-error`}>{errors.image_url}</FieldMessage> : null}
      </div>
      <Field label={t('workouts.library.cues')} hint={t('workouts.library.cuesHint')} error={errors.cues}>
        {(control) => <textarea {...control} className={`${control.className} ${styles.textarea}`} name="cues" rows={4} maxLength={WORKOUT_LIMITS.cuesLength} value={values.cues} onChange={(event) => change('cues', event.target.value)} />}
      </Field>
      <TextField name="equipment" label={t('workouts.library.equipment')} hint={t('workouts.library.equipmentHint')} value={values.equipment} autoComplete="off" error={errors.equipment} onChange={(event) => change('equipment', event.target.value)} />
      <fieldset className={styles.fieldset} aria-describedby={`${id}-alternates-hint`}>
        <legend className={fieldClasses.label}>{t('workouts.library.alternatesLegend')}</legend>
        <p id={`${id}-alternates-hint`} className={fieldClasses.hint}>
          {t('workouts.library.alternatesHint')}
        </p>
        {others.length === 0 ? (
          <p className={styles.muted}>{t('workouts.library.noOthers')}</p>
        ) : (
          <>
            {others.length > 8 ? <TextField type="search" label={t('workouts.library.alternatesFilter')} value={filter} autoComplete="off" onChange={(event) => setFilter(event.target.value)} /> : null}
            <ul className={styles.checks}>
              {shown.map((other) => (
                <li key={other.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      name="alternate_ids"
                      checked={values.alternate_ids.includes(other.id)}
                      onChange={(event) => change('alternate_ids', event.target.checked ? [...values.alternate_ids, other.id] : values.alternate_ids.filter((picked) => picked !== other.id))}
                    />
                    {other.name}
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
        {errors.alternate_ids ? <FieldMessage id={`${id}-alternates-error`}>{errors.alternate_ids}</FieldMessage> : null}
      </fieldset>
      <div className={styles.actions}>
        <Button onClick={() => onDone(null)}>{t('workouts.common.cancel')}</Button>
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          {save.isPending ? t('workouts.library.saving') : t('workouts.library.save')}
        </Button>
      </div>
    </form>
  );
}
