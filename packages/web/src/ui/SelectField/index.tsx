import { useId } from 'react';
import type { Ref, SelectHTMLAttributes } from 'react';
import styles from './styles.module.css';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  hint?: string;
  error?: string;
  options: { value: string; label: string; lang?: string }[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, hint, error, options, ref, ...select }: SelectFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select {...select} ref={ref} id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
