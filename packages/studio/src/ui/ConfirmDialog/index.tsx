import { useRef, type ReactNode } from 'react';
import { Dialog, DialogActions } from '@tessera/ui/Dialog';
import { Button } from '../Button';
import styles from './styles.module.css';

type Props = {
  title: string;
  /** What the step means, as paragraphs. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a step that cannot be undone (a delete): an alert dialog whose Cancel has the focus,
 * the safe choice, and whose confirming button says what it does.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, isBusy = false, onConfirm, onClose }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title={title} onClose={onClose} initialFocus={cancelRef}>
      <div className={styles.body}>{children}</div>
      <DialogActions>
        <Button ref={cancelRef} onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button variant="danger" isBusy={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
