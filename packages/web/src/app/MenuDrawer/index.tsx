import { useTranslation } from 'react-i18next';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { Dialog } from '@tessera/ui/Dialog';
import { RouterLink } from '../../features/pages/RouterLink';
import styles from './styles.module.css';

type MenuItems = PublicAppConfig['menu'];

export function MenuLinks({ items, layout, onNavigate }: { items: MenuItems; layout: 'row' | 'column'; onNavigate?: () => void }) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.column}>
      {items.map((item) => (
        <li key={item.path}>
          <RouterLink href={item.path} className={styles.link} onClick={onNavigate}>
            {item.title}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

/** The app menu on phones and tablets (or the tab bar's overflow): a drawer from the start edge. */
export function MenuDrawer({ items, title, onClose }: { items: MenuItems; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog variant="drawer" title={title} closeLabel={t('common.close')} onClose={onClose}>
      <nav aria-label={t('toolbar.mainNavigation')}>
        <MenuLinks items={items} layout="column" onNavigate={onClose} />
      </nav>
    </Dialog>
  );
}
