import { CACHE_BUST_PARAM } from './routes';
import type { RequestKind } from './routes';

/**
 * The keys the worker's caches keep requests under, and the offline packs' cache (decision 035).
 * Apart from routes.ts, whose constants the app's startup code reads: what is here is used by the
 * worker and by the lazy offline feature only, and stays out of the first download.
 */

/** The cache of the member's downloaded packs ("Download for offline"): never expired by the worker. */
export const OFFLINE_CACHE = 'tessera-offline';

/** The session check's answer, kept in the offline cache under this address (it is a POST). */
export const SESSION_COPY_PATH = '/api/auth/verify';

/**
 * Where a request is kept in the offline packs: documents and page data under the keys their own
 * caches use (without `_v` or `ts`), anything else under its full address.
 */
export function offlineCacheKey(kind: RequestKind, url: URL): string {
  if (kind === 'document') return documentCacheKey(url);
  if (kind === 'page-data') return pageDataCacheKey(url);
  const key = new URL(url.href);
  key.hash = '';
  return key.href;
}

/** A document's cache key: its path without the cache-busting parameter or a hash. */
export function documentCacheKey(url: URL): string {
  const key = new URL(url.href);
  key.searchParams.delete(CACHE_BUST_PARAM);
  key.hash = '';
  return key.href;
}

/**
 * A page data file's cache key: without the `ts` the app adds to get past HTTP caches (SPEC §2),
 * so the copy kept is found again offline.
 */
export function pageDataCacheKey(url: URL): string {
  const key = new URL(url.href);
  key.searchParams.delete('ts');
  return key.href;
}
