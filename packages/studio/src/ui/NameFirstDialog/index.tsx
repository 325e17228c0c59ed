import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { translateFieldMessage } from '../../app/describe-error';
import { Button } from '../Button';
import { InlineAlert } from '../InlineAlert';

/** What the dialog hands its one field: the caller chooses the control and its words. */
export type NameField = {
  ref: RefObject<HTMLInputElement | null>;
  value: string;
  error: string | undefined;
  onChange: (next: string) => void;
};

type Props = {
  title: string;
  submitLabel: string;
  /** Shown on the submit button while the new item is being made. */
  submittingLabel?: string;
  cancelLabel: string;
  /** The contract's own rule for the name, checked before anything is sent. */
  schema: ZodType<string>;
  /** The server's refusal, in words. */
  describeError: (caught: unknown) => string;
  renderField: (field: NameField) => ReactNode;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * "New overlay", "New form"…: a dialog that asks only for a name, checks it with the contract's
 * rule, and hands it to `onSubmit` (which makes the item and opens its editor). A refusal is
 * shown above the field and the dialog stays, with what was typed.
 */
export function NameFirstDialog({ title, submitLabel, submittingLabel, cancelLabel, schema, describeError, renderField, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(name);
    if (!parsed.success) {
      setError(translateFieldMessage(parsed.error.issues[0]?.message ?? '', t));
      fieldRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (caught) {
      setFormError(describeError(caught));
      setIsSubmitting(false);
    }
  }

  const onChange = (next: string) => {
    setName(next);
    setError(undefined);
  };

  return (
    <Dialog title={title} onClose={onClose} initialFocus={fieldRef}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        {formError ? <InlineAlert>{formError}</InlineAlert> : null}
        {renderField({ ref: fieldRef, value: name, error, onChange })}
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {isSubmitting && submittingLabel ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
