import { useTranslation } from 'react-i18next';
import { Dialog } from '@tessera/ui/Dialog';
import { Icon } from '@tessera/ui/Icon';
import { formatUnlockDate } from '../format-unlock-date';
import type { ScheduledPrompt } from '../access-prompt-store';
import { useAuthStore } from '../../auth/auth-store';
import styles from '../../../ui/panel.module.css';

/** SPEC §2: a drip page's link, tapped before it opens, says when it will. Focus starts on OK. */
export function ScheduledModal({ prompt, onClose }: { prompt: ScheduledPrompt; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const timeZone = useAuthStore((state) => state.user?.timezone ?? null);
  const date = prompt.availableAfter ? formatUnlockDate(prompt.availableAfter, i18n.language, timeZone) : null;
  return (
    <Dialog variant="sheet" title={t('scheduled.title')} closeLabel={t('common.close')} onClose={onClose}>
      <div className={styles.panel}>
        <span className={styles.badge} aria-hidden="true">
          <Icon name="lock" />
        </span>
        <p className={styles.lead}>{prompt.title}</p>
        <p className={styles.text}>{date ? t('scheduled.opensOn', { date }) : t('scheduled.notYet')}</p>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('scheduled.ok')}
        </button>
      </div>
    </Dialog>
  );
}
