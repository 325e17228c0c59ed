import { useId } from 'react';
import { Icon } from '@tessera/ui/Icon';
import { useBlockContext } from '../BlockContext';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { formSubmissionMessages } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';

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
        <Icon name="clipboard" size={28} className={styles.icon} />
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
