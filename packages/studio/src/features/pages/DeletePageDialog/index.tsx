import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import styles from './styles.module.css';

type Props = { title: string; descendantCount: number; onConfirm: () => void; onClose: () => void };

/** Confirms a delete, saying how many pages under it go too. Cancel has the focus: the safe choice. */
export function DeletePageDialog({ title, descendantCount, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title={t('pages.delete.title', { title })} onClose={onClose} initialFocus={cancelRef}>
      <p className={styles.text}>
        {descendantCount > 0 ? t('pages.delete.withChildren', { count: descendantCount }) : t('pages.delete.alone')}
      </p>
      <p className={styles.text}>{t('pages.delete.permanent')}</p>
      <DialogActions>
        <Button ref={cancelRef} onClick={onClose}>
          {t('pages.common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {descendantCount > 0 ? t('pages.delete.confirmAll', { count: descendantCount + 1 }) : t('pages.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
