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

describe('studio translations', () => {
  const english = new Map(entries(resources.en.translation));

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every key, translated', (locale) => {
    const translated = new Map(entries(resources[locale].translation));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(text, `${locale} ${key} is an English copy`).not.toBe(english.get(key));
    }
  });
});
