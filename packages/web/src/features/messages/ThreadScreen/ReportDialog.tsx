import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportMessageContract } from '@tessera/core/api/messages';
import { reportReasons, type ReportReason } from '@tessera/core/constants';
import { AppError } from '@tessera/core/errors';
import { Dialog } from '@tessera/ui/Dialog';
import { api } from '../../../app/api/api';
import { screenStyles } from '../Screen';
import styles from './styles.module.css';

type Props = { threadId: string; messageTs: number; onClose: () => void };

/** Reporting someone else's message (SPEC §6): a reason, optional words; once only ('You have already reported'). */
export function ReportDialog({ threadId, messageTs, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'done' } | { kind: 'failed'; words: string }
  >({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await api(reportMessageContract, {
        params: { id: threadId, ts: messageTs },
        body: { reason, details: details.trim() || undefined },
      });
      setState({ kind: 'done' });
    } catch (error) {
      const already = error instanceof AppError && error.code === 'already_reported';
      setState({
        kind: 'failed',
        words: t(already ? 'messaging.message.alreadyReported' : 'messaging.message.reportFailed'),
      });
    }
  };

  return (
    <Dialog
      variant="sheet"
      title={t('messaging.message.reportTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      {state.kind === 'done' ? (
        <div className={styles.dialogBody}>
          <p role="status">{t('messaging.message.reported')}</p>
          <button type="button" className={screenStyles.primary} onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : (
        <form className={styles.dialogBody} onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.reasons}>
            <legend>{t('messaging.message.reportReason')}</legend>
            {reportReasons.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                <span>{t(`messaging.message.reasons.${value}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className={screenStyles.fieldLabel}>
            <span>{t('messaging.message.reportDetails')}</span>
            <textarea
              className={screenStyles.input}
              value={details}
              maxLength={1000}
              rows={3}
              onChange={(event) => setDetails(event.target.value)}
            />
          </label>
          {state.kind === 'failed' ? (
            <p className={styles.error} role="alert">
              {state.words}
            </p>
          ) : null}
          <button
            type="submit"
            className={screenStyles.primary}
            disabled={state.kind === 'sending'}
          >
            {t('messaging.message.reportSend')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
