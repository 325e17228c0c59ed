import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '@tessera/core/entities/page';
import { Notice, noticeStyles } from '../../../../ui/Notice';
import { formatUnlockDate } from '../../format-unlock-date';
import { useHashOverlays } from '../../../../app/HashOverlays/use-hash-overlays';
import { useAccessPromptStore } from '../../access-prompt-store';
import { useAuthStore } from '../../../auth/auth-store';
import { PageList } from '../PageList';
import styles from './styles.module.css';

type ReasonKey = 'requirePurchase' | 'requireAuthentication' | 'private' | 'scheduled' | 'scheduledSoon' | 'startRequired';

/** Why the page is locked, from the engine's outcome first (SPEC §4), then the access reason. */
export function lockReason(page: Pick<PageProps, 'page_access' | 'access_outcome'>): ReasonKey {
  const { reason, data } = page.page_access;
  switch (page.access_outcome) {
    case 'PURCHASE_REQUIRED':
      return 'requirePurchase';
    case 'AUTHENTICATION_REQUIRED':
      return 'requireAuthentication';
    case 'IS_PRIVATE':
      return 'private';
    case 'START_REQUIRED':
      return 'startRequired';
    case 'IS_SCHEDULED':
      return data?.available_after ? 'scheduled' : 'scheduledSoon';
    default:
      break;
  }
  if (reason === 'require_purchase') return 'requirePurchase';
  if (reason === 'is_scheduled') return data?.available_after ? 'scheduled' : 'scheduledSoon';
  if (reason === 'require_authentication') return 'requireAuthentication';
  return 'private';
}

/**
 * SPEC §2: a page the visitor may not see yet shows its title, why, and the way in: Purchase when
 * it is for sale, Log In while signed out, and the pages inside when those may be browsed. After
 * signing in here the page is asked for again (the page data cache follows the viewer).
 */
export function LockScreen({ page }: { page: PageProps }) {
  const { t, i18n } = useTranslation();
  const { open } = useHashOverlays();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const timeZone = useAuthStore((state) => state.user?.timezone ?? null);
  const requestCheckout = useAccessPromptStore((state) => state.requestCheckout);
  const { data } = page.page_access;
  const reason = lockReason(page);
  const date = data?.available_after ? formatUnlockDate(data.available_after, i18n.language, timeZone) : '';
  const isPurchase = reason === 'requirePurchase';
  const showsChildren = page.children.length > 0 && (page.access_outcome === 'VIEWABLE_CHILDREN' || page.page_content_type === 'program');

  const onPurchase = () => {
    requestCheckout({ title: page.page_title, productIds: data?.product_ids ?? [], purchaseOverlay: data?.purchase_overlay ?? null });
    open('checkout');
  };

  return (
    <>
      <Notice icon="lock" title={page.page_title} data={{ 'data-lock-reason': reason }}>
        <p className={noticeStyles.muted}>{t(`lock.${reason}`, { date })}</p>
        <div className={styles.actions}>
          {isPurchase ? (
            <button type="button" className={styles.primary} onClick={onPurchase}>
              {t('lock.purchase')}
            </button>
          ) : null}
          {reason === 'startRequired' && page.progress_root ? (
            <Link to={page.progress_root.path} className={styles.primary}>
              {t('lock.goToStart', { title: page.progress_root.title })}
            </Link>
          ) : null}
          {isSignedIn ? null : (
            <button type="button" className={isPurchase ? styles.secondary : styles.primary} onClick={() => open('auth')}>
              {t('lock.logIn')}
            </button>
          )}
        </div>
      </Notice>
      {showsChildren ? <PageList title={t('lock.inside')} pages={page.children} variant="steps" /> : null}
    </>
  );
}
