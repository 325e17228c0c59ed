/**
 * SPEC §1: the twelve member-facing languages; en is the fallback. Zod-free (the schema is
 * `localeSchema` in `entities/app.ts`, which re-exports these), so the member app's startup code can
 * pick a language without loading zod.
 */
export const locales = ['ar', 'cs', 'de', 'en', 'es', 'fr', 'nb', 'nl', 'pl', 'pt-BR', 'pt', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
