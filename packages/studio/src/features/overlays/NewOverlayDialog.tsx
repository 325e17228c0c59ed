import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayTitleSchema } from '@tessera/core/api/studio-overlays';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { translateFieldMessage } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { describeOverlayError } from './overlay-errors';
import { OverlayTitleField } from './OverlayTitleField';

type Props = { onSubmit: (title: string) => Promise<unknown>; onClose: () => void };

/** The "New overlay" form: a title (checked with the contract's own rule), then the editor opens. */
export function NewOverlayDialog({ onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = overlayTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(translateFieldMessage(parsed.error.issues[0]?.message ?? '', t));
      titleRef.current?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (caught) {
      setFormError(describeOverlayError(caught, t, i18n.language));
      setIsSubmitting(false);
    }
  }

  return (
    <Dialog title={t('overlays.create.title')} onClose={onClose} initialFocus={titleRef}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        {formError ? <InlineAlert>{formError}</InlineAlert> : null}
        <OverlayTitleField
          ref={titleRef}
          value={title}
          error={error}
          onChange={(next) => {
            setTitle(next);
            setError(undefined);
          }}
        />
        <DialogActions>
          <Button onClick={onClose}>{t('overlays.common.cancel')}</Button>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {isSubmitting ? t('overlays.create.submitting') : t('overlays.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
