import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldCodeOfProblem } from '@tessera/core/api-client-errors';
import { translateField } from './describe-error';
import { fieldErrorsFromServer, validateField, validateForm } from './form-errors';
import type { FieldErrors } from './form-errors';

type UseZodFormArgs<F extends string, S extends z.ZodType> = {
  /** Field names in the order they appear: the first invalid one gets focus. */
  fields: readonly F[];
  initial: Record<F, string>;
  schema: S;
  submit: (data: z.infer<S>) => Promise<void>;
};

/**
 * A small controlled form: core's zod fields checked on submit (and on blur once there is
 * something typed), the server's field problems put back on their fields, anything else kept for
 * the form's alert, and a busy flag that ignores double submits.
 */
export function useZodForm<F extends string, S extends z.ZodType>({ fields, initial, schema, submit }: UseZodFormArgs<F, S>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const focusFirstInvalid = (found: FieldErrors<F>) => {
    const first = fields.find((name) => found[name]);
    if (first) inputs.current[first]?.focus();
  };

  const setValue = (name: F, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field is flagged, its message follows the typing so the member sees it is fixed.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: validateField(schema, next, name) }));
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    ref: (element: HTMLElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    onBlur: () => {
      if (values[name] !== '') setErrors((current) => ({ ...current, [name]: validateField(schema, values, name) }));
    },
    error: errors[name] ? translateField(errors[name], t) : undefined,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const checked = validateForm<F, S>(schema, values);
    if (!checked.isValid) {
      setServerError(null);
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    setIsBusy(true);
    try {
      await submit(checked.data);
    } catch (error) {
      const fromServer = fieldErrorsFromServer(error, fields);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(fromServer);
      } else {
        setServerError(error);
      }
    } finally {
      setIsBusy(false);
    }
  };

  /** The field code of a field's problem, for forms that offer a way out of one (`email_taken`: sign in instead). */
  const codeOf = (name: F) => {
    const problem = errors[name];
    return problem ? fieldCodeOfProblem(problem).code : undefined;
  };

  return { values, setValues, setValue, field, codeOf, onSubmit, isBusy, serverError, setServerError };
}
