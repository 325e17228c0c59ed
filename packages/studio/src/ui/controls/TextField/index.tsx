import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from '../Field';
import field from '../field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** Shown under the field and tied to it, so a screen reader reads it with the label. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, ref, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} ref={ref} className={field.control} />}
    </Field>
  );
}
