import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@tessera/core/entities/page';
import { Icon } from '../../components/Icon';
import { useHashOverlays } from '../../overlays/use-hash-overlays';
import { useAuthStore } from '../../stores/auth';
import styles from './styles.module.css';

/**
 * SPEC §2: a page the visitor may not see yet shows its title, why, and the way in: Purchase when
 * it is for sale, Log In while signed out.
 */
export function LockScreen({ page }: { page: PageProps }) {
  const { t, i18n } = useTranslation();
  const { open } = useHashOverlays();
  const titleId = useId();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const { reason, data } = page.page_access;
  const availableAfter = data?.available_after ? new Date(data.available_after) : null;
  const reasonText =
    reason === 'require_purchase'
      ? t('lock.requirePurchase')
      : reason === 'is_scheduled' && availableAfter
        ? t('lock.scheduled', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(availableAfter) })
        : reason === 'is_scheduled'
          ? t('lock.scheduledSoon')
          : t('lock.requireAuthentication');

  return (
    <section className={styles.lock} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="lock" size={28} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {page.page_title}
      </h1>
      <p className={styles.reason}>{reasonText}</p>
      <div className={styles.actions}>
        {reason === 'require_purchase' ? (
          <button type="button" className={styles.primary} onClick={() => open('checkout')}>
            {t('lock.purchase')}
          </button>
        ) : null}
        {isSignedIn ? null : (
          <button type="button" className={reason === 'require_purchase' ? styles.secondary : styles.primary} onClick={() => open('auth')}>
            {t('lock.logIn')}
          </button>
        )}
      </div>
    </section>
  );
}
