import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton';
import { visuallyHiddenClass } from '../VisuallyHidden';
import { focusableIn, inertOthers } from './focus';
import styles from './styles.module.css';

type DialogProps = {
  title: string;
  /** Escape, the backdrop and the close button all end here; the caller unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /**
   * `card` is centred at every width; `sheet` rises from the bottom while the screen (or the
   * studio's 375 px preview) is narrow and is a centred card from 768 px; `drawer` slides in from
   * the start edge (left, or right in Arabic); `fullscreen` is a viewer (an image) that fills the
   * screen on a dark backdrop, its title for screen readers only and its close button floating at
   * the top end, and a press anywhere but on the content closes it.
   */
  variant?: 'card' | 'sheet' | 'drawer' | 'fullscreen';
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes when the dialog opens (`close`: its close button, for content with no control
   * of its own), unless the content focused something of its own first (an autofocused field, a
   * heading); without it, the content's first control.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'close';
  /** The accessible name of a close button in the header; without it the content's own buttons close the dialog. */
  closeLabel?: string;
};

/**
 * An accessible modal: role=dialog (or alertdialog) with aria-modal, named by its title, focus
 * moved in and kept in (Tab cycles, the rest of the page is inert), Escape and the backdrop close
 * it, and focus returns to where it was. Portalled to <body>, so no ancestor can clip it.
 */
export function Dialog({ title, onClose, children, variant = 'card', role = 'dialog', initialFocus, closeLabel }: DialogProps) {
  const titleId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const isFullscreen = variant === 'fullscreen';
  // Read while rendering: a field that focuses itself (autoFocus) does so before any effect runs.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const host = hostRef.current;
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    if (!host || !dialog || !body) return undefined;
    // The close button comes first in the DOM; start where asked, else on the content's first control.
    // Content that already put focus where it belongs (an autofocused field, a step that focuses its
    // own heading in an effect, which runs before this one) keeps it, whatever `initialFocus` says:
    // otherwise every mount, a remount too, would pull the reader back to Close.
    const asked = initialFocus === 'close' ? closeRef.current : initialFocus?.current;
    if (!body.contains(document.activeElement)) (asked ?? focusableIn(body)[0] ?? dialog).focus();
    const restore = inertOthers(host);
    return () => {
      restore();
      // Unless the caller has already put focus somewhere (it closed the dialog from a handler).
      const active = document.activeElement;
      const isFocusLost = !active || active === document.body || host.contains(active);
      if (isFocusLost && opener?.isConnected) opener.focus();
    };
  }, [initialFocus, opener]);

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
      className={styles.backdrop}
      data-variant={variant}
      onMouseDown={(event) => {
        // A full-screen dialog has no panel: its own empty surface is the backdrop.
        const { target } = event;
        const isBackdrop =
          target === event.currentTarget || (isFullscreen && (target === dialogRef.current || target === bodyRef.current || target === headerRef.current));
        if (isBackdrop) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={handleKeyDown}
      >
        <div ref={headerRef} className={styles.header}>
          <h2 id={titleId} className={isFullscreen ? visuallyHiddenClass : styles.title}>
            {title}
          </h2>
          {closeLabel ? <IconButton ref={closeRef} icon="close" label={closeLabel} className={styles.close} onClick={onClose} /> : null}
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** The dialog's buttons, last in its body (inside a form when there is one, so Enter submits). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
