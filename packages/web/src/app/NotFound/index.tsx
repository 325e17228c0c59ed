import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentPageStore } from '../current-page-store';
import styles from '../../ui/StatusScreen/styles.module.css';

/** SPEC §2: the heading 'Page Not Found' and the button 'Take me home'. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setPage = useCurrentPageStore((state) => state.setPage);
  useEffect(() => setPage(null), [setPage]);

  return (
    <section className={styles.status}>
      <span className={styles.code} />
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <button type="button" className={styles.primary} onClick={() => void navigate('/')}>
        {t('notFound.home')}
      </button>
    </section>
  );
}
