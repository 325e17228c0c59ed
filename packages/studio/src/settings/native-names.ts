import type { Locale } from '@tessera/core/entities/app';

/** Each language in its own name, as an owner who speaks it looks for it (the member app's list). */
export const NATIVE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  cs: 'Čeština',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  pt: 'Português',
  sv: 'Svenska',
};
