import { useId } from 'react';
import { useBlockContext } from '../BlockContext';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { formSubmissionMessages } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';

function FormIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M9 4h6m-6 0a1 1 0 0 0-1 1v1h8V5a1 1 0 0 0-1-1M9 4H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2M8.5 12h7m-7 4h4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The member's answers to one form. Forms arrive with their own issue; until then every member
 * sees the empty state, and signed-out visitors are asked to sign in first.
 */
export default function FormSubmission({ props }: BlockRendererProps<'form_submission_block'>) {
  const { member } = useBlockContext();
  const { t } = useBlockMessages(formSubmissionMessages);
  const headingId = useId();
  const isSignedOut = member === null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.heading}>
        {props.title || t('heading')}
      </h2>
      <div className={styles.empty}>
        <FormIcon />
        {isSignedOut ? (
          <>
            <p className={styles.emptyTitle}>{t('signedOut')}</p>
            <a className={styles.action} href="#auth">
              {t('signIn')}
            </a>
          </>
        ) : (
          <>
            <p className={styles.emptyTitle}>{t('empty')}</p>
            <p className={styles.hint}>{t('emptyHint')}</p>
          </>
        )}
      </div>
    </section>
  );
}
