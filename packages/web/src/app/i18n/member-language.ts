import type { PublicAppConfig } from '@tessera/core/entities/app';
import { useAuthStore } from '../../features/auth/auth-store';
import type { AuthStore } from '../../features/auth/auth-store';
import { changeLanguage } from './index';
import { memberLocale } from './language';

type Config = Pick<PublicAppConfig, 'default_locale'>;

/** The language the auth state asks for; null while a guest keeps the language they arrived with. */
export function localeForAuth(state: Pick<AuthStore, 'status' | 'user'>, config: Config) {
  return state.status === 'authenticated' && state.user ? memberLocale(state.user.language, config) : null;
}

/**
 * Keeps the app's language on the member's (SPEC §4): applied at sign-in and whenever the member
 * changes it, and reset to the app's default when they sign out. Returns the unsubscribe.
 */
export function syncLanguageWithAuth(config: Config): () => void {
  return useAuthStore.subscribe((state, previous) => {
    const next = localeForAuth(state, config);
    const before = localeForAuth(previous, config);
    if (next && next !== before) void changeLanguage(next);
    else if (!next && previous.status === 'authenticated' && state.status !== 'authenticated') void changeLanguage(config.default_locale);
  });
}
