import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { Button } from '../../ui/Button';
import styles from './OverlaysScreen.module.css';

type Props = { title: string; isBusy: boolean; onConfirm: () => void; onClose: () => void };

/** Confirms a delete, saying what it means for buttons and purchases that open it. Cancel has the focus. */
export function DeleteOverlayDialog({ title, isBusy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title={t('overlays.delete.title', { title })} onClose={onClose} initialFocus={cancelRef}>
      <p className={styles.text}>{t('overlays.delete.body')}</p>
      <DialogActions>
        <Button ref={cancelRef} onClick={onClose}>
          {t('overlays.common.cancel')}
        </Button>
        <Button variant="danger" isBusy={isBusy} onClick={onConfirm}>
          {t('overlays.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
