import { useRef, useState } from 'react';
import type { IframeHTMLAttributes } from 'react';
import { useNearViewport } from '@tessera/ui/use-near-viewport';
import shared from '../../lib/shared.module.css';
import styles from './styles.module.css';

type Props = Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title' | 'sandbox' | 'allow' | 'referrerPolicy'>;

/**
 * Another site's page filling its box, loaded when it scrolls near: the frame is added then (a
 * browser's own `loading="lazy"` loads frames thousands of pixels ahead, competing with the first
 * screen). Until the frame has loaded, a soft shimmer fills the box, so a member on a slow
 * connection sees that something is coming rather than an empty card. The shimmer is decoration:
 * the frame's title names it for screen readers.
 */
export function EmbedFrame(props: Props) {
  const [isLoaded, setLoaded] = useState(false);
  const placeholder = useRef<HTMLSpanElement>(null);
  const isNear = useNearViewport(placeholder);
  return (
    <>
      {isLoaded ? null : <span ref={placeholder} className={styles.loading} aria-hidden="true" data-testid="embed-loading" />}
      {isNear ? <iframe {...props} className={shared.fill} loading="lazy" onLoad={() => setLoaded(true)} /> : null}
    </>
  );
}
