import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { focusableIn, inertOthers } from './inert-others';
import styles from './styles.module.css';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `drawer` slides in from the start edge (left, or right in Arabic). */
  variant?: 'modal' | 'drawer';
};

/**
 * An accessible modal: role=dialog with aria-modal, named by its title, focus moved in and kept
 * in (Tab cycles, the rest of the page is inert), Escape and the backdrop close it, and focus
 * returns to where it was.
 */
export function Dialog({ title, onClose, children, variant = 'modal' }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    const dialog = dialogRef.current;
    if (!host || !dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The close button comes first in the DOM; start on the content's first control when it has one,
    // unless the content already put focus where it belongs (an autofocused field).
    if (!dialog.contains(document.activeElement)) {
      const [, firstContentControl] = focusableIn(dialog);
      (firstContentControl ?? dialog).focus();
    }
    const restore = inertOthers(host);
    return () => {
      restore();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      ref={hostRef}
      className={variant === 'drawer' ? `${styles.backdrop} ${styles.drawerBackdrop}` : styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={variant === 'drawer' ? styles.drawer : styles.dialog}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
