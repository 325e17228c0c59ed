import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/ui/Icon';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { PageLoading } from '../../../ui/StatusScreen';
import { useScreenSetup } from './use-screen-setup';
import styles from './styles.module.css';

function SignInPrompt() {
  const { t } = useTranslation();
  const { open } = useHashOverlays();
  useScreenSetup(t('account.title'));
  return (
    <section className={styles.prompt}>
      <span className={styles.promptIcon} aria-hidden="true">
        <Icon name="user" size={28} />
      </span>
      <h1 className={styles.promptTitle}>{t('account.guestTitle')}</h1>
      <p className={styles.muted}>{t('account.guestText')}</p>
      <button type="button" className={styles.primary} onClick={() => open('auth')}>
        {t('toolbar.signIn')}
      </button>
    </section>
  );
}

/** The account belongs to a member: a guest gets the way in, and the screen once signed in. */
export function RequireMember({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  if (status === 'unchecked') return <PageLoading />;
  if (status === 'authenticated') return children;
  return <SignInPrompt />;
}
