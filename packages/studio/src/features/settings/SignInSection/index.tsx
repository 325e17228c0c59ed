import { useTranslation } from 'react-i18next';
import { Switch } from '@tessera/ui/Switch';
import { TextField } from '@tessera/ui/TextField';
import type { SectionProps } from '../section-props';
import { FormSection } from '../../../ui/controls/FormSection';

// Provider names are brands: the same in every language.
const PROVIDERS = [
  { brand: 'Google', enabled: 'sso_google_enabled', clientId: 'google_client_id', key: 'google' },
  { brand: 'Apple', enabled: 'sso_apple_enabled', clientId: 'apple_client_id', key: 'apple' },
] as const;

/** Which sign-in providers members are offered, each with the client id its tokens must carry. */
export function SignInSection({ values, errors, onChange }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('settings.signIn.title')} lead={t('settings.signIn.lead')}>
      {PROVIDERS.map((provider) => (
        <Switch
          key={provider.key}
          name={provider.enabled}
          label={t('settings.signIn.enable', { provider: provider.brand })}
          hint={t('settings.signIn.enableHint', { provider: provider.brand })}
          checked={values[provider.enabled]}
          onChange={(checked) => onChange(provider.enabled, checked)}
        >
          <TextField
            name={provider.clientId}
            label={t(`settings.signIn.${provider.key}ClientId`)}
            hint={t(`settings.signIn.${provider.key}ClientIdHint`)}
            value={values[provider.clientId]}
            maxLength={200}
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            error={errors[provider.clientId]}
            onChange={(event) => onChange(provider.clientId, event.target.value)}
          />
        </Switch>
      ))}
    </FormSection>
  );
}
