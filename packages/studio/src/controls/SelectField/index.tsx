import { useId, type Ref } from 'react';
import { describedBy, FieldMessage } from '../FieldMessage';
import styles from './styles.module.css';

export type SelectOption = { value: string; label: string; lang?: string };

type Props = {
  label: string;
  hint?: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  name?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, hint, value, options, onChange, error, name, ref }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
      <select
        ref={ref}
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
