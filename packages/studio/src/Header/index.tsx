import { useTranslation } from 'react-i18next';
import styles from './styles.module.css';

// The product name is a brand and stays the same in every language.
const PRODUCT_NAME = 'Tessera Studio';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <span className={styles.brand}>{PRODUCT_NAME}</span>
      <nav aria-label={t('nav.label')}>
        {/* A full page load on purpose: the member app is a separate SPA served at the root. */}
        <a className={styles.link} href="/">
          {t('nav.memberApp')}
        </a>
      </nav>
    </header>
  );
}
