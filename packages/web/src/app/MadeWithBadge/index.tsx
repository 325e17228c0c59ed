import { useTranslation } from 'react-i18next';
import styles from './styles.module.css';

/** The platform's small credit (SPEC §1), shown unless the app hides it. */
export function MadeWithBadge() {
  const { t } = useTranslation();
  return <p className={styles.badge}>{t('app.madeWith', { brand: 'Tessera' })}</p>;
}
