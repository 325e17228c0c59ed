import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordlessRequestContract, resetPasswordRequestContract } from '@tessera/core/api/auth';
import { Icon } from '@tessera/ui/Icon';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '@tessera/ui/TextField';
import { api } from '../../../app/api/api';
import { rememberLastEmail } from '../last-email';
import { emailSchema } from './schemas';
import { ServerError } from './ServerError';
import type { StepProps } from './types';
import { useZodForm } from '../../../app/forms/use-zod-form';
import styles from './styles.module.css';

const fields = ['email'] as const;

type EmailLinkStepProps = StepProps & {
  purpose: 'passwordless' | 'reset';
  /** Why the member is here again: the link they followed was refused. */
  linkProblem?: unknown;
};

/** The sentence with the address in bold, without pulling i18next's Trans into the first load. */
function EmphasisedEmail({ text, email }: { text: string; email: string }) {
  const at = text.indexOf(email);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong className={styles.email}>{email}</strong>
      {text.slice(at + email.length)}
    </>
  );
}

/**
 * "Email me a link" for both emailed links: sign-in without a password, and choosing a new
 * password. The answer is the same whether or not the address has an account (no enumeration).
 */
export function EmailLinkStep({ purpose, email, onEmailChange, goTo, linkProblem }: EmailLinkStepProps) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentTitleRef = useRef<HTMLHeadingElement>(null);
  // The form (and its focused button) just went away: the confirmation takes focus and is read out.
  useEffect(() => {
    if (sentTo) sentTitleRef.current?.focus();
  }, [sentTo]);
  const form = useZodForm({
    fields,
    initial: { email },
    schema: emailSchema,
    submit: async (body) => {
      if (purpose === 'passwordless') await api(passwordlessRequestContract, { body });
      else await api(resetPasswordRequestContract, { query: body });
      rememberLastEmail(body.email);
      onEmailChange(body.email);
      setSentTo(body.email);
    },
  });

  if (sentTo) {
    return (
      <div className={styles.sent}>
        <span className={styles.sentIcon} aria-hidden="true">
          <Icon name="mail" size={28} />
        </span>
        <h3 ref={sentTitleRef} tabIndex={-1} className={styles.sentTitle}>{t('auth.checkInbox')}</h3>
        <p className={styles.sentText}>
          <EmphasisedEmail text={t('auth.linkSent', { email: sentTo })} email={sentTo} />
        </p>
        <p className={styles.lead}>{t('auth.linkExpires')}</p>
        <button type="button" className={styles.linkButton} onClick={() => setSentTo(null)}>
          {t('auth.useAnotherEmail')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => goTo('sign-in')}>
          {t('auth.backToSignIn')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <p className={styles.lead}>{purpose === 'passwordless' ? t('auth.passwordlessLead') : t('auth.forgotLead')}</p>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <ServerError error={form.serverError ?? linkProblem} />
        <TextField
          {...form.field('email')}
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.sending')}>
          {purpose === 'passwordless' ? t('auth.sendSignInLink') : t('auth.sendResetLink')}
        </SubmitButton>
      </form>
      <p className={styles.footer}>
        <button type="button" className={styles.linkButton} onClick={() => goTo('sign-in')}>
          {t('auth.backToSignIn')}
        </button>
      </p>
    </div>
  );
}
