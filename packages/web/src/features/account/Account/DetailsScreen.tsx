import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateAccountContract } from '@tessera/core/api/auth';
import { FIELD_REQUIRED } from '@tessera/core/messages';
import { emailField, nameField } from '@tessera/core/fields';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '@tessera/ui/SelectField';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '@tessera/ui/TextField';
import { api } from '../../../app/api/api';
import { describeError } from '../../../app/forms/describe-error';
import { updateSignedInUser } from '../../auth/session';
import { timezoneOptions } from '../../../app/timezones';
import { useZodForm } from '../../../app/forms/use-zod-form';
import { useAuthStore } from '../../auth/auth-store';
import { AccountSection } from './AccountSection';
import { AvatarUpload } from './AvatarUpload';
import styles from './styles.module.css';

const fields = ['name', 'email', 'timezone'] as const;
const detailsSchema = z.object({ name: nameField, email: emailField, timezone: z.string().min(1, FIELD_REQUIRED) });

/** Name, email and time zone (PUT /auth), and the photo. Only what changed is sent. */
export function DetailsScreen() {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const [isSaved, setIsSaved] = useState(false);
  const initial = { name: user?.name ?? '', email: user?.email ?? '', timezone: user?.timezone ?? 'UTC' };
  const form = useZodForm({
    fields,
    initial,
    schema: detailsSchema,
    submit: async (values) => {
      const current = useAuthStore.getState().user;
      if (!current) return;
      const body = {
        ...(values.name !== current.name ? { name: values.name } : {}),
        ...(values.email !== current.email.toLowerCase() ? { email: values.email } : {}),
        ...(values.timezone !== current.timezone ? { timezone: values.timezone } : {}),
      };
      if (Object.keys(body).length > 0) updateSignedInUser((await api(updateAccountContract, { body })).user);
      setIsSaved(true);
    },
  });
  const zones = useMemo(() => timezoneOptions(initial.timezone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), [initial.timezone]);
  if (!user) return null;

  const edit = (name: (typeof fields)[number]) => {
    const field = form.field(name);
    return {
      ...field,
      onChange: (event: { target: { value: string } }) => {
        setIsSaved(false);
        field.onChange(event);
      },
    };
  };

  return (
    <AccountSection title={t('account.details.title')}>
      <AvatarUpload />
      <form className={styles.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert>{form.serverError ? describeError(form.serverError, t, i18n.language) : null}</FormAlert>
        <TextField {...edit('name')} label={t('auth.name')} autoComplete="name" autoCapitalize="words" />
        <TextField {...edit('email')} label={t('auth.email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <SelectField {...edit('timezone')} label={t('account.details.timezone')} hint={t('account.details.timezoneHint')} options={zones} />
        <SubmitButton isBusy={form.isBusy} busyLabel={t('auth.saving')}>
          {t('account.save')}
        </SubmitButton>
        <div role="status" className={styles.statusLine}>
          {isSaved ? t('account.saved') : ''}
        </div>
      </form>
    </AccountSection>
  );
}
