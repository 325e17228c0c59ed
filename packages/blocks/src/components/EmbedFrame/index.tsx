import { useState } from 'react';
import type { IframeHTMLAttributes } from 'react';
import shared from '../../lib/shared.module.css';
import styles from './styles.module.css';

type Props = Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'title' | 'sandbox' | 'allow' | 'referrerPolicy'>;

/**
 * Another site's page filling its box, loaded when it scrolls near. Until the frame has loaded, a
 * soft shimmer fills the box, so a member on a slow connection sees that something is coming
 * rather than an empty card. The shimmer is decoration: the frame's title names it for screen readers.
 */
export function EmbedFrame(props: Props) {
  const [isLoaded, setLoaded] = useState(false);
  return (
    <>
      {isLoaded ? null : <span className={styles.loading} aria-hidden="true" data-testid="embed-loading" />}
      <iframe {...props} className={shared.fill} loading="lazy" onLoad={() => setLoaded(true)} />
    </>
  );
}
