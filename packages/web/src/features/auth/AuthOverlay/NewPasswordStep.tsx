import { useTranslation } from 'react-i18next';
import { resetPasswordContract } from '@tessera/core/api/auth';
import { PasswordField } from '../../../ui/PasswordField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { api } from '../../../app/api/api';
import { completeSignIn } from '../session';
import { useAuthStore } from '../auth-store';
import { newPasswordSchema } from './schemas';
import { ServerError } from './ServerError';
import type { StepProps } from './types';
import { useZodForm } from '../../../app/forms/use-zod-form';
import styles from './styles.module.css';

const fields = ['password', 'password_confirmation'] as const;

/** Opened by an emailed reset link: a new password, typed twice, signs the member in. */
export function NewPasswordStep({ token, goTo, onSignedIn }: Pick<StepProps, 'goTo' | 'onSignedIn'> & { token: string }) {
  const { t } = useTranslation();
  const setPendingLink = useAuthStore((state) => state.setPendingLink);
  const form = useZodForm({
    fields,
    initial: { password: '', password_confirmation: '' },
    schema: newPasswordSchema,
    submit: async (body) => {
      const response = await api(resetPasswordContract, { body: { ...body, token } });
      setPendingLink(null);
      completeSignIn(response, 'reset');
      onSignedIn();
    },
  });
  const leave = () => {
    setPendingLink(null);
    goTo('forgot');
  };

  return (
    <div className={styles.step}>
      <p className={styles.lead}>{t('auth.resetLead')}</p>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <ServerError error={form.serverError} onRequestNewLink={leave} />
        <PasswordField {...form.field('password')} label={t('auth.newPassword')} autoComplete="new-password" hint={t('auth.passwordHint')} autoFocus />
        <PasswordField {...form.field('password_confirmation')} label={t('auth.confirmPassword')} autoComplete="new-password" />
        <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.saving')}>
          {t('auth.savePassword')}
        </SubmitButton>
      </form>
    </div>
  );
}
