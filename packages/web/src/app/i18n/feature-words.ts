import { lazy, useEffect, useReducer, type ComponentType } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE } from '@tessera/core/locales';

type Words = Record<string, unknown>;
/** `import.meta.glob('./words/*.json', { import: 'default' })` of a feature folder. */
export type WordFiles = Record<string, () => Promise<Words>>;

/**
 * A feature's words, loaded with the feature's code rather than in the first download (the member
 * app's startup budget). The one convention: `features/<feature>/words/<language>.json`, whose
 * top-level keys are the feature's key prefixes (`{ "schedule": { … } }`), merged into the app's one
 * namespace so `t('schedule.title')` reads like any other key. English is loaded beside the member's
 * language as the fallback, and a language switch waits for the words of every feature already in
 * use (`loadFeatureWordsFor`), so no screen flashes English keys.
 */
export interface FeatureWords {
  /** Resolves once the words are there in `language` (default: the app's) and English. Never rejects. */
  load(language?: string): Promise<void>;
  /**
   * `useTranslation` for the feature's components, which their lazy boundary (`lazyWithWords`) or a gate
   * (`useReady`) renders only once the words are there; with `keyPrefix`, `t('title')` reads
   * `<prefix>.title`. It does not suspend: a suspending hook in every component that shows a word
   * re-suspended screens around it (the toolbar's bell held a thread screen on its fallback).
   */
  useWords(keyPrefix?: string): ReturnType<typeof useTranslation>;
  /** Whether the words are there in the app's language, without suspending (re-renders when they arrive). */
  useReady(): boolean;
}

const inUse = new Set<FeatureWords>();

/** Loads the words of every feature already shown in `language` (before the app switches to it). */
export function loadFeatureWordsFor(language: string): Promise<void> {
  return Promise.all([...inUse].map((words) => words.load(language))).then(() => undefined);
}

/** A promise that says when it has settled. */
type SettlingPromise = Promise<void> & { status?: 'fulfilled' };

/** i18next once it has started (a chunk may load before, in tests or a slow start). */
const initialised = () =>
  i18next.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));

const languageOf = (file: string) => /([^/]+)\.json$/.exec(file)?.[1] ?? '';

export function defineFeatureWords(files: WordFiles): FeatureWords {
  const byLanguage = new Map(Object.entries(files).map(([file, load]) => [languageOf(file), load]));
  const loads = new Map<string, Promise<void>>();

  const loadOne = (language: string): Promise<void> => {
    let loading = loads.get(language);
    if (!loading) {
      const file = byLanguage.get(language);
      loading = file
        ? Promise.all([file(), initialised()]).then(
            ([words]) => {
              // Deep, and without overwriting: the main file's own keys under the same prefix stay.
              i18next.addResourceBundle(language, 'translation', words, true, false);
            },
            (error: unknown) => {
              // English shows for this feature until the app is reloaded (no retry loop on a render).
              loads.delete(language);
              console.warn(`Could not load the ${language} words of a feature`, error);
            },
          )
        : Promise.resolve();
      loads.set(language, loading);
    }
    return loading;
  };

  /** One promise per language, which says when it has settled (`useReady` reads it on render). */
  const ready = new Map<string, SettlingPromise>();
  const readyIn = (language: string) => {
    let promise = ready.get(language);
    if (!promise) {
      const settling: SettlingPromise = Promise.all([loadOne(FALLBACK_LOCALE), loadOne(language)]).then(() => {
        settling.status = 'fulfilled';
      });
      ready.set(language, (promise = settling));
    }
    return promise;
  };

  const feature: FeatureWords = {
    load(language = i18next.language || FALLBACK_LOCALE) {
      // The server render's instances hold every feature's words from the start (server-words.ts);
      // i18next's default instance is never started there, so waiting on it would never end.
      if (import.meta.env.SSR) return Promise.resolve();
      inUse.add(feature);
      return readyIn(language);
    },
    useWords(keyPrefix) {
      return useTranslation(undefined, keyPrefix ? { keyPrefix } : undefined);
    },
    useReady() {
      const { i18n } = useTranslation();
      const ready = feature.load(i18n.language) as SettlingPromise;
      const [, settled] = useReducer((count: number) => count + 1, 0);
      useEffect(() => {
        let isCurrent = true;
        if (ready.status !== 'fulfilled') void ready.then(() => isCurrent && settled());
        return () => {
          isCurrent = false;
        };
      }, [ready]);
      return import.meta.env.SSR || ready.status === 'fulfilled';
    },
  };
  return feature;
}

/**
 * `React.lazy` for a component whose feature words must be there when it first renders: its code
 * and its words load side by side, none in the first download (pass the words modules lazily).
 */
export function lazyWithWords<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
  ...importWords: (() => Promise<FeatureWords>)[]
) {
  return lazy(() =>
    Promise.all([importComponent(), ...importWords.map((importOne) => importOne().then((words) => words.load()))]).then(([component]) => ({
      default: component as ComponentType<P>,
    })),
  );
}
