import { NavLink } from 'react-router';
import { Icon } from '@tessera/ui/Icon';
import { useUnreadCount } from './queries';
import { notificationWords } from './words';
import styles from './styles.module.css';

/** The toolbar's bell: to the notification centre, with the unread count (over 99 reads 99+). */
export function NotificationBell() {
  const { t } = notificationWords.useWords('notifications');
  const { data: count = 0 } = useUnreadCount();
  return (
    <NavLink to="/me/notifications" className={styles.bell} aria-label={count > 0 ? t('centre.bellUnread', { count }) : t('centre.bell')}>
      <Icon name="bell" />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </NavLink>
  );
}
