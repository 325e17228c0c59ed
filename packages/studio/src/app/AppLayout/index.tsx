import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { Arrow } from '../../ui/Arrow';
import { Button } from '../../ui/Button';
import { appsQuery } from '../studio-queries';
import { StateMessage } from '../../ui/StateMessage';
import styles from './styles.module.css';

const SECTIONS = ['pages', 'overlays', 'forms', 'programs', 'workouts', 'events', 'packs', 'calendar', 'commerce', 'moderation', 'blasts', 'theme', 'settings', 'members', 'analytics', 'integrations'] as const;
type Section = (typeof SECTIONS)[number];

/** The section an address is in: `/apps/1/pages/2` → pages. */
function sectionOf(pathname: string, appId: string): Section | undefined {
  const rest = pathname.split(`/apps/${appId}/`)[1]?.split('/')[0];
  return SECTIONS.find((section) => section === rest);
}

/**
 * The frame of one app's screens: the app's name, the way back to all apps, and the app's sections.
 * On phones the sections fold into one button that names where the owner is. The name comes from
 * the apps list (usually cached from the screen before); an app outside the owner's account is
 * simply not in it.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const { pathname } = useLocation();
  const navId = useId();
  const apps = useQuery(appsQuery);
  const app = apps.data?.apps.find((candidate) => candidate.id === appId);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const current = sectionOf(pathname, appId);

  if (apps.isSuccess && !app) {
    return (
      <StateMessage tone="empty" title={t('appShell.notFoundTitle')} action={<Link to="/">{t('appShell.allApps')}</Link>}>
        {t('errors.notFound')}
      </StateMessage>
    );
  }

  return (
    <div className={styles.shell}>
      <div className={styles.top}>
        <Link to="/" className={styles.back}>
          <Arrow direction="back" />
          {t('appShell.allApps')}
        </Link>
        <p className={styles.appName}>
          {app ? app.name : apps.isPending ? <span className={styles.nameSkeleton} aria-label={t('appShell.loading')} role="img" /> : null}
        </p>
      </div>
      <nav className={styles.nav} aria-label={t('appShell.navLabel')}>
        <Button
          className={styles.menuButton}
          aria-expanded={isMenuOpen}
          aria-controls={navId}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          <span>{current ? t(`appShell.sections.${current}`) : t('appShell.menu')}</span>
          <span aria-hidden="true" className={styles.chevron} />
        </Button>
        <ul id={navId} className={styles.list} data-open={isMenuOpen || undefined}>
          {SECTIONS.map((section) => (
            <li key={section}>
              <NavLink className={styles.link} to={`/apps/${appId}/${section}`} onClick={() => setIsMenuOpen(false)}>
                {t(`appShell.sections.${section}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {apps.isError ? (
        <p className={styles.warning} role="status">
          {t('appShell.listError')}
        </p>
      ) : null}
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
