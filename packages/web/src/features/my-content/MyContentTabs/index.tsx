import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { myContentSections } from './sections';
import styles from './styles.module.css';

/** The tabs between the schedule, the events calendar and the shelves of My content. */
export function MyContentTabs() {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('myContent.title')}>
      {(['schedule', 'events', ...myContentSections] as const).map((section) => (
        <NavLink key={section} to={`/me/${section}`} className={styles.tab}>
          {t(`myContent.${section}.title`)}
        </NavLink>
      ))}
    </nav>
  );
}
