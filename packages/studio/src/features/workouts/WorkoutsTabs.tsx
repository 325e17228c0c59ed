import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './workouts.module.css';

/** The Workouts section's two views: the workouts and the exercise library they are built from. */
export function WorkoutsTabs({ appId }: { appId: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('workouts.tabs.label')} className={styles.tabs}>
      <NavLink end className={styles.tab} to={`/apps/${appId}/workouts`}>
        {t('workouts.tabs.workouts')}
      </NavLink>
      <NavLink className={styles.tab} to={`/apps/${appId}/workouts/exercises`}>
        {t('workouts.tabs.library')}
      </NavLink>
    </nav>
  );
}
