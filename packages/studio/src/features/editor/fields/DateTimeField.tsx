import { FieldShell } from './FieldShell';
import { fromLocalInput, toLocalInput } from '../../../ui/controls/datetime-local';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

/**
 * A moment, typed in the owner's own time and stored with their offset (as schedules are);
 * members see it in their own timezone. Emptied, it is null.
 */
export function DateTimeField({ label, hint, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<string | null | undefined> & { hint?: string }) {
  const error = useFieldError(schema, value, givenError);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          type="datetime-local"
          value={toLocalInput(value)}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(fromLocalInput(event.currentTarget.value))}
        />
      )}
    </FieldShell>
  );
}
