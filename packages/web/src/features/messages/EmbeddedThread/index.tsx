import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/ui/Icon';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { MessagingWordsGate } from '../messaging-words';
import styles from './styles.module.css';

// The conversation itself (its queries, contracts and views) is a member's: a guest, who sees
// the invitation to sign in, never loads it (decision 041).
const LiveThread = lazy(() => import('./LiveThread').then((module) => ({ default: module.LiveThread })));

type Props = { threadId: string; title?: string; variant: 'chat' | 'comments' };

export function EmbeddedThreadBody({ threadId, label }: { threadId: string; label: string }) {
  const { t } = useTranslation();
  const status = useAuthStore((state) => state.status);
  const { open } = useHashOverlays();
  if (status === 'unchecked') return <p className={styles.note}>{t('common.loading')}</p>;
  if (status !== 'authenticated') {
    return (
      <div className={styles.note}>
        <p>{t('messaging.comments.signIn')}</p>
        <button type="button" className={styles.signIn} onClick={() => open('auth')}>
          {t('messaging.signInAction')}
        </button>
      </div>
    );
  }
  const loading = (
    <p className={styles.note} role="status">
      {t('messaging.loadingThread')}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      <LiveThread threadId={threadId} label={label} loading={loading} />
    </Suspense>
  );
}

/** A thread inside a page: the chat block's conversation, or a commentable page's comments. */
export function EmbeddedThread({ threadId, title, variant }: Props) {
  const headingId = useId();
  return (
    <MessagingWordsGate>
      <EmbeddedFrame headingId={headingId} title={title} variant={variant}>
        <EmbeddedThreadBody threadId={threadId} label={title ?? ''} />
      </EmbeddedFrame>
    </MessagingWordsGate>
  );
}

function EmbeddedFrame({
  headingId,
  title,
  variant,
  children,
}: {
  headingId: string;
  title?: string;
  variant: Props['variant'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading =
    title || (variant === 'comments' ? t('messaging.comments.title') : t('messaging.title'));
  return (
    <section className={styles.frame} aria-labelledby={headingId} data-variant={variant}>
      <h2 id={headingId} className={styles.heading}>
        <Icon name="chat" size={20} />
        <span>{heading}</span>
      </h2>
      {children}
    </section>
  );
}
