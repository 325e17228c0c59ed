import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorTranslationKeys, fieldWordsUnlikeCatalogue } from '@tessera/core/api-client-errors';
import { locales } from '@tessera/core/entities/app';
import { MEMBER_ERROR_WORDING } from '../forms/describe-error';
import en from './locales/en.json';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const english = flatten(en);
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

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
    const copies = Object.entries(messages).filter(([key, text]) => text === english[key]);
    // Loan words ("Program", "Profil", "Workout") may match; most strings must not.
    expect(copies.length / Object.keys(messages).length).toBeLessThan(0.2);
  });
});

describe('words for errors, by code', () => {
  it.each(locales)('%s has words for every field code of core’s catalogue and every error code the app maps', (locale) => {
    const messages = flatten(files[`./locales/${locale}.json`]);
    expect(errorTranslationKeys(MEMBER_ERROR_WORDING).filter((key) => !messages[key]?.trim())).toEqual([]);
  });

  it('has words for the error codes it maps, and no others', () => {
    expect(Object.keys(en.errorCodes).sort()).toEqual([...MEMBER_ERROR_WORDING.errorCodes].sort());
  });

  it('says in English what core’s catalogue says (SPEC texts verbatim)', () => {
    const instance = i18next.createInstance();
    void instance.init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false } });
    expect(fieldWordsUnlikeCatalogue((key, values) => instance.t(key, values))).toEqual([]);
  });
});
