import { useTranslation } from 'react-i18next';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import styles from './styles.module.css';

/** Shown while page data loads: the shape of a page, announced to screen readers once. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={visuallyHiddenClass}>{t('common.loading')}</span>
      <div className={styles.skeletonHero} />
      <div className={styles.skeletonLine} />
      <div className={`${styles.skeletonLine} ${styles.short}`} />
    </div>
  );
}

/** A page that failed to load for a reason other than not existing (network, server). */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.status} role="alert">
      <h1 className={styles.title}>{t('common.errorTitle')}</h1>
      <p className={styles.text}>{t('common.errorText')}</p>
      <button type="button" className={styles.primary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
