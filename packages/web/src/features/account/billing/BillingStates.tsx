import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/ui/Icon';
import type { IconName } from '@tessera/ui/Icon';
import { PageLoading } from '../../../ui/StatusScreen';
import styles from '../Account/styles.module.css';
import billing from './billing.module.css';

/** What a billing list shows before it has rows: loading, a failure with Try again, or nothing yet. */
export function ListState({ state, icon, emptyText, onRetry }: { state: 'loading' | 'error' | 'empty'; icon: IconName; emptyText: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === 'loading') return <PageLoading />;
  if (state === 'error') {
    return (
      <div className={billing.state} role="alert" data-list-state="error">
        <p className={styles.muted}>{t('account.billing.loadFailed')}</p>
        <button type="button" className={billing.secondary} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.empty} data-list-state="empty">
      <span className={styles.promptIcon} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.muted}>{emptyText}</p>
    </div>
  );
}
