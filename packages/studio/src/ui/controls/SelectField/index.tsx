import type { Ref } from 'react';
import { Field } from '../Field';
import field from '../field.module.css';

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

/** A labelled native select, with its hint and error tied to it. */
export function SelectField({ label, hint, value, options, onChange, error, name, ref }: Props) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} ref={ref} name={name} className={field.control} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
