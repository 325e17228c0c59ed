import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { MenuDrawer } from '../MenuDrawer';
import { RouterLink } from '../../features/pages/RouterLink';
import { isTabActive, tabBarItems } from './tab-items';
import styles from './styles.module.css';

/**
 * SPEC §3 `show_tabbar`: the app's menu as a bar at the bottom of a phone or tablet screen (the
 * desktop toolbar shows the menu itself). The current tab is marked for sight and for screen
 * readers (`aria-current`); a menu longer than five items keeps the rest behind "More". The bar
 * clears the home indicator of phones without a home button (safe-area inset).
 */
export function TabBar({ menu }: { menu: PublicAppConfig['menu'] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const { tabs, more } = tabBarItems(menu);
  const isMoreActive = more.some((item) => isTabActive(item.path, pathname));

  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.tabBar} aria-label={t('toolbar.mainNavigation')} data-testid="tab-bar">
        <ul className={styles.list}>
          {tabs.map((item) => (
            <li key={item.path} className={styles.item}>
              <RouterLink href={item.path} className={styles.tab} end={item.path === '/'}>
                <span className={styles.label}>{item.title}</span>
              </RouterLink>
            </li>
          ))}
          {more.length > 0 ? (
            <li className={styles.item}>
              <button
                type="button"
                className={styles.tab}
                data-active={isMoreActive || undefined}
                aria-haspopup="dialog"
                aria-expanded={isMoreOpen}
                onClick={() => setIsMoreOpen(true)}
              >
                <span className={styles.label}>{t('tabBar.more')}</span>
              </button>
            </li>
          ) : null}
        </ul>
        {isMoreOpen ? (
          <MenuDrawer items={more} title={t('tabBar.more')} onClose={() => setIsMoreOpen(false)} />
        ) : null}
      </nav>
    </>
  );
}
