import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { useAppConfig } from '../../app/app-config-context';
import styles from '../panel.module.css';

/** Placeholder until sign-in lands (next issue): says what will be here and lets the member go on. */
export function AuthPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { name } = useAppConfig();
  return (
    <div className={styles.panel}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="user" size={28} />
      </span>
      <p className={styles.lead}>{t('overlays.auth.lead', { name })}</p>
      <p className={styles.text}>{t('overlays.auth.comingSoon')}</p>
      <button type="button" className={styles.primary} onClick={onDone}>
        {t('overlays.continueBrowsing')}
      </button>
    </div>
  );
}
