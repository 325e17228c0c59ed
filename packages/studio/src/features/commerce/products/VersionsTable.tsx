import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioProduct } from '@tessera/core/api/studio-commerce';
import { Badge } from '../../../ui/Badge';
import { formatDate, priceLabel } from '../price-label';
import styles from '../commerce.module.css';

/** A product's prices, newest first: the current one marked, each with the subscribers who keep it. */
export function VersionsTable({ product }: { product: StudioProduct }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const count = new Intl.NumberFormat(i18n.language);
  const versions = [...product.versions].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>{t('commerce.versions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('commerce.versions.price')}</th>
            <th scope="col">{t('commerce.versions.trial')}</th>
            <th scope="col" className={styles.number}>
              {t('commerce.versions.subscribers')}
            </th>
            <th scope="col">{t('commerce.versions.since')}</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id}>
              <th scope="row">
                {priceLabel(version, t, i18n.language)}{' '}
                {version.id === product.version_id ? (
                  <Badge tone="success">{t('commerce.versions.current')}</Badge>
                ) : null}
              </th>
              <td>
                {version.trial_days
                  ? t('commerce.versions.trialDays', {
                      count: version.trial_days,
                      formatted: count.format(version.trial_days),
                    })
                  : t('commerce.versions.noTrial')}
              </td>
              <td className={styles.number}>{count.format(version.subscribers)}</td>
              <td>
                <time dateTime={version.created_at}>
                  {formatDate(version.created_at, i18n.language)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
