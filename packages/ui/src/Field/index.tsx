import { useId } from 'react';
import type { ReactNode } from 'react';
import { describedBy, FieldMessage } from '../FieldMessage';
import styles from './styles.module.css';

/** What a field's control carries, so its label, hint and messages are read with it. */
export type ControlProps = {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /** Tied to the control; where it shows (above the control or under it) is the app's look. */
  hint?: string;
  error?: string | null;
  /** A warning about a valid value; shown under the error when there is one. */
  warning?: string;
  className?: string;
  /** The control itself, given the id, class and aria attributes to carry. */
  children: (control: ControlProps) => ReactNode;
};

/** The shell every form field shares: label, hint, control, then its error and warning. */
export function Field({ label, hint, error, warning, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const control: ControlProps = {
    id,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    // The problem first: it matters more than the hint that may restate the rule.
    'aria-describedby': describedBy(error && errorId, warning && warningId, hint && hintId),
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
      {warning ? (
        <FieldMessage id={warningId} tone="warning">
          {warning}
        </FieldMessage>
      ) : null}
    </div>
  );
}

/** The field's look for controls that build their own markup (a group of radios, a colour picker). */
export const fieldClasses = { field: styles.field, label: styles.label, hint: styles.hint, control: styles.control };
