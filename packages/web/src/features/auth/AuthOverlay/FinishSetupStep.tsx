import { useTranslation } from 'react-i18next';
import { setPasswordContract } from '@tessera/core/api/auth';
import { PasswordField } from '../../../ui/PasswordField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '@tessera/ui/TextField';
import { api } from '../../../app/api/api';
import { installSession } from '../session';
import { finishSetupSchema } from './schemas';
import { ServerError } from './ServerError';
import { useZodForm } from '../../../app/forms/use-zod-form';
import styles from './styles.module.css';

const fields = ['name', 'password'] as const;

/**
 * SPEC §4: a member who came in by an emailed link and never chose a password sets one, with
 * their name, so the next sign-in does not depend on their inbox.
 */
export function FinishSetupStep({ name, onDone }: { name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm({
    fields,
    // The name a link sign-up got is a placeholder from the address; the member confirms it.
    initial: { name, password: '' },
    schema: finishSetupSchema,
    submit: async (body) => {
      installSession(await api(setPasswordContract, { body }));
      onDone();
    },
  });

  return (
    <div className={styles.step}>
      <p className={styles.lead}>{t('auth.finishSetupLead')}</p>
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <ServerError error={form.serverError} />
        <TextField {...form.field('name')} label={t('auth.name')} autoComplete="name" autoCapitalize="words" autoFocus />
        <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />
        <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.saving')}>
          {t('auth.finishSetup')}
        </SubmitButton>
      </form>
      <p className={styles.footer}>
        <button type="button" className={styles.linkButton} onClick={onDone}>
          {t('auth.notNow')}
        </button>
      </p>
    </div>
  );
}
