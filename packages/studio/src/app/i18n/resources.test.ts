import { describe, expect, it } from 'vitest';
import { errorTranslationKeys, fieldWordsUnlikeCatalogue } from '@tessera/core/api-client-errors';
import { COMPOSED_BLOCKS_MAX, NESTED_COMPOSED_BLOCK, TOO_MANY_COMPOSED_BLOCKS } from '@tessera/core/blocks/composed';
import { locales, type Locale } from '@tessera/core/entities/app';
import { pagePathSchema } from '@tessera/core/entities/page';
import { fieldCodeOf } from '@tessera/core/error-catalogue';
import { STUDIO_ERROR_WORDING } from '../describe-error';
import { createI18n } from './create-i18n';
import { resources } from './resources';
import { LAZY_AREAS } from './area-words';

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

// Areas whose words load with their screens (area-words.ts) are checked here like the bundled ones.
const lazyFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const wordsOf = (locale: Locale) => ({ ...resources[locale].translation, ...Object.fromEntries(LAZY_AREAS.map((area) => [area, lazyFiles[`./locales/${area}/${locale}.json`]])) });

describe('studio translations', () => {
  const english = new Map(entries(wordsOf('en')));
  const pluralBases = new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every key, translated', (locale) => {
    const translated = new Map(entries(wordsOf(locale)));
    const unique = (keys: Iterable<string>) => [...new Set([...keys].map(baseKey))].sort();
    expect(unique(translated.keys())).toEqual(unique(english.keys()));
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(text, `${locale} ${key} is an English copy`).not.toBe(english.get(key));
    }
  });

  it.each(locales)('%s has exactly the plural forms its language uses', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const keys = new Set(entries(wordsOf(locale)).map(([key]) => key));
    for (const base of pluralBases) {
      const forms = [...keys].filter((key) => baseKey(key) === base && PLURAL_SUFFIX.test(key)).sort();
      expect(forms, `${locale} ${base}`).toEqual(categories.map((category) => `${base}_${category}`).sort());
    }
  });
});

describe('studio words for errors, by code', () => {
  it.each(locales)('%s has words for every field code of core’s catalogue and every error code the studio maps', (locale) => {
    const messages = new Map(entries(resources[locale].translation));
    expect(errorTranslationKeys(STUDIO_ERROR_WORDING).filter((key) => !messages.get(key)?.trim())).toEqual([]);
  });

  it('has words for the error codes it maps, and no others', () => {
    expect(Object.keys(resources.en.translation.errorCodes).sort()).toEqual([...STUDIO_ERROR_WORDING.errorCodes].sort());
  });

  it('says in English what core’s catalogue says (SPEC texts verbatim), but for the groups the owner builds', () => {
    const i18n = createI18n('en');
    expect(fieldWordsUnlikeCatalogue((key, values) => i18n.t(key, values))).toEqual(['composed_too_many_blocks', 'composed_nested']);
  });

  it('reads a group’s own rules by their codes', () => {
    expect(fieldCodeOf(TOO_MANY_COMPOSED_BLOCKS)).toEqual({ code: 'composed_too_many_blocks', params: { max: COMPOSED_BLOCKS_MAX } });
    expect(fieldCodeOf(NESTED_COMPOSED_BLOCK).code).toBe('composed_nested');
    expect(fieldCodeOf(pagePathSchema.safeParse('no').error?.issues[0]?.message ?? '').code).toBe('page_path');
  });
});
