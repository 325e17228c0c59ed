import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPageStore } from '../current-page-store';
import styles from '../../ui/StatusScreen/styles.module.css';

/**
 * SPEC §2: the heading 'Page Not Found' and the button 'Take me home'. The button is a link styled
 * as one: the server renders this screen, and a link takes the member home even before the app's
 * scripts have run (a button would do nothing until hydration).
 */
export function NotFound() {
  const { t } = useTranslation();
  const setPage = useCurrentPageStore((state) => state.setPage);
  useEffect(() => setPage(null), [setPage]);

  return (
    <section className={styles.status}>
      <span className={styles.code} />
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className={styles.primary}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
