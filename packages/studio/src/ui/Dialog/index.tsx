import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import styles from './styles.module.css';

type Props = {
  title: string;
  children: ReactNode;
  /** Escape, the close button and the backdrop's Cancel all end here; the caller unmounts the dialog. */
  onClose: () => void;
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /** Where the focus goes when the dialog opens; the first field or button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
};

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href]';

/**
 * A modal dialog on the native <dialog>: showModal makes the rest of the page inert and puts the
 * dialog in the top layer. Environments without showModal (jsdom) get an open dialog instead.
 */
export function Dialog({ title, children, onClose, role = 'dialog', initialFocus }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // The browser's Escape (cancel) would close the dialog behind React's back.
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

/** The dialog's buttons, last in its body (inside a form when there is one, so Enter submits). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
