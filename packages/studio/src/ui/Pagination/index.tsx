import { useTranslation } from 'react-i18next';
import { Arrow } from '../Arrow';
import { Button } from '../Button';
import styles from './styles.module.css';

type Props = { page: number; pageCount: number; onPageChange: (page: number) => void };

export function Pagination({ page, pageCount, onPageChange }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      <Button isUnavailable={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Arrow direction="back" />
        {t('pagination.previous')}
      </Button>
      <p className={styles.status} aria-live="polite">
        {t('pagination.status', { page: number.format(page), pages: number.format(pageCount) })}
      </p>
      <Button isUnavailable={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
        <Arrow direction="forward" />
      </Button>
    </nav>
  );
}
