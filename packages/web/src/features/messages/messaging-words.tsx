import { useEffect, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE } from '@tessera/core/locales';
import { defineFeatureWords } from '../../app/i18n/feature-words';

/** Messaging's words (`messaging.*`), loaded with its screens, not with the app. */
export const messagingWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));

const files = import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' });
const hasWords = (instance: i18n, language: string) => instance.getResource(language, 'translation', 'messaging') !== undefined;

/** Adds the words to the instance the screens render with (the app's, which may not be i18next's default). */
async function loadInto(instance: i18n, language: string): Promise<void> {
  for (const locale of new Set([language, FALLBACK_LOCALE])) {
    const load = files[`./words/${locale}.json`];
    if (!load || hasWords(instance, locale)) continue;
    instance.addResourceBundle(locale, 'translation', await load(), true, false);
  }
}

/** Shows its children once messaging's words are there in the app's language; `fallback` until then. */
export function MessagingWordsGate({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const [, setLoaded] = useState(0);
  // The server render holds every feature's words, the browser's first render none of these yet:
  // the server shows the fallback too, so hydration finds what it rendered.
  const isReady = !import.meta.env.SSR && hasWords(instance, language) && hasWords(instance, FALLBACK_LOCALE);
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    const done = () => isCurrent && setLoaded((count) => count + 1);
    // A language whose words cannot be fetched falls back to English words (i18next's fallback).
    loadInto(instance, language).then(done, () => loadInto(instance, FALLBACK_LOCALE).then(done, done));
    return () => {
      isCurrent = false;
    };
  }, [instance, language, isReady]);
  return isReady ? children : fallback;
}
