import { useEffect } from 'react';
import { Dialog } from '@tessera/ui/Dialog';
import { actionMessages } from '../../lib/action-messages';
import { useBlockMessages } from '../../lib/i18n';
import styles from './styles.module.css';

type LightboxProps = { src: string; alt: string; onClose: () => void };

/**
 * An image full screen over the page (`open_lightbox`): the shared Dialog's `fullscreen` variant,
 * named by the picture's alt text, starting on Close (the only control). The Dialog makes the page
 * inert, keeps focus inside, closes on Escape or a press beside the picture and gives focus back
 * to what opened it; here the page behind also stops scrolling.
 */
export function Lightbox({ src, alt, onClose }: LightboxProps) {
  const { t } = useBlockMessages(actionMessages);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <Dialog
      variant="fullscreen"
      title={alt || t('imageViewer')}
      closeLabel={t('close')}
      initialFocus="close"
      onClose={onClose}
    >
      <img className={styles.image} src={src} alt={alt} />
    </Dialog>
  );
}
