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
import { useSignInWay } from './use-sign-in-way';
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
  const { wayFor, ask } = useSignInWay();
  const way = wayFor(form.values.email);
  // An account without a password signs in by a link or its provider: offer that, not a password.
  const isPasswordless = way === 'passwordless';
  const provider = way === 'google' || way === 'apple' ? way : null;
  const leave = (step: Parameters<StepProps['goTo']>[0]) => {
    onEmailChange(form.values.email);
    goTo(step);
  };

  return (
    <div className={styles.step}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          if (!isPasswordless && !provider) return void form.onSubmit(event);
          // No password to check: Enter takes the way this account signs in.
          event.preventDefault();
          if (isPasswordless) leave('passwordless');
        }}
        noValidate
      >
        <ServerError error={form.serverError} />
        <TextField
          {...emailField}
          onBlur={(event) => {
            emailField.onBlur();
            ask(event.currentTarget.value);
          }}
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          // A returning member finds the address filled in and starts at the password.
          autoFocus={!email}
        />
        {isPasswordless || provider ? (
          <p className={styles.lead} role="status">
            {isPasswordless ? t('auth.wayPasswordless') : t('auth.wayProvider', { provider: provider === 'google' ? 'Google' : 'Apple' })}
          </p>
        ) : (
          <>
            <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="current-password" autoFocus={Boolean(email)} />
            <div className={styles.inlineLink}>
              <button type="button" className={styles.linkButton} onClick={() => leave('forgot')}>
                {t('auth.forgotPassword')}
              </button>
            </div>
            <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.signingIn')}>
              {t('auth.signIn')}
            </SubmitButton>
          </>
        )}
      </form>
      {isPasswordless ? null : <div className={styles.divider}>{t('auth.or')}</div>}
      <div className={styles.alternatives}>
        <SubmitButton type="button" variant={isPasswordless ? 'primary' : 'secondary'} onClick={() => leave('passwordless')}>
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
