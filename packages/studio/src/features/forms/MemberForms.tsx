import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { describeFormError } from './form-errors';
import { memberFormsQuery } from './form-queries';
import { SubmissionDetail } from './submissions/SubmissionDetail';
import styles from './submissions/Submissions.module.css';

/**
 * What one member has told the app through forms: their subscriber properties (answers bound to a
 * property, and properties set otherwise) and their submissions, each opening to its answers.
 */
export function MemberForms({ appId, memberId }: { appId: string; memberId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(memberFormsQuery(appId, memberId));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (query.isPending) return <StateMessage tone="waiting" title={t('forms.member.loading')} />;
  if (query.isError) {
    return (
      <StateMessage tone="error" title={t('forms.member.loadError')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
        {describeFormError(query.error, t, i18n.language)}
      </StateMessage>
    );
  }
  const { properties, submissions } = query.data;
  return (
    <div className={styles.detail}>
      <section className={styles.section} aria-labelledby={`${headingId}-properties`}>
        <h3 id={`${headingId}-properties`} className={styles.subheading}>
          {t('forms.member.properties')}
        </h3>
        {properties.length === 0 ? (
          <p className={styles.muted}>{t('forms.member.noProperties')}</p>
        ) : (
          <dl className={styles.properties}>
            {properties.map((property) => (
              <div key={property.slug} style={{ display: 'contents' }}>
                <dt>{property.slug}</dt>
                <dd>{property.value ?? '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className={styles.section} aria-labelledby={`${headingId}-submissions`}>
        <h3 id={`${headingId}-submissions`} className={styles.subheading}>
          {t('forms.member.submissions')}
        </h3>
        {submissions.length === 0 ? (
          <p className={styles.muted}>{t('forms.member.noSubmissions')}</p>
        ) : (
          <ul className={styles.list}>
            {submissions.map((submission) => (
              <li key={submission.submission_id}>
                <details>
                  <summary>{t('forms.member.submissionLine', { title: submission.form_title, when: date.format(new Date(submission.submitted_at)) })}</summary>
                  <SubmissionDetail submission={submission} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
