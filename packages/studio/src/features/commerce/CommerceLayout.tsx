import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import styles from './CommerceLayout.module.css';

/** The parts of an app's commerce, in the order an owner sets them up and then follows them. */
export const COMMERCE_SECTIONS = [
  'products',
  'coupons',
  'order-bumps',
  'orders',
  'subscriptions',
  'revenue',
  'payments',
] as const;
export type CommerceSection = (typeof COMMERCE_SECTIONS)[number];

const LABEL_KEYS: Record<CommerceSection, string> = {
  products: 'commerce.nav.products',
  coupons: 'commerce.nav.coupons',
  'order-bumps': 'commerce.nav.orderBumps',
  orders: 'commerce.nav.orders',
  subscriptions: 'commerce.nav.subscriptions',
  revenue: 'commerce.nav.revenue',
  payments: 'commerce.nav.payments',
};

/**
 * The frame of the Commerce section: its parts as links (the current one marked for screen
 * readers with aria-current), scrolling sideways on a phone rather than wrapping into a wall.
 */
export function CommerceLayout() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  return (
    <div className={styles.frame}>
      <nav aria-label={t('commerce.nav.label')} className={styles.nav}>
        <ul className={styles.list}>
          {COMMERCE_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink className={styles.link} to={`/apps/${appId}/commerce/${section}`}>
                {t(LABEL_KEYS[section])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
