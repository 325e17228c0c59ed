import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './styles.module.css';

/** Stands where owner sign-in will be, so the studio route already builds, serves and reads well. */
export function SignInPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('signIn.title')}
      </h1>
      <p className={styles.body}>{t('signIn.body')}</p>
    </section>
  );
}
