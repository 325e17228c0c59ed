import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../use-document-title';
import { ScreenHeading } from '../../ui/ScreenHeading';
import styles from './styles.module.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.box}>
      <ScreenHeading>{t('notFound.title')}</ScreenHeading>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.back')}</Link>
    </section>
  );
}
