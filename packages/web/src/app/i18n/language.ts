import { FALLBACK_LOCALE, isLocale, RTL_LOCALES } from '@tessera/core/locales';
import type { Locale, PublicAppConfig } from '@tessera/core/entities/app';

/**
 * The language a guest sees: `?lang=` when it names a supported language (a shared link, the
 * studio preview), otherwise the app's default.
 */
export function pickLanguage({ search, config }: { search: string; config: Pick<PublicAppConfig, 'default_locale'> }): Locale {
  const requested = new URLSearchParams(search).get('lang');
  if (isLocale(requested)) return requested;
  return config.default_locale ?? FALLBACK_LOCALE;
}

/** SPEC §4 Locale selection: the member's language if set, otherwise the app's default. */
export function memberLocale(language: Locale | null, config: Pick<PublicAppConfig, 'default_locale'>): Locale {
  return language ?? config.default_locale ?? FALLBACK_LOCALE;
}

export function isRtl(locale: string): boolean {
  return (RTL_LOCALES as readonly string[]).includes(locale);
}

/** Arabic lays out right to left: `lang` and `dir` on <html> make the browser and CSS agree. */
export function setDocumentLanguage(locale: string, root: HTMLElement = document.documentElement): void {
  root.lang = locale;
  root.dir = isRtl(locale) ? 'rtl' : 'ltr';
}
