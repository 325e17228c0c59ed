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

  return { formRef, values, setValues, errors, setErrors, change, show };
}
