import { useTranslation } from 'react-i18next';
import { describePageError } from '../pages/page-errors';
import type { SaveStatus } from './use-draft-autosave';
import styles from './PageEditorScreen.module.css';

type Props = { status: SaveStatus; error: unknown; onRetry: () => void };

/** Where the draft stands, announced politely as it changes: Saving… / Saved / Not saved — retry. */
export function SaveStatusView({ status, error, onRetry }: Props) {
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
              : t('editor.save.failed', { reason: describePageError(error, t, i18n.language) })}
      </p>
      {status === 'error' ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('editor.save.retry')}
        </button>
      ) : null}
    </div>
  );
}
