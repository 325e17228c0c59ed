import { useTranslation } from 'react-i18next';
import { loginContract } from '@tessera/core/api/auth';
import { PasswordField } from '../../../ui/PasswordField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '@tessera/ui/TextField';
import { api } from '../../../app/api/api';
import { completeSignIn } from '../session';
import { signInSchema } from './schemas';
import { ServerError } from './ServerError';
import { SsoButtons } from './SsoButtons';
import type { StepProps } from './types';
import { useZodForm } from '../../../app/forms/use-zod-form';
import styles from './styles.module.css';

const fields = ['email', 'password'] as const;

export function SignInStep({ email, onEmailChange, goTo, onSignedIn }: StepProps) {
  const { t } = useTranslation();
  const form = useZodForm({
    fields,
    initial: { email, password: '' },
    schema: signInSchema,
    submit: async (body) => {
      completeSignIn(await api(loginContract, { body }), 'sign-in');
      onSignedIn();
    },
  });
  const emailField = form.field('email');
  const leave = (step: Parameters<StepProps['goTo']>[0]) => {
    onEmailChange(form.values.email);
    goTo(step);
  };

  return (
    <div className={styles.step}>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <ServerError error={form.serverError} />
        <TextField
          {...emailField}
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          // A returning member finds the address filled in and starts at the password.
          autoFocus={!email}
        />
        <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="current-password" autoFocus={Boolean(email)} />
        <div className={styles.inlineLink}>
          <button type="button" className={styles.linkButton} onClick={() => leave('forgot')}>
            {t('auth.forgotPassword')}
          </button>
        </div>
        <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.signingIn')}>
          {t('auth.signIn')}
        </SubmitButton>
      </form>
      <div className={styles.divider}>{t('auth.or')}</div>
      <div className={styles.alternatives}>
        <SubmitButton type="button" variant="secondary" onClick={() => leave('passwordless')}>
          {t('auth.emailMeALink')}
        </SubmitButton>
        <SsoButtons onSignedIn={onSignedIn} />
      </div>
      <p className={styles.footer}>
        {t('auth.newHere')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => leave('sign-up')}>
          {t('auth.createAccount')}
        </button>
      </p>
    </div>
  );
}
