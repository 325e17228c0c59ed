import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './EventsScreen.module.css';

/** The Events section's two views: the events themselves and the calendar of everything scheduled. */
export function EventsTabs({ appId }: { appId: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('events.tabs.label')} className={styles.tabs}>
      <NavLink end className={styles.tab} to={`/apps/${appId}/events`}>
        {t('events.tabs.list')}
      </NavLink>
      <NavLink className={styles.tab} to={`/apps/${appId}/events/calendar`}>
        {t('events.tabs.calendar')}
      </NavLink>
    </nav>
  );
}
