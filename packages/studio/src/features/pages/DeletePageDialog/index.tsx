import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

type Props = { title: string; descendantCount: number; onConfirm: () => void; onClose: () => void };

/** Confirms a delete, saying how many pages under it go too. Cancel has the focus: the safe choice. */
export function DeletePageDialog({ title, descendantCount, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('pages.delete.title', { title })}
      cancelLabel={t('pages.common.cancel')}
      confirmLabel={descendantCount > 0 ? t('pages.delete.confirmAll', { count: descendantCount + 1 }) : t('pages.delete.confirm')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{descendantCount > 0 ? t('pages.delete.withChildren', { count: descendantCount }) : t('pages.delete.alone')}</p>
      <p>{t('pages.delete.permanent')}</p>
    </ConfirmDialog>
  );
}
