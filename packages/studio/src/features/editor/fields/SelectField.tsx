import { useTranslation } from 'react-i18next';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

export type SelectOption = { label: string; value: string | number | null };

type Props = FieldViewProps<string | number | null | undefined> & { options: readonly SelectOption[] };

/** A choice among a few values. Options are matched by position, so numbers stay numbers. */
export function SelectField({ label, value, onChange, readOnly, schema, error: givenError, options }: Props) {
  const { t } = useTranslation();
  const error = useFieldError(schema, value, givenError);
  const index = options.findIndex((option) => option.value === value);
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          value={index === -1 ? '' : String(index)}
          disabled={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const option = options[Number(event.currentTarget.value)];
            if (option) onChange(option.value);
          }}
        >
          {index === -1 ? (
            <option value="" disabled>
              {t('editor.fields.choose')}
            </option>
          ) : null}
          {options.map((option, position) => (
            <option key={`${position}-${String(option.value)}`} value={String(position)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
