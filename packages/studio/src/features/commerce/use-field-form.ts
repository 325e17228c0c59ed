import { useRef, useState } from 'react';
import { focusField } from '../../ui/controls/focus-field';
import type { FieldErrors } from './commerce-form';

/**
 * A Commerce form's draft and its problems by field: a change clears that field's problem (and
 * tells `onEdit`, for a "saved" line to go), and `show` sets problems and takes the focus to the
 * first of them in the order the fields appear (`order`, the inputs' names).
 */
export function useFieldForm<V extends object>(
  initial: V | (() => V),
  order: readonly (keyof V & string)[],
  onEdit?: () => void,
) {
  type Field = keyof V & string;
  type TextField = { [K in Field]: V[K] extends string ? K : never }[Field];
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function change<F extends Field>(field: F, value: V[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<Field>);
    onEdit?.();
  }

  function show(found: FieldErrors<Field>) {
    setErrors(found);
    focusField(
      formRef.current,
      order.find((name) => found[name]),
    );
  }

  /** What a text field takes for one of the form's string fields: its name, value, problem and change. */
  function text(field: TextField) {
    return {
      name: field,
      // `TextField` holds only the fields whose values are strings.
      value: values[field] as string,
      error: errors[field],
      onChange: (event: { target: { value: string } }) =>
        change(field, event.target.value as V[typeof field]),
    };
  }

  return { formRef, values, setValues, errors, setErrors, change, show, text };
}
