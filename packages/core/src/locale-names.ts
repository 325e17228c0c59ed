import type { Locale } from './locales';

/**
 * Each language in its own name, as someone who speaks it looks for it in a list: the member
 * app's language setting and the studio's app languages show the same names.
 */
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
