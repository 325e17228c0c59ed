import { isRecord } from '@tessera/core/blocks/block-tree';
import { translateBlocks } from '@tessera/core/blocks/translate-blocks';
import { TRANSLATION_CACHE_SIZE } from '@tessera/core/constants';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import type { PageProps } from '@tessera/core/entities/page';
import type { TranslatedContent } from '@tessera/core/entities/translation';
import { AppError } from '@tessera/core/errors';
import { fetchJson } from '../../app/api/api';
import { createLru } from './lru';
import { normalizePagePath } from './page-data';

/**
 * Content translations (SPEC §7: `GET /__/{path}/{locale}.json?ts=…`). A page is published in the
 * app's default locale; a member reading in another of the app's languages gets that locale's
 * published translation merged over the page props. A missing translation (404) or a failed
 * download leaves the default content: translations improve a page, they never block it.
 */

/** The locale whose translation to fetch, or null when the default content is the right one. */
export function contentLocale(config: Pick<PublicAppConfig, 'default_locale' | 'languages'>, language: string): string | null {
  if (language === config.default_locale) return null;
  return (config.languages as readonly string[]).includes(language) ? language : null;
}

/** `/__/{path}/{locale}.json?ts=…`; the home page's is `/__/{locale}.json` (beside `/__/index.json`). */
export function translationUrl(path: string, locale: string, now: number = Date.now()): string {
  const normalized = normalizePagePath(path);
  const prefix = normalized === '/' ? '/__' : `/__${normalized}`;
  return `${prefix}/${encodeURIComponent(locale)}.json?ts=${now}`;
}

/**
 * The translated content of a translation file, or null when the body is not one. A light check
 * rather than core's zod schema: this runs on the way to the first paint, and the server wrote the
 * file from validated data. Entries that are not objects are dropped, not trusted.
 */
export function readTranslationFile(body: unknown): TranslatedContent | null {
  if (!isRecord(body)) return null;
  const title = body.page_title;
  if (title !== null && title !== undefined && typeof title !== 'string') return null;
  if (body.blocks !== undefined && !isRecord(body.blocks)) return null;
  const blocks: TranslatedContent['blocks'] = {};
  for (const [id, props] of Object.entries(body.blocks ?? {})) {
    if (isRecord(props)) blocks[id] = props;
  }
  return { page_title: typeof title === 'string' ? title : null, blocks };
}

/**
 * The page with its translation over it: a new title, and per block id the translated texts over
 * the block's own, list items and the blocks inside composed blocks included (core's
 * `translateBlocks`, the one merge). What the translation lacks shows the default content.
 */
export function mergeTranslation(page: PageProps, translation: TranslatedContent | null): PageProps {
  if (!translation) return page;
  return {
    ...page,
    page_title: translation.page_title || page.page_title,
    blocks: translateBlocks(page.blocks, translation.blocks),
  };
}

/**
 * Downloads one translation: null when there is none (404) or the body is not a
 * translation (logged). Other failures (offline, 5xx) throw, so the cache does not keep them.
 */
export async function fetchTranslation(path: string, locale: string): Promise<TranslatedContent | null> {
  try {
    const translation = readTranslationFile(await fetchJson(translationUrl(path, locale)));
    if (!translation) console.warn(`Ignoring a malformed ${locale} translation of ${path}`);
    return translation;
  } catch (error) {
    // No translation in this locale: the normal case for a page nobody translated yet.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export type TranslationStore = {
  /** The translation of a page in a locale: cached, else one request shared by simultaneous callers. Never rejects. */
  load: (path: string, locale: string) => Promise<TranslatedContent | null>;
};

/**
 * The translation cache (SPEC §9: at most 250 keys, least recently used evicted). "None" is kept
 * like a translation, so an untranslated page is asked for once; a failed download is logged and
 * not kept, so the next visit tries again. Either way the page shows its default content.
 */
export function createTranslationStore({
  fetch = fetchTranslation,
  capacity = TRANSLATION_CACHE_SIZE,
}: {
  fetch?: (path: string, locale: string) => Promise<TranslatedContent | null>;
  capacity?: number;
} = {}): TranslationStore {
  const cache = createLru<TranslatedContent | null>(capacity);
  const inFlight = new Map<string, Promise<TranslatedContent | null>>();

  return {
    load(rawPath, locale) {
      const path = normalizePagePath(rawPath);
      const key = `${locale} ${path}`;
      if (cache.has(key)) return Promise.resolve(cache.get(key) ?? null);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = fetch(path, locale)
        .then(
          (translation) => {
            cache.set(key, translation);
            return translation;
          },
          (error: unknown) => {
            console.warn(`Could not load the ${locale} translation of ${path}; showing the default content`, error);
            return null;
          },
        )
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}

export const translationStore = createTranslationStore();
