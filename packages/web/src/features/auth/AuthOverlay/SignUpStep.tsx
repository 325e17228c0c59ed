import { useTranslation } from 'react-i18next';
import { signUpContract } from '@tessera/core/api/auth';
import { PasswordField } from '../../../ui/PasswordField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '@tessera/ui/TextField';
import { api } from '../../../app/api/api';
import { completeSignIn } from '../session';
import { browserTimezone } from '../../../app/timezones';
import { signUpSchema } from './schemas';
import { ServerError } from './ServerError';
import { SsoButtons } from './SsoButtons';
import type { StepProps } from './types';
import { useZodForm } from '../../../app/forms/use-zod-form';
import styles from './styles.module.css';

const fields = ['name', 'email', 'password'] as const;

export function SignUpStep({ email, onEmailChange, goTo, onSignedIn }: StepProps) {
  const { t } = useTranslation();
  const form = useZodForm({
    fields,
    initial: { name: '', email, password: '' },
    schema: signUpSchema,
    submit: async (body) => {
      completeSignIn(await api(signUpContract, { body: { ...body, provider: 'default', timezone: browserTimezone() } }), 'sign-up');
      onSignedIn();
    },
  });
  const emailField = form.field('email');
  // `email_taken` ('This email address already exists, login to continue'): the way to do that is right there.
  const isEmailTaken = form.codeOf('email') === 'email_taken';
  const toSignIn = () => {
    onEmailChange(form.values.email);
    goTo('sign-in');
  };

  return (
    <div className={styles.step}>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <ServerError error={form.serverError} />
        <TextField {...form.field('name')} label={t('auth.name')} autoComplete="name" autoCapitalize="words" autoFocus />
        <TextField {...emailField} label={t('auth.email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        {isEmailTaken ? (
          <div className={styles.inlineLink}>
            <button type="button" className={styles.linkButton} onClick={toSignIn}>
              {t('auth.signInInstead')}
            </button>
          </div>
        ) : null}
        <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />
        <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.creatingAccount')}>
          {t('auth.createAccount')}
        </SubmitButton>
      </form>
      <SsoButtons onSignedIn={onSignedIn} />
      <p className={styles.footer}>
        {t('auth.haveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={toSignIn}>
          {t('auth.signIn')}
        </button>
      </p>
    </div>
  );
}
