import { useEffect, useState } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE } from '@tessera/core/entities/app';

/**
 * Areas whose words load with their screens rather than with the studio: Commerce's twelve
 * languages are a quarter of all the studio's words, and its screens are a chunk of their own.
 * Each area's words sit under its name (`t('commerce.…')`), like the bundled areas'.
 */
/** The areas whose words load with their screens; every other folder under locales/ is bundled (resources.ts). */
export const LAZY_AREAS = ['commerce', 'programs', 'events', 'packs', 'calendar', 'insights', 'moderation', 'blasts', 'workouts'] as const;
export type LazyArea = (typeof LAZY_AREAS)[number];

// One glob over every area: a bundled area's files are in the studio's first chunk already, so
// their entries here cost nothing; a lazy area's file is a chunk of its own.
const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

export function hasAreaWords(instance: i18n, area: LazyArea, language: string = instance.language): boolean {
  return instance.getResource(language, 'translation', area) !== undefined;
}

/** Adds an area's words in a language (and in the fallback language) to an i18next instance. */
export async function loadAreaWords(instance: i18n, area: LazyArea, language: string): Promise<void> {
  for (const locale of new Set([language, FALLBACK_LOCALE])) {
    const load = loaders[`./locales/${area}/${locale}.json`];
    if (!load || hasAreaWords(instance, area, locale)) continue;
    instance.addResourceBundle(locale, 'translation', { [area]: await load() }, true, false);
  }
}

/**
 * Whether an area's words are there in the studio's language: loads them when they are not (and
 * again when the language changes). 'failed' when they could not be fetched; `retry` asks again.
 */
export function useAreaWords(area: LazyArea): { status: 'ready' | 'loading' | 'failed'; retry: () => void } {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; failed: boolean } | null>(null);
  const key = `${language}:${attempt}`;
  const isReady = hasAreaWords(instance, area, language);

  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    loadAreaWords(instance, area, language).then(
      () => isCurrent && setOutcome({ key, failed: false }),
      () => isCurrent && setOutcome({ key, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [instance, area, language, isReady, key]);

  const status = isReady ? 'ready' : outcome?.key === key && outcome.failed ? 'failed' : 'loading';
  return { status, retry: () => setAttempt((count) => count + 1) };
}
