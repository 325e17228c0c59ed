import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { describePageError } from '../pages/page-errors';
import type { SaveStatus } from './use-autosave';
import styles from './EditorScreen.module.css';

type Props = {
  status: SaveStatus;
  error: unknown;
  onRetry: () => void;
  /** Words for a failed save; a page's by default. */
  describe?: (error: unknown, t: TFunction, language: string) => string;
};

/** Where the edit stands, announced politely as it changes: Saving… / Saved / Not saved — retry. */
export function SaveStatusView({ status, error, onRetry, describe = describePageError }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.saveStatus} data-status={status}>
      <p role="status" aria-live="polite" className={styles.saveText}>
        <span className={styles.saveDot} aria-hidden="true" />
        {status === 'saved'
          ? t('editor.save.saved')
          : status === 'pending' || status === 'saving'
            ? t('editor.save.saving')
            : status === 'conflict'
              ? t('editor.save.conflictShort')
              : status === 'invalid'
                ? t('editor.save.invalid')
                : t('editor.save.failed', { reason: describe(error, t, i18n.language) })}
      </p>
      {status === 'error' ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('editor.save.retry')}
        </button>
      ) : null}
    </div>
  );
}
