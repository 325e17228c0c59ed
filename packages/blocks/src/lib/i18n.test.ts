import { describe, expect, it } from 'vitest';
import { locales } from '@tessera/core/entities/app';
import { livestreamMessages } from '../Livestream/messages';
import { memberDirectoryMessages } from '../MemberDirectory/messages';
import { searchMessages } from '../Search/messages';
import { socialMessages } from '../Social/messages';
import { codeMessages } from '../Code/messages';
import { formSubmissionMessages } from '../FormSubmission/messages';
import { translate } from './i18n';
import type { Catalogue } from './i18n';
import { videoMessages } from './video-messages';

const catalogues: Record<string, Catalogue<string>> = {
  livestream: livestreamMessages,
  memberDirectory: memberDirectoryMessages,
  search: searchMessages,
  social: socialMessages,
  code: codeMessages,
  formSubmission: formSubmissionMessages,
  video: videoMessages,
};

describe('translate', () => {
  it('picks the plural form of the language', () => {
    expect(translate(searchMessages, 'en', 'results', { count: 1 })).toBe('1 result');
    expect(translate(searchMessages, 'en', 'results', { count: 3 })).toBe('3 results');
    expect(translate(searchMessages, 'pl', 'results', { count: 3 })).toBe('3 wyniki');
    expect(translate(searchMessages, 'pl', 'results', { count: 5 })).toBe('5 wyników');
    expect(translate(searchMessages, 'ar', 'results', { count: 2 })).toBe('نتيجتان');
  });

  it('fills placeholders', () => {
    expect(translate(searchMessages, 'fr', 'none', { query: 'yoga' })).toBe('Aucun résultat pour « yoga »');
  });

  it.each(Object.entries(catalogues))('%s has every text in every language, with the same placeholders', (_, catalogue) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(catalogue.en)) {
      const englishText = typeof english === 'string' ? english : english.other;
      for (const locale of locales) {
        const message = catalogue[locale][key];
        expect(message, `${locale} ${key}`).toBeDefined();
        const text = typeof message === 'string' ? message : message!.other;
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        // Plural forms may drop {{count}} where the language spells the number out (Arabic "two").
        if (typeof message === 'string') expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(englishText));
      }
    }
  });
});
