import { useId, type Ref } from 'react';
import { isHexColor, normalizeHex } from '@tessera/core/theme-math';
import { describedBy, FieldMessage } from '../FieldMessage';
import styles from './styles.module.css';

type Props = {
  label: string;
  /** The colour picker's own name ("Primary colour picker"): it sits beside the hex field. */
  pickerLabel: string;
  hint?: string;
  /** The hex text as typed; may be invalid while the owner types. */
  value: string;
  onChange: (value: string) => void;
  /** What the picker shows while the text is not a colour. */
  fallback: string;
  error?: string;
  warning?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A colour as a native picker plus a hex text field, kept in step; the text is what is saved. */
export function ColorField({ label, pickerLabel, hint, value, onChange, fallback, error, warning, name, ref }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const shown = isHexColor(value) ? normalizeHex(value) : normalizeHex(fallback);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <input
          className={styles.picker}
          type="color"
          aria-label={pickerLabel}
          value={shown}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          ref={ref}
          id={id}
          name={name}
          className={styles.hex}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={7}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId, warning && warningId)}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
      {warning ? (
        <FieldMessage id={warningId} tone="warning">
          {warning}
        </FieldMessage>
      ) : null}
    </div>
  );
}
