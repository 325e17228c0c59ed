import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginContract } from '@tessera/core/api/auth';
import { useAppConfig } from '../../../app/app-config-context';
import { SubmitButton } from '../../../ui/SubmitButton';
import { api } from '../../../app/api/api';
import { completeSignIn } from '../session';
import { enabledProviders, idTokenFromNative } from '../sso';
import type { SsoProvider } from '../sso';
import { ServerError } from './ServerError';
import styles from './styles.module.css';

const PROVIDER_NAMES: Record<SsoProvider, string> = { google: 'Google', apple: 'Apple' };

/**
 * Google and Apple, only when the app switched them on (SPEC §1). The ID token comes from a native
 * shell's bridge; without one the member is told plainly that the provider is not set up here.
 */
export function SsoButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const { access } = useAppConfig();
  const [busy, setBusy] = useState<SsoProvider | null>(null);
  const [unavailable, setUnavailable] = useState<SsoProvider | null>(null);
  const [error, setError] = useState<unknown>(null);
  const providers = enabledProviders(access);
  if (providers.length === 0) return null;

  const signInWith = async (provider: SsoProvider) => {
    setError(null);
    setUnavailable(null);
    setBusy(provider);
    try {
      const idToken = await idTokenFromNative(provider);
      if (!idToken) {
        setUnavailable(provider);
        return;
      }
      completeSignIn(await api(loginContract, { body: { provider, provider_id: idToken } }), 'sso');
      onSignedIn();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.alternatives}>
      {providers.map((provider) => (
        <SubmitButton key={provider} type="button" variant="secondary" isBusy={busy === provider} onClick={() => void signInWith(provider)}>
          {t('auth.continueWith', { provider: PROVIDER_NAMES[provider] })}
        </SubmitButton>
      ))}
      <div role="status">{unavailable ? <p className={styles.note}>{t('auth.ssoUnavailable', { provider: PROVIDER_NAMES[unavailable] })}</p> : null}</div>
      {error ? <ServerError error={error} /> : null}
    </div>
  );
}
