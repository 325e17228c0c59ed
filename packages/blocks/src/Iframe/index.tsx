import type { CSSProperties } from 'react';
import { BLOCK_BASE_HEIGHT } from '@tessera/core/constants';
import { EmbedFrame } from '../components/EmbedFrame';
import { useBlockMessages } from '../lib/i18n';
import { useIsClient } from '@tessera/ui/use-is-client';
import type { BlockRendererProps } from '../types';
import { sandboxFor } from './sandbox';
import { iframeMessages } from './messages';
import styles from './styles.module.css';

/**
 * Another site's page (https only) in a sandboxed frame, loaded when it scrolls near. Sized by its
 * ratio (height as a percentage of width), else the block base height.
 */
export default function Iframe({ props }: BlockRendererProps<'iframe_block'>) {
  const { url, title, ratio, allow_fullscreen } = props;
  const { t } = useBlockMessages(iframeMessages);
  const isClient = useIsClient();
  if (!url) return null;
  const style = (ratio === null
    ? { '--iframe-height': `${BLOCK_BASE_HEIGHT}px` }
    : { '--iframe-ratio': String(ratio) }) as Record<string, string> as CSSProperties;

  return (
    <div className={styles.wrap}>
      <div
        className={ratio === null ? styles.frame : `${styles.frame} ${styles.ratio}`}
        style={style}
      >
        {isClient ? (
          <EmbedFrame
            src={url}
            title={title || t('embedded')}
            sandbox={sandboxFor(url, window.location.origin)}
            allow={
              allow_fullscreen
                ? 'fullscreen; picture-in-picture; encrypted-media'
                : 'picture-in-picture; encrypted-media'
            }
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </div>
    </div>
  );
}
