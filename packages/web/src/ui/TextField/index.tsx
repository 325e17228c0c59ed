import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './styles.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** Shown under the field and tied to it, so a screen reader reads it with the label. */
  error?: string;
  hint?: string;
  /** A control inside the field's end edge (the password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, trailing, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error says more than the hint (often the same rule, now broken): one message at a time.
  const shownHint = error ? undefined : hint;
  const describedBy = [error ? errorId : '', shownHint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={trailing ? `${styles.control} ${styles.hasTrailing}` : styles.control}>
        <input
          {...input}
          ref={ref}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {shownHint ? (
        <p id={hintId} className={styles.hint}>
          {shownHint}
        </p>
      ) : null}
    </div>
  );
}
