import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/api';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { idPanel } from '../../../app/HashOverlays/hash-overlays';
import { PageError, PageLoading } from '../../../ui/StatusScreen';
import { formContracts } from '../form-queries';
import { AnswerList, QuizScore } from '../FormRunner/SubmissionView';
import styles from './styles.module.css';

/** My content → submissions: every form the member has sent, newest first, each opening its form. */
export function MySubmissions() {
  const { t, i18n } = useTranslation();
  const { open } = useHashOverlays();
  const query = useQuery({
    queryKey: ['submissions', 'mine'],
    queryFn: async () => api((await formContracts()).mySubmissionsContract, { query: { page: 1 } }),
  });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <p className={styles.empty}>{t('myContent.submissions.empty')}</p>;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list}>
      {query.data.items.map((submission) => (
        <li key={submission.submission_id} className={styles.item} data-submission-id={submission.submission_id}>
          <div className={styles.head}>
            <h2 className={styles.title}>{submission.form_title}</h2>
            <p className={styles.when}>{format.format(new Date(submission.submitted_at))}</p>
          </div>
          <QuizScore submission={submission} />
          <details className={styles.details}>
            <summary>{t('forms.showAnswers')}</summary>
            <AnswerList submission={submission} />
          </details>
          <button type="button" className={styles.open} onClick={() => open(idPanel('form', submission.form_id))}>
            {t('forms.openForm')}
          </button>
        </li>
      ))}
    </ul>
  );
}
