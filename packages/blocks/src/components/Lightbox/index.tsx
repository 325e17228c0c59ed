import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '@tessera/ui/Icon';
import { actionMessages } from '../../lib/action-messages';
import { useBlockMessages } from '../../lib/i18n';
import styles from './styles.module.css';

type LightboxProps = { src: string; alt: string; onClose: () => void };

/**
 * An image full screen over the page (`open_lightbox`). A modal dialog: focus moves to Close and
 * stays inside, Escape or a tap on the backdrop closes it, focus returns to what opened it, and
 * the page behind does not scroll.
 */
export function Lightbox({ src, alt, onClose }: LightboxProps) {
  const { t } = useBlockMessages(actionMessages);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // Close is the only control: Tab keeps focus on it.
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={alt || t('imageViewer')}
      onKeyDown={onKeyDown}
      onClick={onClose}
    >
      <img
        className={styles.image}
        src={src}
        alt={alt}
        onClick={(event) => event.stopPropagation()}
      />
      <button
        ref={closeRef}
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={t('close')}
      >
        <Icon name="close" />
      </button>
    </div>,
    document.body,
  );
}
