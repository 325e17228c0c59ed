import type { Locale } from '@tessera/core/entities/app';

type Words = Record<string, unknown>;

/**
 * Every feature's words for the server render, bundled into the render itself: the server has no
 * download budget, and a render cannot wait on a feature's chunk of words the way the browser does
 * (`feature-words.ts`), so each language's instance starts with all of them.
 */
const files = {
  ...import.meta.glob<Words>('../../features/*/words/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Words>('../*/words/*.json', { eager: true, import: 'default' }),
};

const isObject = (value: unknown): value is Words => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `target` with `source`'s keys added deeply where `target` has none (the main file's words stay). */
function addMissing(target: Words, source: Words): Words {
  const merged: Words = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = value;
    else if (isObject(existing) && isObject(value)) merged[key] = addMissing(existing, value);
  }
  return merged;
}

/** The app's main words for a language with every feature's words of that language added. */
export function withFeatureWords<T extends Words>(locale: Locale, main: T): T {
  let merged: Words = main;
  for (const [file, words] of Object.entries(files)) {
    if (file.endsWith(`/words/${locale}.json`)) merged = addMissing(merged, words);
  }
  return merged as T;
}
