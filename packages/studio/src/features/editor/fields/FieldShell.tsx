import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './fields.module.css';

export type ControlIds = {
  /** The id of the control the label names. */
  id: string;
  /** Ids of the hint and the message: put on the control as aria-describedby. */
  describedBy: string | undefined;
  invalid: true | undefined;
};

type Props = {
  label: string;
  /** The schema's message for the current value, translated; null while the value is valid. */
  error: string | null;
  hint?: string;
  /** A group of controls (swatches, an action's parameters): a fieldset named by a legend. */
  isGroup?: boolean;
  children: (ids: ControlIds) => ReactNode;
};

/**
 * The frame of every editor field: label, control, hint and the schema's message. The message
 * sits in a polite live region that exists before it has text, so a screen reader hears a
 * problem appear while the owner types, and the control points at it with aria-describedby.
 */
export function FieldShell({ label, error, hint, isGroup = false, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const ids: ControlIds = { id, describedBy, invalid: error ? true : undefined };
  const message = (
    <div aria-live="polite" className={styles.messageRegion}>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
  const hintText = hint ? (
    <p id={hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;

  if (isGroup) {
    return (
      <fieldset className={styles.group} aria-describedby={describedBy} aria-invalid={ids.invalid}>
        <legend className={styles.label}>{label}</legend>
        {hintText}
        {children(ids)}
        {message}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hintText}
      {children(ids)}
      {message}
    </div>
  );
}
