import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/ui/Icon';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { MessagingWordsGate } from '../messaging-words';
import { useThread } from '../messaging-queries';
import { ErrorState } from '../Screen';
import { ThreadView } from '../ThreadScreen/ThreadView';
import styles from './styles.module.css';

type Props = { threadId: string; title?: string; variant: 'chat' | 'comments' };

export function EmbeddedThreadBody({ threadId, label }: { threadId: string; label: string }) {
  const { t } = useTranslation();
  const status = useAuthStore((state) => state.status);
  const isAdmin = useAuthStore((state) => Boolean(state.user?.is_account_admin));
  const { open } = useHashOverlays();
  const thread = useThread(status === 'authenticated' ? threadId : null);
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
  if (thread.isPending) {
    return (
      <p className={styles.note} role="status">
        {t('messaging.loadingThread')}
      </p>
    );
  }
  if (thread.isError)
    return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  return (
    <ThreadView
      thread={thread.data}
      canWrite={thread.data.kind !== 'feed' || isAdmin}
      allowReplies
      label={label}
      compact
    />
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
