import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@tessera/core/errors';
import { Icon } from '@tessera/ui/Icon';
import { useScreenSetup as useScreenTitle } from '../../account/Account/use-screen-setup';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { PageLoading } from '../../../ui/StatusScreen';
import { useAuthStore } from '../../auth/auth-store';
import { MessagingWordsGate } from '../messaging-words';
import styles from './styles.module.css';

/** A messaging screen is not a published page: the account screens' setup (toolbar, tab title). */
export { useScreenSetup as useScreenTitle } from '../../account/Account/use-screen-setup';

function SignInPrompt() {
  const { t } = useTranslation();
  const { open } = useHashOverlays();
  useScreenTitle(t('messaging.title'));
  return (
    <section className={styles.state}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="message" size={28} />
      </span>
      <h1 className={styles.title}>{t('messaging.title')}</h1>
      <p className={styles.muted}>{t('messaging.signIn')}</p>
      <button type="button" className={styles.primary} onClick={() => open('auth')}>
        {t('messaging.signInAction')}
      </button>
    </section>
  );
}

/** Messaging's words, then the screen for a member (a guest is asked to sign in). */
export function MessagingScreen({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  return (
    <MessagingWordsGate fallback={<PageLoading />}>
      {status === 'unchecked' ? (
        <PageLoading />
      ) : status === 'authenticated' ? (
        children
      ) : (
        <SignInPrompt />
      )}
    </MessagingWordsGate>
  );
}

/** SPEC §8 Messaging: the words for why messages could not be shown. */
export function errorWords(error: unknown, t: (key: string) => string): string {
  if (error instanceof AppError) {
    if (error.code === 'thread_forbidden' || error.code === 'thread_not_found')
      return t('messaging.errors.forbidden');
    if (error.code === 'messaging_not_available') return t('messaging.errors.notAvailable');
    if (error.code === 'group_chat_unavailable') return t('messaging.errors.groupsOnPro');
    if (error.code === 'cannot_message' || error.code === 'cannot_message_self')
      return t('messaging.errors.cannotMessage');
  }
  return t('messaging.loadFailed');
}

/** Loading failed: why, and a retry when trying again can help. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const isFinal = error instanceof AppError && error.status >= 400 && error.status < 500;
  return (
    <section className={styles.state} role="alert">
      <p className={styles.title}>{errorWords(error, t)}</p>
      {isFinal ? null : (
        <button type="button" className={styles.primary} onClick={onRetry}>
          {t('messaging.retry')}
        </button>
      )}
    </section>
  );
}

export { styles as screenStyles };
