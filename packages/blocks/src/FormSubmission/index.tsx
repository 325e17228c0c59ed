import { useId } from 'react';
import type { Submission, SubmittedValue } from '@tessera/core/entities/form';
import { parseList } from '@tessera/core/forms/form-values';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useBlockContext } from '../BlockContext';
import { loadBlockSubmissions } from '../lib/block-api';
import { useBlockMessages, type Translate } from '../lib/i18n';
import { useBlockRequest } from '../lib/use-block-request';
import type { BlockRendererProps } from '../types';
import { formSubmissionMessages, type FormSubmissionKey } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';

function valueText(value: SubmittedValue, t: Translate<FormSubmissionKey>): string {
  const text = value.value ?? '';
  if (value.field_type === 'acceptance') return text === 'true' ? t('yes') : t('no');
  if (value.field_type === 'multi_select') return (parseList(text) ?? []).join(', ');
  return text;
}

/** One submission: when, by whom (community lists), its score, its answers with their photos. */
function Item({ submission, locale, t }: { submission: Submission; locale: string; t: Translate<FormSubmissionKey> }) {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(submission.submitted_at));
  const answered = submission.submitted_values.filter((value) => (value.field_type === 'image_upload' ? value.image : value.value));
  return (
    <li className={styles.item}>
      <p className={styles.itemHead}>
        <time dateTime={submission.submitted_at}>{when}</time>
        {submission.subscriber_name ? <span> · {t('by', { name: submission.subscriber_name })}</span> : null}
        {submission.quiz ? <span className={styles.score}> · {t('score', { correct: submission.quiz.correct, total: submission.quiz.total })}</span> : null}
      </p>
      <dl className={styles.values}>
        {answered.map((value) => (
          <div key={value.form_field_id} className={styles.value}>
            <dt>{value.label}</dt>
            <dd>{value.field_type === 'image_upload' && value.image ? <img className={styles.image} src={value.image} alt={value.label} loading="lazy" decoding="async" /> : valueText(value, t)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * Submissions of one form (`GET /forms_submissions_dynamic/{blockId}`): the member's own, or the
 * community's where the owner allows it, with the count. Signed-out visitors are asked to sign in;
 * the studio canvas (no member session) says what will be here.
 */
export default function FormSubmission({ id, props }: BlockRendererProps<'form_submission_block'>) {
  const { member, fetchJson } = useBlockContext();
  const { t, locale } = useBlockMessages(formSubmissionMessages);
  const headingId = useId();
  const canLoad = Boolean(member && fetchJson);
  const request = useBlockRequest(canLoad ? `submissions:${id}` : null, (signal) => loadBlockSubmissions(fetchJson!, { blockId: id, signal }));

  let body;
  if (member === null) {
    body = (
      <div className={styles.empty}>
        <Icon name="clipboard" size={28} className={styles.icon} />
        <p className={styles.emptyTitle}>{t('signedOut')}</p>
        <a className={styles.action} href="#auth">
          {t('signIn')}
        </a>
      </div>
    );
  } else if (!canLoad || request.status === 'idle') {
    body = (
      <div className={styles.empty}>
        <Icon name="clipboard" size={28} className={styles.icon} />
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p className={styles.hint}>{t('emptyHint')}</p>
      </div>
    );
  } else if (request.status === 'loading') {
    body = (
      <p role="status" className={styles.hint}>
        <span className={visuallyHiddenClass}>{t('loading')}</span>
        <span className={styles.skeleton} aria-hidden="true" />
      </p>
    );
  } else if (request.status === 'error') {
    body = (
      <div className={styles.empty} role="alert">
        <p className={styles.emptyTitle}>{t('error')}</p>
        <button type="button" className={styles.secondary} onClick={request.retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (request.data.items.length === 0) {
    body = (
      <div className={styles.empty}>
        <Icon name="clipboard" size={28} className={styles.icon} />
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p className={styles.hint}>{t('emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.count} data-submission-count={request.data.total_count}>
          {t('count', { count: request.data.total_count })}
        </p>
        <ul className={styles.list}>
          {request.data.items.map((submission) => (
            <Item key={submission.submission_id} submission={submission} locale={locale} t={t} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={headingId} data-block-form-submission>
      <h2 id={headingId} className={shared.heading}>
        {props.title || t('heading')}
      </h2>
      {body}
    </section>
  );
}
