import { useId } from 'react';
import styles from './styles.module.css';

type Props = {
  label: string;
  value: string;
  options: readonly { value: string; label: string; isDisabled?: boolean }[];
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
};

/** A labelled native select, with its hint and error tied to it like TextField's. */
export function SelectField({ label, value, options, onChange, hint, error }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.isDisabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
