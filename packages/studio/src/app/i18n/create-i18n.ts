import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, RTL_LOCALES, type Locale } from '@tessera/core/entities/app';
import { resources } from './resources';

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale as Locale) ? 'rtl' : 'ltr';
}

/**
 * A fresh i18next instance per call, so that tests never share language state. Resources are
 * bundled, so initialisation is synchronous and the first render is already translated.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    initAsync: false,
    // React already escapes text; escaping twice would show entities such as &#39; to the owner.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Keeps <html lang dir> in step with the language so screen readers and CSS logical properties follow it. */
export function syncDocumentLanguage(instance: i18n, root: HTMLElement = document.documentElement): void {
  const apply = (locale: string) => {
    root.lang = locale;
    root.dir = directionOf(locale);
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}
