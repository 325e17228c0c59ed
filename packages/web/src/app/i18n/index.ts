import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE } from '@tessera/core/locales';
import type { Locale } from '@tessera/core/locales';
import en from './locales/en.json';
import { loadFeatureWordsFor } from './feature-words';
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

function withLoadedLocale(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  return loadLocale(locale).then(
    (messages) => void i18next.addResourceBundle(locale, 'translation', messages),
    (error: unknown) => console.warn(`Could not load the ${locale} translations; using English`, error),
  );
}

let latestRequest: Locale | null = null;

/**
 * Switches the whole app to another language: its messages (lazy chunks), i18next, and `lang`/`dir`
 * on <html>. When switches overlap, the last one asked for wins.
 */
export async function changeLanguage(locale: Locale): Promise<void> {
  latestRequest = locale;
  // The words of features already on screen come too, so nothing shows in English on the way.
  await Promise.all([withLoadedLocale(locale), loadFeatureWordsFor(locale)]);
  if (latestRequest !== locale) return;
  await i18next.changeLanguage(locale);
  setDocumentLanguage(locale);
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
