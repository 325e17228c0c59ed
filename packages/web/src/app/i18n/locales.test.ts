import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorTranslationKeys, fieldWordsUnlikeCatalogue } from '@tessera/core/api-client-errors';
import { locales } from '@tessera/core/entities/app';
import { MEMBER_ERROR_WORDING } from '../forms/describe-error';
import en from './locales/en.json';
import { englishCopyShare, flattenWords, placeholders as variables } from '../../test/locale-words';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

const flatten = (value: unknown) => flattenWords(value);
const english = flatten(en);

describe('locale files', () => {
  it('exist for exactly the twelve SPEC languages', () => {
    expect(Object.keys(files).map((file) => file.replace('./locales/', '').replace('.json', '')).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every English key, with the same placeholders', (locale) => {
    const messages = flatten(files[`./locales/${locale}.json`]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(variables(text), `${locale} ${key}`).toEqual(variables(english[key] ?? ''));
    }
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s is a real translation, not an English copy', (locale) => {
    const messages = flatten(files[`./locales/${locale}.json`]);
    // Loan words ("Program", "Profil", "Workout") may match; most strings must not.
    expect(englishCopyShare(english, messages)).toBeLessThan(0.2);
  });
});

// Words a feature loads with its own chunk (features/<feature>/words, app/i18n/feature-words.ts):
// the same rules, against their own English.
const featureFiles = import.meta.glob<Record<string, unknown>>(['../../features/*/words/*.json', '../forms/words/*.json'], { eager: true, import: 'default' });
const lazyWordSets: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, words] of Object.entries(featureFiles)) {
  const feature = /([^/]+)\/words\/[^/]+\.json$/.exec(file)?.[1] ?? file;
  (lazyWordSets[feature] ??= {})[file] = words;
}

it('finds the features’ word files', () => {
  expect(Object.keys(lazyWordSets)).toEqual(expect.arrayContaining(['checkout', 'events', 'forms', 'messages', 'notifications', 'schedule']));
});

// They merge into the main words without overwriting: a key in both would silently lose one side.
it.each(Object.entries(lazyWordSets))('%s words use keys the main words do not', (_name, set) => {
  const main = flatten(en);
  const english = flatten(Object.entries(set).find(([file]) => file.endsWith('/en.json'))?.[1] ?? {});
  expect(Object.keys(english).filter((key) => key in main)).toEqual([]);
});

describe.each(Object.entries(lazyWordSets))('%s words (loaded with the feature)', (_name, set) => {
  const fileOf = (locale: string) => set[Object.keys(set).find((path) => path.endsWith(`/${locale}.json`)) ?? ''];
  const setEnglish = flatten(fileOf('en'));

  it('exist for exactly the twelve SPEC languages', () => {
    expect(Object.keys(set).map((file) => file.replace(/^.*\//, '').replace('.json', '')).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every English key, the same placeholders, and is a translation', (locale) => {
    const messages = flatten(fileOf(locale));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(setEnglish).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(variables(text), `${locale} ${key}`).toEqual(variables(setEnglish[key] ?? ''));
    }
    const copies = Object.entries(messages).filter(([key, text]) => text === setEnglish[key]);
    expect(copies.length / Object.keys(messages).length).toBeLessThan(0.2);
  });
});

// The words for errors load with describe-error.ts (app/forms/error-words.ts).
const errorFiles = import.meta.glob<Record<string, unknown>>('../forms/words/*.json', { eager: true, import: 'default' });
const errorEnglish = errorFiles['../forms/words/en.json'] as { errorCodes: Record<string, string> };

describe('words for errors, by code', () => {
  it.each(locales)('%s has words for every field code of core’s catalogue and every error code the app maps', (locale) => {
    // `errors.*` (general) stay in the main words; codes and field problems load with describe-error.
    const messages = flatten({ ...files[`./locales/${locale}.json`], ...errorFiles[`../forms/words/${locale}.json`] });
    expect(errorTranslationKeys(MEMBER_ERROR_WORDING).filter((key) => !messages[key]?.trim())).toEqual([]);
  });

  it('has words for the error codes it maps, and no others', () => {
    expect(Object.keys(errorEnglish.errorCodes).sort()).toEqual([...MEMBER_ERROR_WORDING.errorCodes].sort());
  });

  it('says in English what core’s catalogue says (SPEC texts verbatim)', () => {
    const instance = i18next.createInstance();
    void instance.init({ resources: { en: { translation: { ...en, ...errorEnglish } } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false } });
    expect(fieldWordsUnlikeCatalogue((key, values) => instance.t(key, values))).toEqual([]);
  });
});
