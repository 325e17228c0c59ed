import { FALLBACK_LOCALE, locales, type Locale } from '@tessera/core/entities/app';

// Norwegian browsers may report the macrolanguage or Nynorsk; Bokmål is the one we translate.
const ALIASES: Record<string, Locale> = { no: 'nb', nn: 'nb' };

function matchOne(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0] ?? '';
  return locales.find((locale) => locale === base) ?? ALIASES[base];
}

/**
 * The first supported locale among the candidates (most preferred first): an exact tag wins, then
 * its base language (de-AT → de, pt-PT → pt), else the fallback.
 */
export function pickLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const match = matchOne(candidate);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}
