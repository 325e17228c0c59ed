import { describe, expect, it } from 'vitest';
import { locales } from '@tessera/core/entities/app';
import { attachmentMessages } from '../Attachment/messages';
import { chatMessages } from '../Chat/messages';
import { codeMessages } from '../Code/messages';
import { formSubmissionMessages } from '../FormSubmission/messages';
import { iframeMessages } from '../Iframe/messages';
import { livestreamMessages } from '../Livestream/messages';
import { mapMessages } from '../Map/messages';
import { memberDirectoryMessages } from '../MemberDirectory/messages';
import { searchMessages } from '../Search/messages';
import { shareMessages } from '../Share/messages';
import { socialMessages } from '../Social/messages';
import { workoutMessages } from '../Workout/messages';
import { actionMessages } from './action-messages';
import { interpolate, matchLocale, translate } from './i18n';
import type { Catalogue } from './i18n';
import { videoMessages } from './video-messages';

const catalogues: Record<string, Catalogue<string>> = {
  action: actionMessages,
  attachment: attachmentMessages,
  chat: chatMessages,
  code: codeMessages,
  formSubmission: formSubmissionMessages,
  iframe: iframeMessages,
  livestream: livestreamMessages,
  map: mapMessages,
  memberDirectory: memberDirectoryMessages,
  search: searchMessages,
  share: shareMessages,
  social: socialMessages,
  video: videoMessages,
  workout: workoutMessages,
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

  it.each(Object.entries(catalogues))('%s has every text in every language, and no other, with the same placeholders', (_, catalogue) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const locale of locales) {
      expect(Object.keys(catalogue[locale]).sort(), locale).toEqual(Object.keys(catalogue.en).sort());
    }
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

describe('matchLocale', () => {
  it('matches exact tags, then base languages, else English', () => {
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt');
    expect(matchLocale('de-AT')).toBe('de');
    expect(matchLocale('nn')).toBe('nb');
    expect(matchLocale('xx')).toBe('en');
    expect(matchLocale(undefined)).toBe('en');
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('{{a}} of {{b}} {{c}}', { a: 1, b: 'two' })).toBe('1 of two {{c}}');
  });
});
