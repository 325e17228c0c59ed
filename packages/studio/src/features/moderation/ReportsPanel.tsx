import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveReportContract, type MessageReport } from '@tessera/core/api/studio-messaging';
import { plainMessageText } from '@tessera/core/messaging/rules';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { InlineAlert } from '../../ui/InlineAlert';
import { StateMessage } from '../../ui/StateMessage';
import { reportsQuery } from './moderation-queries';
import styles from './ModerationScreen.module.css';

type Action = 'dismiss' | 'hide' | 'delete' | 'block_author';
const ACTIONS: Action[] = ['dismiss', 'hide', 'delete', 'block_author'];

/** The queue of reported messages: what was said, by whom, where, why; and what the owner does about it. */
export function ReportsPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const reports = useQuery(reportsQuery(appId, status));
  const client = useQueryClient();
  const [asking, setAsking] = useState<{ report: MessageReport; action: Action } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const resolve = useMutation({
    mutationFn: ({ report, action }: { report: MessageReport; action: Action }) =>
      studioApi(resolveReportContract, {
        params: { appId, reportId: report.id },
        body: { action },
      }),
    onSuccess: (_answer, { action }) => {
      setNotice({ tone: 'info', text: t(`moderation.reports.done.${action}`) });
      void client.invalidateQueries({ queryKey: ['moderation', appId, 'reports'] });
    },
    onError: (error) => setNotice({ tone: 'error', text: describeError(error, t, i18n.language) }),
    onSettled: () => setAsking(null),
  });

  const run = (report: MessageReport, action: Action) => {
    setNotice(null);
    if (action === 'dismiss') resolve.mutate({ report, action });
    else setAsking({ report, action });
  };

  return (
    <section className={styles.panel} aria-labelledby="moderation-reports">
      <div className={styles.panelHead}>
        <h2 id="moderation-reports" className={styles.panelTitle}>
          {t('moderation.reports.title')}
        </h2>
        <div role="group" aria-label={t('moderation.reports.filter')} className={styles.filter}>
          {(['open', 'resolved'] as const).map((value) => (
            <Button
              key={value}
              variant={status === value ? 'primary' : 'secondary'}
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {t(`moderation.reports.status.${value}`)}
            </Button>
          ))}
        </div>
      </div>
      <div aria-live="polite">
        {notice ? <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert> : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={t(`moderation.reports.confirm.${asking.action}.title`, {
            name: asking.report.message?.user.name ?? '',
          })}
          cancelLabel={t('moderation.common.cancel')}
          confirmLabel={t(`moderation.reports.actions.${asking.action}`)}
          isBusy={resolve.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() => resolve.mutate(asking)}
        >
          <p>{t(`moderation.reports.confirm.${asking.action}.body`)}</p>
        </ConfirmDialog>
      ) : null}
      {reports.isPending ? (
        <StateMessage tone="waiting" title={t('moderation.reports.loading')} />
      ) : reports.isError ? (
        <StateMessage
          tone="error"
          title={t('moderation.reports.loadError')}
          action={<Button onClick={() => void reports.refetch()}>{t('common.retry')}</Button>}
        >
          {describeError(reports.error, t, i18n.language)}
        </StateMessage>
      ) : reports.data.reports.length === 0 ? (
        <StateMessage
          tone="empty"
          title={t(
            status === 'open' ? 'moderation.reports.emptyOpen' : 'moderation.reports.emptyResolved',
          )}
        />
      ) : (
        <ul className={styles.reports}>
          {reports.data.reports.map((report) => (
            <li key={report.id} className={styles.report} data-report-id={report.id}>
              <p className={styles.meta}>
                <Badge tone="warning">{t(`moderation.reasons.${report.reason}`)}</Badge>
                {report.report_count > 1 ? (
                  <span>{t('moderation.reports.count', { count: report.report_count })}</span>
                ) : null}
                <span>{t('moderation.reports.in', { thread: report.thread_title })}</span>
                <span>{date.format(new Date(report.created_at))}</span>
              </p>
              {report.message ? (
                <blockquote className={styles.quote}>
                  <strong>{report.message.user.name}</strong>
                  <span dir="auto">
                    {plainMessageText(report.message.message) || t('moderation.reports.noText')}
                  </span>
                  {report.message.image_urls.map((url) => (
                    <img
                      key={url}
                      src={url}
                      alt={t('moderation.reports.image', { name: report.message?.user.name ?? '' })}
                      className={styles.image}
                    />
                  ))}
                </blockquote>
              ) : (
                <p className={styles.gone}>{t('moderation.reports.gone')}</p>
              )}
              <p className={styles.reporter}>
                {t('moderation.reports.by', { name: report.reporter.name })}
                {report.details ? <span dir="auto"> — “{report.details}”</span> : null}
              </p>
              {report.status === 'open' ? (
                <div className={styles.actions}>
                  {ACTIONS.filter((action) => report.message || action === 'dismiss').map(
                    (action) => (
                      <Button
                        key={action}
                        variant={action === 'delete' ? 'danger' : 'secondary'}
                        onClick={() => run(report, action)}
                        isBusy={
                          resolve.isPending &&
                          resolve.variables?.report.id === report.id &&
                          resolve.variables.action === action
                        }
                      >
                        {t(`moderation.reports.actions.${action}`)}
                      </Button>
                    ),
                  )}
                </div>
              ) : report.resolution ? (
                <p className={styles.resolution}>
                  {t(`moderation.reports.resolution.${report.resolution}`)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
