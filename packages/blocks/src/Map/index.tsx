import { useId } from 'react';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { EmbedFrame } from '../components/EmbedFrame';
import { Icon } from '@tessera/ui/Icon';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { osmEmbedUrl, osmLink } from './osm';
import { mapMessages } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';

/**
 * A place: its address, a map when the owner gave coordinates (OpenStreetMap's embed, loaded only
 * when scrolled near, no key), and always a link to open it on openstreetmap.org.
 */
export default function MapBlock({ props }: BlockRendererProps<'map_block'>) {
  const { title, address, latitude, longitude, zoom } = props;
  const { t } = useBlockMessages(mapMessages);
  const headingId = useId();
  const hasPoint = latitude !== null && longitude !== null;
  if (!hasPoint && !address.trim()) return null;
  const place = title || address;

  return (
    <section className={shared.section} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={shared.sectionTitle}>
          {title}
        </h2>
      ) : null}
      <div className={styles.card}>
        {hasPoint ? (
          <div className={styles.frame}>
            <EmbedFrame
              src={osmEmbedUrl(latitude, longitude, zoom)}
              title={place ? t('mapOf', { place }) : t('map')}
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        ) : null}
        <div className={styles.footer}>
          {address ? (
            <address className={styles.address}>
              <Icon name="map_pin" size={20} className={styles.pin} />
              <span>{address}</span>
            </address>
          ) : null}
          <a
            className={styles.open}
            href={osmLink({ latitude, longitude, zoom, address })}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span>{t('openInMaps')}</span> <span className={visuallyHiddenClass}>{t('newTab')}</span>
            <Icon name="external" size={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
