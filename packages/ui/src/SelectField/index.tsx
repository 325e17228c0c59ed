import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../Field';

export type SelectOption = { value: string; label: string; lang?: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  hint?: string;
  error?: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select, with its hint and error tied to it. */
export function SelectField({ label, hint, error, options, ref, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...select} {...control} ref={ref}>
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
