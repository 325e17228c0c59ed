import { FALLBACK_LOCALE, locales } from '@tessera/core/entities/app';
import type { Locale } from '@tessera/core/entities/app';
import { useBlockContext } from '../BlockContext';

/**
 * Blocks carry their own few member-facing texts, in every SPEC language, inside their own chunk:
 * they render in the member app and in the studio canvas alike, and neither has to know them.
 * The table is typed so that a language cannot miss a key.
 */
export type Translations<K extends string> = Record<Locale, Record<K, string>>;
export type TextVariables = Record<string, string | number>;

/** `pt-br` → `pt-BR`, `de-AT` → `de`, anything unknown → English. */
export function matchLocale(tag: string | null | undefined): Locale {
  const lower = (tag ?? '').trim().toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const base = lower.split('-')[0];
  if (base === 'no' || base === 'nn') return 'nb';
  return locales.find((locale) => locale === base) ?? FALLBACK_LOCALE;
}

/** Fills `{{name}}` placeholders; an unknown placeholder is left as written. */
export function interpolate(text: string, variables: TextVariables = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in variables ? String(variables[name]) : whole,
  );
}

export type Translate<K extends string> = (key: K, variables?: TextVariables) => string;

export function translator<K extends string>(table: Translations<K>, locale: Locale): Translate<K> {
  const messages = table[locale];
  return (key, variables) => interpolate(messages[key], variables);
}

/** The member's language as blocks use it: the context's, else the document's. */
export function useBlockLocale(): Locale {
  const { locale } = useBlockContext();
  return matchLocale(
    locale ?? (typeof document === 'undefined' ? null : document.documentElement.lang),
  );
}

export function useTranslations<K extends string>(table: Translations<K>): Translate<K> {
  return translator(table, useBlockLocale());
}
