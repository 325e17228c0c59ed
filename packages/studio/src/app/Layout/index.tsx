import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Button } from '../../ui/Button';
import { Header } from '../Header';
import { describeError } from '../describe-error';
import { ownerQuery } from '../owner-query';
import { StateMessage } from '../../ui/StateMessage';
import styles from './styles.module.css';

/**
 * Header and main region around every screen. Screens render only once the studio knows whether
 * someone is signed in, so none of them has to handle that question itself.
 */
export function Layout() {
  const { t, i18n } = useTranslation();
  const owner = useQuery(ownerQuery);
  return (
    <div className={styles.shell}>
      <Header owner={owner.data ?? null} />
      <main className={styles.main}>
        {owner.isPending ? (
          <StateMessage tone="waiting" title={t('session.checking')} />
        ) : owner.isError ? (
          <StateMessage
            tone="error"
            title={describeError(owner.error, t, i18n.language)}
            action={
              <Button onClick={() => void owner.refetch()} isBusy={owner.isFetching}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
