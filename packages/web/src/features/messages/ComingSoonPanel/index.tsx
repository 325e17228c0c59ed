import { useTranslation } from 'react-i18next';
import styles from '../../../ui/panel.module.css';

/** Checkout and the message-thread panels arrive with their own issues. */
export function ComingSoonPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{t('overlays.comingSoon')}</p>
      <button type="button" className={styles.primary} onClick={onDone}>
        {t('overlays.continueBrowsing')}
      </button>
    </div>
  );
}
