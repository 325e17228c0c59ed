import { useId } from 'react';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

/** A yes/no prop as a switch: the label sits beside it and names it. */
export function ToggleField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<boolean | null | undefined>) {
  const id = useId();
  const error = useFieldError(schema, value, givenError);
  return (
    <div className={styles.field}>
      <label className={styles.toggle} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value === true}
          disabled={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {label}
      </label>
      <div aria-live="polite" className={styles.messageRegion}>
        {error ? (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
