import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formTitleSchema } from '@tessera/core/api/studio-forms';
import { FORM_LIMITS } from '@tessera/core/entities/form';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { TextField } from '@tessera/ui/TextField';
import { translateFieldMessage } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { describeFormError } from './form-errors';

type Props = { onSubmit: (title: string) => Promise<unknown>; onClose: () => void };

/** The "New form" dialog: a title (checked with the contract's own rule), then the builder opens. */
export function NewFormDialog({ onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = formTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(translateFieldMessage(parsed.error.issues[0]?.message ?? '', t));
      titleRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (caught) {
      setFormError(describeFormError(caught, t, i18n.language));
      setIsSubmitting(false);
    }
  }

  return (
    <Dialog title={t('forms.create.title')} onClose={onClose} initialFocus={titleRef}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        {formError ? <InlineAlert>{formError}</InlineAlert> : null}
        <TextField
          ref={titleRef}
          label={t('forms.fields.title')}
          hint={t('forms.fields.titleHint')}
          value={title}
          maxLength={FORM_LIMITS.titleLength}
          required
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
        />
        <DialogActions>
          <Button onClick={onClose}>{t('forms.common.cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {t('forms.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
