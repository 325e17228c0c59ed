import { useCallback } from 'react';
import { FALLBACK_LOCALE } from '@tessera/core/entities/app';
import type { Locale } from '@tessera/core/entities/app';
import { interpolate, useBlockLocale } from './translations';
import type { TextVariables } from './translations';

/**
 * Block texts that need plural forms, on top of `translations.ts`: a message is a text, or one
 * text per plural category of the language (`other` always present), chosen by `count`.
 */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);
export type Catalogue<K extends string> = Record<Locale, Record<K, Message>>;
export type Translate<K extends string> = (key: K, variables?: TextVariables) => string;

/** Picks the text for a key (plural form by `variables.count`) and fills `{{name}}` placeholders. */
export function translate<K extends string>(catalogue: Catalogue<K>, locale: Locale, key: K, variables?: TextVariables): string {
  const message = catalogue[locale][key] ?? catalogue[FALLBACK_LOCALE][key];
  if (typeof message === 'string') return interpolate(message, variables);
  const category = new Intl.PluralRules(locale).select(Number(variables?.count ?? 0));
  return interpolate(message[category] ?? message.other, variables);
}

/** The block's texts in the viewer's locale, and the locale itself (for dates and numbers). */
export function useBlockMessages<K extends string>(catalogue: Catalogue<K>): { t: Translate<K>; locale: Locale } {
  const locale = useBlockLocale();
  const t = useCallback<Translate<K>>((key, variables) => translate(catalogue, locale, key, variables), [catalogue, locale]);
  return { t, locale };
}
