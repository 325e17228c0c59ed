import { useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { DeviceClass } from '@tessera/core/constants';
import { useAppConfig } from '../app-config-context';
import { appEvents } from '../events';
import { canGoBackInHistory, goBack } from './go-back';
import { useCurrentPageStore } from '../current-page-store';
import { IconButton } from '@tessera/ui/IconButton';
import { MenuDrawer, MenuLinks } from '../MenuDrawer';
import { RouterLink } from '../../features/pages/RouterLink';
import { toolbarColors } from './toolbar-colors';
import { useHideOnScroll } from './use-hide-on-scroll';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';

/** Toolbar height in px; the logo is a share of it (`logo_height_ratio`, default 50%). */
const TOOLBAR_HEIGHT = 56;
/** The logo is at most 180px wide (styles.module.css). */
const LOGO_SIZES = '180px';

type ToolbarProps = {
  deviceClass: DeviceClass;
  /** Right-side actions (sign in now; notifications and messages later). */
  actions?: ReactNode;
  canGoBack?: () => boolean;
};

/**
 * SPEC §2 toolbar: back, menu (not on desktop), logo or app name, right-side actions. On phones it
 * moves out of the way while the member scrolls down and returns when they scroll up.
 */
export function Toolbar({ deviceClass, actions, canGoBack = canGoBackInHistory }: ToolbarProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const currentPage = useCurrentPageStore((state) => state.page);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isHidden = useHideOnScroll({ isEnabled: deviceClass === 'mobile' && !isMenuOpen, pageKey: pathname, toolbarHeight: TOOLBAR_HEIGHT });

  const { toolbar } = config;
  const isHome = pathname === '/' || pathname === config.home_path;
  const isBackShown = !isHome && currentPage?.showBackButton !== false;
  const isDesktop = deviceClass === 'desktop';
  const hasMenu = config.menu.length > 0;
  const colors = toolbarColors(toolbar.background_color);
  const style = { '--toolbar-bg': colors.background, '--toolbar-fg': colors.color } as CSSProperties;
  const logoHeight = Math.round((TOOLBAR_HEIGHT * toolbar.logo_height_ratio) / 100);

  return (
    <header className={styles.toolbar} style={style} data-align={toolbar.align} data-hidden={isHidden || undefined}>
      <div className={styles.start}>
        {isBackShown ? (
          <IconButton
            icon="back"
            flipInRtl
            label={t('toolbar.back')}
            onClick={() =>
              goBack({
                events: appEvents,
                path: pathname,
                canGoBack,
                navigate: (to) => void (typeof to === 'number' ? navigate(to) : navigate(to)),
              })
            }
          />
        ) : null}
        {hasMenu && !isDesktop ? (
          <IconButton
            icon="menu"
            label={t('toolbar.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
          />
        ) : null}
      </div>

      <RouterLink href="/" className={styles.brand} aria-label={t('toolbar.home', { name: config.name })}>
        {toolbar.logo ? (
          <img
            className={styles.logo}
            src={toolbar.logo}
            // Its width follows from the height and the ratio these give, before the file arrives.
            {...sizedImgProps(toolbar.logo, LOGO_SIZES)}
            alt={config.name}
            style={{ height: logoHeight }}
          />
        ) : (
          <span className={styles.name}>{config.name}</span>
        )}
      </RouterLink>

      {hasMenu && isDesktop ? (
        <nav className={styles.desktopNav} aria-label={t('toolbar.mainNavigation')}>
          <MenuLinks items={config.menu} layout="row" />
        </nav>
      ) : null}

      <div className={styles.end}>{actions}</div>

      {isMenuOpen ? <MenuDrawer items={config.menu} title={config.name} onClose={() => setIsMenuOpen(false)} /> : null}
    </header>
  );
}
