import { useTranslation } from 'react-i18next';
import type { Submission, SubmittedValue } from '@tessera/core/entities/form';
import { ACCEPTED, parseList } from '@tessera/core/forms/form-values';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import styles from './styles.module.css';

/** One answer as a member reads it: yes/no, a list, a date in their language, a photo. */
export function AnswerText({ value }: { value: SubmittedValue }) {
  const { t, i18n } = useTranslation();
  const text = value.value ?? '';
  if (value.field_type === 'image_upload') {
    return value.image ? <img className={styles.answerImage} src={value.image} alt={t('forms.photoOf', { label: value.label })} loading="lazy" /> : <span className={styles.muted}>{t('forms.noAnswer')}</span>;
  }
  if (text === '') return <span className={styles.muted}>{t('forms.noAnswer')}</span>;
  if (value.field_type === 'acceptance') return <>{text === ACCEPTED ? t('forms.yes') : t('forms.no')}</>;
  if (value.field_type === 'multi_select') return <>{(parseList(text) ?? []).join(', ')}</>;
  if (value.field_type === 'date') {
    const date = new Date(`${text}T00:00:00Z`);
    return <time dateTime={text}>{Number.isNaN(date.getTime()) ? text : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}</time>;
  }
  return <span className={styles.preWrap}>{text}</span>;
}

/** The quiz's score, said once as a sentence. */
export function QuizScore({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  if (!submission.quiz) return null;
  return (
    <p className={styles.score} data-quiz-score={`${submission.quiz.correct}/${submission.quiz.total}`}>
      {t('forms.score', { correct: submission.quiz.correct, total: submission.quiz.total })}
    </p>
  );
}

/** The answers of a submission, quiz-like ones marked right or wrong with the right answer. */
export function AnswerList({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.answers}>
      {submission.submitted_values.map((value) => (
        <div key={value.form_field_id} className={styles.answer} data-correct={value.is_correct === null ? undefined : String(value.is_correct)}>
          <dt className={styles.answerLabel}>{value.label}</dt>
          <dd className={styles.answerValue}>
            <AnswerText value={value} />
            {value.is_correct === null ? null : (
              <span className={value.is_correct ? styles.right : styles.wrong}>
                <Icon name={value.is_correct ? 'check' : 'close'} size={16} />
                {value.is_correct ? t('forms.correct') : t('forms.incorrect', { answer: correctAnswerText(value) })}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function correctAnswerText(value: SubmittedValue): string {
  const correct = value.correct_answer ?? '';
  return value.field_type === 'multi_select' ? (parseList(correct) ?? [correct]).join(', ') : correct;
}

type SubmissionViewProps = {
  submission: Submission;
  onEdit: () => void;
  onDelete: () => void;
  onNew: () => void;
  isDeleting: boolean;
  isConfirming: boolean;
  onConfirm: (isConfirming: boolean) => void;
};

/** SPEC §2: a form the member has sent shows their earlier submission, with edit and delete. */
export function SubmissionView({ submission, onEdit, onDelete, onNew, isDeleting, isConfirming, onConfirm }: SubmissionViewProps) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(submission.submitted_at));
  return (
    <section className={styles.review} aria-labelledby="form-review-heading" data-form-state="review">
      <h2 id="form-review-heading" className={styles.stepTitle} tabIndex={-1}>
        {t('forms.yourAnswers')}
      </h2>
      <p className={styles.muted}>
        {t('forms.sentOn', { when })}
        {submission.updated_at ? <span> · {t('forms.edited')}</span> : null}
      </p>
      <QuizScore submission={submission} />
      <AnswerList submission={submission} />
      {isConfirming ? (
        <div className={styles.confirm} role="group" aria-labelledby="form-delete-question">
          <p id="form-delete-question" className={styles.confirmText}>
            {t('forms.deleteQuestion')}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={onDelete} aria-disabled={isDeleting || undefined}>
              {isDeleting ? t('forms.deleting') : t('forms.deleteConfirm')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => onConfirm(false)}>
              {t('forms.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onEdit}>
            {t('forms.edit')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => onConfirm(true)}>
            {t('forms.delete')}
          </button>
          <button type="button" className={styles.textButton} onClick={onNew}>
            {t('forms.sendAnother')}
          </button>
        </div>
      )}
      <span className={visuallyHiddenClass} role="status">
        {isDeleting ? t('forms.deleting') : ''}
      </span>
    </section>
  );
}
