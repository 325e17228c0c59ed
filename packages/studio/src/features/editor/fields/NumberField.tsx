import { useState } from 'react';
import { FieldShell } from './FieldShell';
import { acceptsNull } from './schema-helpers';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';

type Props = FieldViewProps<number | null | undefined> & { min?: number; max?: number; step?: number; placeholder?: string };

const asText = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * A number typed freely: every value reaches the block, in range or not, so the schema's message
 * (e.g. 'Ratio Out Of Range' for a hero ratio of 5) shows while typing instead of the keystroke
 * being swallowed. min/max still tell the spinner and assistive technology the expected range.
 */
export function NumberField({ label, value, onChange, readOnly, schema, error: givenError, min, max, step, placeholder }: Props) {
  const [text, setText] = useState(asText(value));
  const [shown, setShown] = useState(value);
  // An outside change (undo, a reload) replaces what is typed; adjusting state while rendering avoids a second paint.
  if (value !== shown) {
    setShown(value);
    if (Number(text) !== value || text === '') setText(asText(value));
  }
  const error = useFieldError(schema, value, givenError);
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="decimal"
          value={text}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (next.trim() === '') {
              // Empty: null where the prop may be unset, else no value (the schema default applies).
              onChange(acceptsNull(schema) ? null : undefined);
              return;
            }
            const number = Number(next);
            if (Number.isFinite(number)) onChange(number);
          }}
        />
      )}
    </FieldShell>
  );
}
