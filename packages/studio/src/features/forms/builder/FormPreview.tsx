import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@tessera/core/entities/form';
import { ACCEPTED, initialValues, parseList, problemOf, stepsOf } from '@tessera/core/forms/form-values';
import { translateFieldIssue } from '../../../app/describe-error';
import { Button } from '../../../ui/Button';
import type { FormDraft } from './form-checks';
import styles from './FormPreview.module.css';

type Props = { draft: FormDraft };

/**
 * The form as a member meets it (SPEC §5): the intro screen when it has one, then one section per
 * step with a progress bar, each question with its native control and the member's own checks
 * (core's value rules). Answers stay here; nothing is sent.
 */
export function FormPreview({ draft }: Props) {
  const { t } = useTranslation();
  const steps = stepsOf(draft);
  const [isIntro, setIsIntro] = useState(true);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const starting = initialValues(draft);
  const valueOf = (field: FormField) => answers[field.id] ?? starting[field.id] ?? '';
  const current = steps[Math.min(step, Math.max(steps.length - 1, 0))];
  const showIntro = draft.show_intro_screen && isIntro;

  const restart = () => {
    setIsIntro(true);
    setStep(0);
    setAnswers({});
    setChecked(false);
    setIsDone(false);
  };

  const next = () => {
    const hasProblem = current?.form_fields.some((field) => problemOf(field, valueOf(field)) !== null);
    setChecked(true);
    if (hasProblem) return;
    setChecked(false);
    if (step + 1 < steps.length) setStep(step + 1);
    else setIsDone(true);
  };

  return (
    <div className={styles.phone}>
      <div className={styles.screen}>
        <p className={styles.formTitle}>{draft.title || t('forms.builder.untitledForm')}</p>
        {showIntro ? (
          <div className={styles.intro}>
            <h3 className={styles.heading}>{draft.intro_heading || draft.title}</h3>
            {draft.intro_description ? <p className={styles.text}>{draft.intro_description}</p> : null}
            <Button variant="primary" onClick={() => setIsIntro(false)}>
              {t('forms.preview.start')}
            </Button>
          </div>
        ) : isDone ? (
          <div className={styles.intro} role="status">
            <h3 className={styles.heading}>{t('forms.preview.done')}</h3>
            <Button onClick={restart}>{t('forms.preview.again')}</Button>
          </div>
        ) : !current ? (
          <p className={styles.text}>{t('forms.preview.empty')}</p>
        ) : (
          <>
            <div className={styles.progress}>
              <progress max={steps.length} value={step + 1} aria-label={t('forms.preview.progress', { step: step + 1, total: steps.length })} />
              <span>{t('forms.preview.progress', { step: step + 1, total: steps.length })}</span>
            </div>
            {current.title ? <h3 className={styles.heading}>{current.title}</h3> : null}
            {current.description ? <p className={styles.text}>{current.description}</p> : null}
            {current.form_fields.map((field) => {
              const problem = checked ? problemOf(field, valueOf(field)) : null;
              return (
                <PreviewField
                  key={field.id}
                  field={field}
                  value={valueOf(field)}
                  error={problem ? translateFieldIssue({ ...problem, message: '' }, t) : undefined}
                  onChange={(value) => setAnswers((all) => ({ ...all, [field.id]: value }))}
                />
              );
            })}
            <div className={styles.actions}>
              {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('forms.preview.back')}</Button> : null}
              <Button variant="primary" onClick={next}>
                {step + 1 < steps.length ? t('forms.preview.next') : t('forms.preview.submit')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

type FieldProps = { field: FormField; value: string; error?: string; onChange: (value: string) => void };

function PreviewField({ field, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const label = `${field.label}${field.is_required ? ' *' : ''}`;
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;
  if (field.field_type === 'acceptance') {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" checked={value === ACCEPTED} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked ? ACCEPTED : '')} />
          {label}
        </label>
        {message}
      </div>
    );
  }
  if (field.field_type === 'multi_select') {
    const chosen = parseList(value) ?? [];
    return (
      <fieldset className={styles.field} aria-describedby={describedBy}>
        <legend className={styles.label}>{label}</legend>
        <div className={styles.chips}>
          {field.options.map((option, index) => (
            <label key={`${index}-${option}`} className={styles.chip} data-on={chosen.includes(option) || undefined}>
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) => {
                  const next = event.target.checked ? [...chosen, option] : chosen.filter((choice) => choice !== option);
                  onChange(next.length > 0 ? JSON.stringify(next) : '');
                }}
              />
              {option}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  if (field.field_type === 'image_upload') {
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <input id={id} type="file" accept="image/*" disabled aria-describedby={`${id}-hint`} />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('forms.preview.uploadHint')}
        </p>
      </div>
    );
  }
  const common = { id, value, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, className: styles.control };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {field.field_type === 'long_answer' ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={field.field_type === 'number' ? 'number' : field.field_type === 'date' ? 'date' : 'text'}
          min={field.min_value ?? undefined}
          max={field.max_value ?? undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {message}
    </div>
  );
}
