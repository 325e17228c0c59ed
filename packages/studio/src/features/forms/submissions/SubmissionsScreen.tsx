import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { exportSubmissionsContract, type StudioSubmission } from '@tessera/core/api/studio-forms';
import { Dialog } from '@tessera/ui/Dialog';
import { TextField } from '@tessera/ui/TextField';
import { saveFile } from '../../../app/save-file';
import { studioApi } from '../../../app/studio-api';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/Button';
import { InlineAlert } from '../../../ui/InlineAlert';
import { Pagination } from '../../../ui/Pagination';
import { SearchBox } from '../../../ui/SearchBox';
import { StateMessage } from '../../../ui/StateMessage';
import { describeFormError } from '../form-errors';
import { filterQuery, formQuery, submissionsQuery, type SubmissionFilters } from '../form-queries';
import { SubmissionDetail } from './SubmissionDetail';
import styles from './Submissions.module.css';

const NO_FILTERS: SubmissionFilters = { q: '', from: '', to: '' };

/**
 * `/apps/:appId/forms/:formId/submissions`: a form's submissions, newest first, a page at a time,
 * filtered by member (name or email) and day range; each opens in a dialog with its answers, images
 * and history; the filtered table downloads as CSV.
 */
export function SubmissionsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '', formId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  const form = useQuery(formQuery(appId, formId));
  const [filters, setFilters] = useState<SubmissionFilters>(NO_FILTERS);
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<StudioSubmission | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const list = useQuery(submissionsQuery(appId, formId, filters, page));
  const title = form.data?.form.title ?? '';
  useDocumentTitle(t('forms.submissions.title'), title || undefined, app?.name);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const isQuiz = list.data?.items.some((item) => item.quiz !== null) ?? false;
  const filter = (next: Partial<SubmissionFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const isFiltered = filters.q !== '' || filters.from !== '' || filters.to !== '';
  const exportCsv = useMutation({
    mutationFn: () => studioApi(exportSubmissionsContract, { params: { appId, formId }, query: filterQuery(filters) }),
    onSuccess: ({ filename, csv, row_count }) => {
      saveFile(csv, filename);
      setExported(t('forms.submissions.exported', { formatted: number.format(row_count), filename }));
    },
  });
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total_count / list.data.per_page)) : 1;

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <div className={styles.head}>
        <div>
          <Link to={`/apps/${appId}/forms/${formId}`} className={styles.back}>
            <span aria-hidden="true">‹ </span>
            {t('forms.submissions.backToForm', { title: title || t('forms.builder.untitledForm') })}
          </Link>
          <h1 id={titleId} className={styles.title}>
            {t('forms.submissions.title')}
          </h1>
          {title ? <p className={styles.muted}>{title}</p> : null}
        </div>
        <Button variant="primary" isBusy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          {t('forms.submissions.export')}
        </Button>
      </div>
      {exportCsv.isError ? <InlineAlert>{describeFormError(exportCsv.error, t, i18n.language)}</InlineAlert> : null}
      {exported && !exportCsv.isError ? <InlineAlert tone="info">{exported}</InlineAlert> : null}
      <div className={styles.filters} role="group" aria-label={t('forms.submissions.filters')}>
        <SearchBox
          label={t('forms.submissions.search')}
          hint={t('forms.submissions.searchHint')}
          value={term}
          onValueChange={setTerm}
          onSearch={(q) => filter({ q })}
        />
        <TextField label={t('forms.submissions.from')} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => filter({ from: event.target.value })} />
        <TextField label={t('forms.submissions.to')} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => filter({ to: event.target.value })} />
        {isFiltered ? (
          <Button
            onClick={() => {
              setTerm('');
              filter(NO_FILTERS);
            }}
          >
            {t('forms.submissions.clearFilters')}
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <StateMessage tone="waiting" title={t('forms.submissions.loading')} />
      ) : list.isError ? (
        <StateMessage
          tone="error"
          title={t('forms.submissions.loadError')}
          action={
            <Button onClick={() => void list.refetch()} isBusy={list.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeFormError(list.error, t, i18n.language)}
        </StateMessage>
      ) : list.data.items.length === 0 ? (
        <StateMessage tone="empty" title={isFiltered ? t('forms.submissions.noneFiltered') : t('forms.submissions.none')}>
          {isFiltered ? null : t('forms.submissions.noneBody')}
        </StateMessage>
      ) : (
        <>
          <p className={styles.muted} role="status">
            {t('forms.submissions.total', { formatted: number.format(list.data.total_count) })}
          </p>
          <div className={styles.scroller} role="region" aria-labelledby={`${titleId}-caption`} tabIndex={0}>
            <table className={styles.table} aria-busy={list.isPlaceholderData || undefined}>
              <caption id={`${titleId}-caption`} className={styles.caption}>
                {t('forms.submissions.caption', { title })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('forms.submissions.columns.member')}</th>
                  <th scope="col">{t('forms.submissions.columns.submitted')}</th>
                  {isQuiz ? <th scope="col">{t('forms.submissions.columns.score')}</th> : null}
                  <th scope="col">{t('forms.submissions.columns.details')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((item) => (
                  <tr key={item.submission_id}>
                    <th scope="row">
                      <span className={styles.name}>{item.member.name}</span>
                      <span className={styles.muted}>{item.member.email}</span>
                    </th>
                    <td>
                      <time dateTime={item.submitted_at}>{date.format(new Date(item.submitted_at))}</time>
                      {item.history.length > 0 ? <span className={styles.muted}> · {t('forms.submissions.edited')}</span> : null}
                    </td>
                    {isQuiz ? <td>{item.quiz ? t('forms.submissions.scoreShort', { correct: item.quiz.correct, total: item.quiz.total }) : '—'}</td> : null}
                    <td>
                      <Button
                        aria-label={t('forms.submissions.viewNamed', { name: item.member.name, when: date.format(new Date(item.submitted_at)) })}
                        onClick={(event) => {
                          openerRef.current = event.currentTarget;
                          setOpen(item);
                        }}
                      >
                        {t('forms.submissions.view')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
        </>
      )}
      {open ? (
        <Dialog
          variant="drawer"
          title={t('forms.submissions.detailTitle', { name: open.member.name })}
          onClose={() => {
            setOpen(null);
            openerRef.current?.focus();
          }}
        >
          <SubmissionDetail submission={open} />
        </Dialog>
      ) : null}
    </section>
  );
}
