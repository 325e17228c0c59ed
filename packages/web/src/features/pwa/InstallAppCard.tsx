import { useAppConfig } from '../../app/app-config-context';
import { SubmitButton } from '../../ui/SubmitButton';
import { notificationWords } from '../notifications/words';
import { installApp, useInstallStore } from './install-prompt';
import styles from '../notifications/styles.module.css';

/**
 * The app's own Install offer (the browser's `beforeinstallprompt`, kept by install-listener.ts), in
 * the account: downloading while the browser's dialog is open, then downloaded or aborted (SPEC §4).
 */
export function InstallAppCard() {
  const { t } = notificationWords.useWords('notifications');
  const config = useAppConfig();
  const { hasPrompt, status, isDownloading } = useInstallStore();
  const message = status === 'downloaded' ? t('install.installed') : status === 'aborted' ? t('install.aborted') : null;
  if (!hasPrompt && !message) return null;
  return (
    <section className={styles.installBanner} aria-labelledby="install-app-title">
      <div className={styles.installText}>
        <h2 id="install-app-title" className={styles.groupTitle}>
          {t('install.title', { app: config.name })}
        </h2>
        <p className={styles.muted}>{t('install.text')}</p>
        <p role="status" className={styles.muted}>
          {message}
        </p>
      </div>
      {hasPrompt ? (
        <SubmitButton type="button" isBusy={isDownloading} busyLabel={t('install.installing')} onClick={() => void installApp()}>
          {t('install.install')}
        </SubmitButton>
      ) : null}
    </section>
  );
}
