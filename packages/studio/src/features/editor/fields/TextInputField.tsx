import { FieldShell } from './FieldShell';
import { acceptsNull } from './schema-helpers';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

type Props = FieldViewProps<string | null | undefined> & {
  multiline?: boolean;
  placeholder?: string;
  type?: 'text' | 'url' | 'email';
};

/** One line or several of plain text. Emptied, a nullable prop becomes null ("not set"), others ''. */
export function TextInputField({ label, value, onChange, readOnly, schema, error: givenError, multiline = false, placeholder, type = 'text' }: Props) {
  const error = useFieldError(schema, value, givenError);
  const change = (next: string) => onChange(next === '' && acceptsNull(schema) ? null : next);
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            className={styles.input}
            value={value ?? ''}
            rows={4}
            readOnly={readOnly}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => change(event.currentTarget.value)}
          />
        ) : (
          <input
            id={id}
            className={styles.input}
            type={type}
            value={value ?? ''}
            placeholder={placeholder}
            readOnly={readOnly}
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => change(event.currentTarget.value)}
          />
        )
      }
    </FieldShell>
  );
}
