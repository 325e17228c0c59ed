import { useId, type ReactNode } from 'react';
import { describedBy, FieldMessage } from '../FieldMessage';
import field from '../field.module.css';

/** What a field's control carries, so its label, hint and messages are read with it. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type Props = {
  label: string;
  hint?: string;
  error?: string | null;
  /** A warning about a valid value; shown under the error when there is one. */
  warning?: string;
  className?: string;
  /** The control itself (given the ids to carry), and anything that belongs between hint and messages. */
  children: (control: ControlProps) => ReactNode;
};

/** The shell every studio field shares: label, hint, control, then its error and warning. */
export function Field({ label, hint, error, warning, className, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && hintId, error && errorId, warning && warningId),
  };
  return (
    <div className={className ? `${field.field} ${className}` : field.field}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={field.hint}>
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
