import { describe, expect, it } from 'vitest';
import { locales } from '@tessera/core/entities/app';
import { resources } from './resources';

// Flattens { a: { b: 'x' } } to [['a.b', 'x']] so nested keys compare across languages.
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

// i18next picks `key_<category>` by Intl.PluralRules, so each language has its own set of forms.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

describe('studio translations', () => {
  const english = new Map(entries(resources.en.translation));
  const pluralBases = new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every key, translated', (locale) => {
    const translated = new Map(entries(resources[locale].translation));
    const unique = (keys: Iterable<string>) => [...new Set([...keys].map(baseKey))].sort();
    expect(unique(translated.keys())).toEqual(unique(english.keys()));
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(text, `${locale} ${key} is an English copy`).not.toBe(english.get(key));
    }
  });

  it.each(locales)('%s has exactly the plural forms its language uses', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const keys = new Set(entries(resources[locale].translation).map(([key]) => key));
    for (const base of pluralBases) {
      const forms = [...keys].filter((key) => baseKey(key) === base && PLURAL_SUFFIX.test(key)).sort();
      expect(forms, `${locale} ${base}`).toEqual(categories.map((category) => `${base}_${category}`).sort());
    }
  });
});
