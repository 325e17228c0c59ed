import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

type Props = { title: string; isBusy: boolean; onConfirm: () => void; onClose: () => void };

/** Confirms a delete, saying what it means for buttons and purchases that open it. Cancel has the focus. */
export function DeleteOverlayDialog({ title, isBusy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('overlays.delete.title', { title })}
      cancelLabel={t('overlays.common.cancel')}
      confirmLabel={t('overlays.delete.confirm')}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('overlays.delete.body')}</p>
    </ConfirmDialog>
  );
}
