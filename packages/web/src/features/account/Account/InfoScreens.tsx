import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../app/app-config-context';
import { AccountSection } from './AccountSection';
import styles from './styles.module.css';

export function SupportScreen() {
  const { t } = useTranslation();
  const { name } = useAppConfig();
  return (
    <AccountSection title={t('account.support.title')}>
      <p className={styles.prose}>{t('account.support.intro', { name })}</p>
      <div className={styles.faq}>
        {(['noEmail', 'forgot', 'changeEmail'] as const).map((question) => (
          <details key={question} className={styles.faqItem}>
            <summary>{t(`account.support.${question}.q`)}</summary>
            <p>{t(`account.support.${question}.a`)}</p>
          </details>
        ))}
      </div>
    </AccountSection>
  );
}

export function PrivacyScreen() {
  const { t } = useTranslation();
  const { name } = useAppConfig();
  return (
    <AccountSection title={t('account.privacy.title')}>
      {(['data', 'visibility', 'deletion', 'terms'] as const).map((part) => (
        <div key={part} className={styles.group}>
          <h2 className={styles.groupTitle}>{t(`account.privacy.${part}.title`)}</h2>
          <p className={styles.prose}>{t(`account.privacy.${part}.text`, { name })}</p>
        </div>
      ))}
    </AccountSection>
  );
}
