import { useState } from 'react';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

type Props = FieldViewProps<string[]> & { hint?: string };

const join = (items: readonly string[]) => items.join(', ');
const split = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A short list of ids typed comma-separated (an action's products). The text stays as typed, commas included. */
export function ListTextField({ label, value, onChange, readOnly, schema, error: givenError, hint }: Props) {
  const [text, setText] = useState(join(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (join(split(text)) !== join(value)) setText(join(value));
  }
  const error = useFieldError(schema, value, givenError);
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          value={text}
          readOnly={readOnly}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onChange(split(event.currentTarget.value));
          }}
        />
      )}
    </FieldShell>
  );
}
