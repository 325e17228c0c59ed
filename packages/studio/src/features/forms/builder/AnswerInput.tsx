import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@tessera/core/entities/form';
import { ACCEPTED } from '@tessera/core/forms/form-values';
import { Field } from '@tessera/ui/Field';
import { choicesOf } from './form-tree';
import styles from './FormBuilder.module.css';

type Props = { field: FormField; label: string; hint: string; value: string | null; error?: string; onChange: (value: string | null) => void };

/**
 * An answer the owner writes for a field (its default, or its quiz answer) with the control the
 * member would use: a choice of options, a number, a date, accepted or not, or text. Empty is none.
 */
export function AnswerInput({ field, label, hint, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const groupId = useId();
  const set = (next: string) => onChange(next === '' ? null : next);
  if (field.field_type === 'multi_select') {
    const chosen = choicesOf(value);
    return (
      <fieldset className={styles.choiceSet} aria-describedby={`${groupId}-hint${error ? ` ${groupId}-error` : ''}`} aria-invalid={error ? true : undefined}>
        <legend className={styles.legend}>{label}</legend>
        <p id={`${groupId}-hint`} className={styles.hint}>
          {hint}
        </p>
        {field.options.map((option, index) => (
          <label key={`${index}-${option}`} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) => {
                const next = event.target.checked ? [...chosen, option] : chosen.filter((choice) => choice !== option);
                set(next.length > 0 ? JSON.stringify(field.options.filter((candidate) => next.includes(candidate))) : '');
              }}
            />
            {option || t('forms.builder.emptyOption')}
          </label>
        ))}
        {error ? (
          <p id={`${groupId}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) =>
        field.field_type === 'acceptance' ? (
          <select {...control} value={value ?? ''} onChange={(event) => set(event.target.value)}>
            <option value="">{t('forms.builder.answer.none')}</option>
            <option value={ACCEPTED}>{t('forms.builder.answer.accepted')}</option>
          </select>
        ) : field.field_type === 'long_answer' ? (
          <textarea {...control} rows={3} value={value ?? ''} onChange={(event) => set(event.target.value)} />
        ) : (
          <input
            {...control}
            type={field.field_type === 'number' ? 'number' : field.field_type === 'date' ? 'date' : 'text'}
            inputMode={field.field_type === 'number' ? 'decimal' : undefined}
            value={value ?? ''}
            onChange={(event) => set(event.target.value)}
          />
        )
      }
    </Field>
  );
}
