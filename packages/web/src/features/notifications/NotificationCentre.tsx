import { Link, useNavigate } from 'react-router';
import type { InboxNotification } from '@tessera/core/api/notifications';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { PageLoading } from '../../ui/StatusScreen';
import { SubmitButton } from '../../ui/SubmitButton';
import { useScreenSetup } from '../account/Account/use-screen-setup';
import { RequireMember } from '../account/Account/RequireMember';
import { useInbox, useMarkRead } from './queries';
import { notificationWords } from './words';
import styles from './styles.module.css';
import accountStyles from '../account/Account/styles.module.css';

function when(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function Item({ notification, onOpen }: { notification: InboxNotification; onOpen: (notification: InboxNotification) => void }) {
  const { t, i18n } = notificationWords.useWords('notifications');
  const isUnread = notification.read_at === null;
  return (
    <li>
      <button type="button" className={styles.item} onClick={() => onOpen(notification)}>
        <span className={`${styles.dot} ${isUnread ? styles.unreadDot : ''}`} aria-hidden="true" />
        <span className={styles.itemTitle}>
          {isUnread ? <span className={visuallyHiddenClass}>{`${t('centre.unread')}: `}</span> : null}
          {notification.title}
        </span>
        {notification.body ? <span className={styles.itemBody}>{notification.body}</span> : null}
        <time className={styles.itemTime} dateTime={notification.created_at}>
          {when(notification.created_at, i18n.language)}
        </time>
      </button>
    </li>
  );
}

function Centre() {
  const { t } = notificationWords.useWords('notifications');
  const navigate = useNavigate();
  const inbox = useInbox();
  const markRead = useMarkRead();
  useScreenSetup(t('centre.title'));

  const open = (notification: InboxNotification) => {
    if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
    if (notification.url) void navigate(notification.url);
  };

  const notifications = inbox.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = inbox.data?.pages[0]?.unread_count ?? 0;
  return (
    <section className={accountStyles.screen} aria-labelledby="notification-centre-title">
      <div className={styles.toolbarRow}>
        <h1 id="notification-centre-title" className={accountStyles.title}>
          {t('centre.title')}
        </h1>
        <Link className={styles.settingsLink} to="/me/account/notifications">{t('centre.settings')}</Link>
      </div>
      {inbox.isPending ? (
        <PageLoading />
      ) : inbox.isError ? (
        <div role="alert" className={styles.result}>
          <p className={styles.text}>{t('centre.loadError')}</p>
          <SubmitButton type="button" onClick={() => void inbox.refetch()}>
            {t('centre.retry')}
          </SubmitButton>
        </div>
      ) : notifications.length === 0 ? (
        <div role="status" className={styles.result}>
          <p className={styles.text}>{t('centre.empty')}</p>
          <p className={styles.muted}>{t('centre.emptyHint')}</p>
        </div>
      ) : (
        <>
          {unread > 0 ? (
            <div>
              <button type="button" className={styles.linkButton} onClick={() => markRead.mutate({ all: true })} aria-busy={markRead.isPending || undefined}>
                {t('centre.markAllRead')}
              </button>
            </div>
          ) : null}
          <ul className={styles.list}>
            {notifications.map((notification) => (
              <Item key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
          {inbox.hasNextPage ? (
            <SubmitButton type="button" variant="secondary" isBusy={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              {t('centre.more')}
            </SubmitButton>
          ) : null}
        </>
      )}
    </section>
  );
}

/** `/me/notifications`: the in-app notification centre, newest first, for signed-in members. */
export function NotificationCentreScreen() {
  return (
    <RequireMember>
      <Centre />
    </RequireMember>
  );
}
