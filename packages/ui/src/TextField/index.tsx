import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field';
import styles from './styles.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** Shown with the field and tied to it, so a screen reader reads it with the label. */
  error?: string;
  hint?: string;
  /** A control inside the field's end edge (a password's show/hide toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input, with its hint and error tied to it. */
export function TextField({ label, error, hint, trailing, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) =>
        trailing ? (
          <div className={styles.withTrailing}>
            <input {...input} {...control} ref={ref} />
            <span className={styles.trailing}>{trailing}</span>
          </div>
        ) : (
          <input {...input} {...control} ref={ref} />
        )
      }
    </Field>
  );
}
