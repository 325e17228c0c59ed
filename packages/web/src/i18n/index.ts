import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE } from '@tessera/core/entities/app';
import type { Locale } from '@tessera/core/entities/app';
import en from './locales/en.json';
import { setDocumentLanguage } from './language';

export type Messages = typeof en;

// English ships in the main bundle as the fallback; every other language is its own chunk.
const lazyLocales = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

export async function loadLocale(locale: Locale): Promise<Messages> {
  if (locale === FALLBACK_LOCALE) return en;
  const load = lazyLocales[`./locales/${locale}.json`];
  if (!load) throw new Error(`Cannot find module './locales/${locale}.json'`);
  return load();
}

/** Starts i18next in one language, falling back to English for anything missing. */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  const resources: Record<string, { translation: Messages }> = { [FALLBACK_LOCALE]: { translation: en } };
  if (locale !== FALLBACK_LOCALE) {
    try {
      resources[locale] = { translation: await loadLocale(locale) };
    } catch (error) {
      console.warn(`Could not load the ${locale} translations; using English`, error);
    }
  }
  await i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
  });
  setDocumentLanguage(locale);
  return i18next;
}
