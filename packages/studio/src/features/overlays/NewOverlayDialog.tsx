import { useTranslation } from 'react-i18next';
import { overlayTitleSchema } from '@tessera/core/api/studio-overlays';
import { NameFirstDialog } from '../../ui/NameFirstDialog';
import { describeOverlayError } from './overlay-errors';
import { OverlayTitleField } from './OverlayTitleField';

type Props = { onSubmit: (title: string) => Promise<unknown>; onClose: () => void };

/** The "New overlay" form: a title (checked with the contract's own rule), then the editor opens. */
export function NewOverlayDialog({ onSubmit, onClose }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <NameFirstDialog
      title={t('overlays.create.title')}
      submitLabel={t('overlays.create.submit')}
      submittingLabel={t('overlays.create.submitting')}
      cancelLabel={t('overlays.common.cancel')}
      schema={overlayTitleSchema}
      describeError={(caught) => describeOverlayError(caught, t, i18n.language)}
      renderField={(field) => <OverlayTitleField ref={field.ref} value={field.value} error={field.error} onChange={field.onChange} />}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
