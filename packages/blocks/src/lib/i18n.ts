import { useCallback } from 'react';
import { FALLBACK_LOCALE, locales } from '@tessera/core/entities/app';
import type { Locale } from '@tessera/core/entities/app';
import { useBlockContext } from '../BlockContext';

/**
 * Blocks carry their own few member-facing texts, in every SPEC language, inside their own chunk:
 * they render in the member app and in the studio canvas alike, and neither has to know them.
 * The catalogue is typed so that a language cannot miss a key. A message is a text, or one text
 * per plural category of the language (`other` always present), chosen by `count`.
 */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Catalogue<K extends string> = Record<Locale, Record<K, Message>>;
export type TextVariables = Record<string, string | number>;
export type Translate<K extends string> = (key: K, variables?: TextVariables) => string;

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
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in variables ? String(variables[name]) : whole));
}

/** Picks the text for a key (plural form by `variables.count`) and fills `{{name}}` placeholders. */
export function translate<K extends string>(catalogue: Catalogue<K>, locale: Locale, key: K, variables?: TextVariables): string {
  const message = catalogue[locale][key] ?? catalogue[FALLBACK_LOCALE][key];
  if (typeof message === 'string') return interpolate(message, variables);
  const category = new Intl.PluralRules(locale).select(Number(variables?.count ?? 0));
  return interpolate(message[category] ?? message.other, variables);
}

/** The member's language as blocks use it: the context's, else the document's. */
export function useBlockLocale(): Locale {
  const { locale } = useBlockContext();
  return matchLocale(locale ?? (typeof document === 'undefined' ? null : document.documentElement.lang));
}

/** The block's texts in the viewer's locale, and the locale itself (for dates and numbers). */
export function useBlockMessages<K extends string>(catalogue: Catalogue<K>): { t: Translate<K>; locale: Locale } {
  const locale = useBlockLocale();
  const t = useCallback<Translate<K>>((key, variables) => translate(catalogue, locale, key, variables), [catalogue, locale]);
  return { t, locale };
}
