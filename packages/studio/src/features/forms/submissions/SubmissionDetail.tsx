import { useTranslation } from 'react-i18next';
import type { StudioSubmission } from '@tessera/core/api/studio-forms';
import type { SubmittedValue } from '@tessera/core/entities/form';
import { ACCEPTED, parseList } from '@tessera/core/forms/form-values';
import styles from './Submissions.module.css';

/** An answer as the owner reads it: accepted or not, the chosen options, the text; an image is shown. */
function AnswerText({ value }: { value: SubmittedValue }) {
  const { t } = useTranslation();
  if (value.field_type === 'image_upload') {
    return value.image ? (
      <a href={value.image} target="_blank" rel="noreferrer">
        <img className={styles.image} src={value.image} alt={t('forms.submissions.imageOf', { label: value.label })} />
      </a>
    ) : (
      <span className={styles.muted}>{t('forms.submissions.noAnswer')}</span>
    );
  }
  if (!value.value) return <span className={styles.muted}>{t('forms.submissions.noAnswer')}</span>;
  if (value.field_type === 'acceptance') return <>{value.value === ACCEPTED ? t('forms.submissions.accepted') : value.value}</>;
  if (value.field_type === 'multi_select') return <>{(parseList(value.value) ?? [value.value]).join(', ')}</>;
  return <span className={styles.preLine}>{value.value}</span>;
}

/** One submission: who sent it and when, each answer (images shown, quiz answers marked), its score, and its history of edits. */
export function SubmissionDetail({ submission }: { submission: StudioSubmission }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.detail}>
      <p className={styles.muted}>
        {t('forms.submissions.sentBy', { name: submission.member.name, email: submission.member.email, when: date.format(new Date(submission.submitted_at)) })}
      </p>
      {submission.quiz ? <p className={styles.score}>{t('forms.submissions.score', { correct: submission.quiz.correct, total: submission.quiz.total })}</p> : null}
      <dl className={styles.answers}>
        {submission.submitted_values.map((value) => (
          <div key={value.form_field_id} className={styles.answer}>
            <dt>{value.label}</dt>
            <dd>
              <AnswerText value={value} />
              {value.is_correct === null ? null : (
                <span className={value.is_correct ? styles.right : styles.wrong}>
                  {value.is_correct ? t('forms.submissions.right') : t('forms.submissions.wrong', { answer: value.correct_answer ?? '' })}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subheading}>{t('forms.submissions.history')}</h3>
      {submission.history.length === 0 ? (
        <p className={styles.muted}>{t('forms.submissions.noHistory')}</p>
      ) : (
        <ol className={styles.history}>
          {submission.history.map((edit, index) => (
            <li key={`${edit.edited_at}-${index}`}>
              <p>
                {t(edit.edited_by.kind === 'owner' ? 'forms.submissions.editedByOwner' : 'forms.submissions.editedByMember', {
                  name: edit.edited_by.name,
                  when: date.format(new Date(edit.edited_at)),
                })}
              </p>
              <ul>
                {edit.changes.map((change) => (
                  <li key={change.form_field_id}>
                    {t('forms.submissions.change', { label: change.label, before: change.before || '—', after: change.after || '—' })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
