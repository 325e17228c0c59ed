import { describe, expect, it } from 'vitest';
import { locales } from '@tessera/core/entities/app';
import { attachmentTexts } from '../Attachment/texts';
import { chatTexts } from '../Chat/texts';
import { iframeTexts } from '../Iframe/texts';
import { mapTexts } from '../Map/texts';
import { shareTexts } from '../Share/texts';
import { workoutTexts } from '../Workout/texts';
import { actionTexts } from './action-texts';
import { interpolate, matchLocale } from './translations';
import type { Translations } from './translations';

const tables: Record<string, Translations<string>> = {
  actionTexts,
  attachmentTexts,
  chatTexts,
  iframeTexts,
  mapTexts,
  shareTexts,
  workoutTexts,
};
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('block texts', () => {
  it.each(Object.keys(tables))(
    '%s has every key in every language, with the same placeholders',
    (name) => {
      const table = tables[name]!;
      const english = table.en;
      for (const locale of locales) {
        expect(Object.keys(table[locale]).sort(), `${name} ${locale}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, text] of Object.entries(table[locale])) {
          expect(text.trim(), `${name} ${locale} ${key}`).not.toBe('');
          expect(placeholders(text), `${name} ${locale} ${key}`).toEqual(
            placeholders(english[key]!),
          );
        }
      }
    },
  );
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
