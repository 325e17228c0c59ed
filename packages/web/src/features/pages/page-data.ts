import { PAGE_DATA_CACHE_SIZE } from '@tessera/core/constants';
import { isPagePath } from '@tessera/core/entities/page-values';
import type { PageProps } from '@tessera/core/entities/page';
import { AppError } from '@tessera/core/errors';
import { fetchJson } from '../../app/api/api';
import { createLru } from './lru';

export type PageDataResult = { status: 'found'; page: PageProps } | { status: 'missing' };

/** `/` and `/about/` → `/` and `/about`: the form page paths are published under. */
export function normalizePagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The one app screen outside `/me/`: every email's footer links to it (SPEC §2 unsubscribe-from-email). */
export const UNSUBSCRIBE_PATH = '/unsubscribe-from-email';

/** Paths under `/me/` (and the unsubscribe screen) are the app's own screens: never page data, never pre-fetched (SPEC §2). */
export function isMemberPath(path: string): boolean {
  return path === '/me' || path.startsWith('/me/') || path === UNSUBSCRIBE_PATH;
}

/** SPEC §2: `/__/{path}/index.json?ts=…`; the home page is `/__/index.json`. */
export function pageDataUrl(path: string, now: number = Date.now()): string {
  const normalized = normalizePagePath(path);
  const prefix = normalized === '/' ? '/__' : `/__${normalized}`;
  return `${prefix}/index.json?ts=${now}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a body has the shape of page props: the fields every screen relies on, checked by hand.
 * Not core's zod schema: this runs on the way to every first paint, and the server wrote the file
 * from props it built with that schema (defaults included). Blocks are checked one by one, by
 * their own schemas, when they render.
 */
export function isPageProps(body: unknown): body is PageProps {
  if (!isObject(body)) return false;
  const { page_id, page_title, page_data, page_access, blocks, siblings, children, page_actions } = body;
  return (
    typeof page_id === 'string' &&
    typeof page_title === 'string' &&
    isObject(page_data) &&
    typeof page_data.path === 'string' &&
    isObject(page_access) &&
    typeof page_access.granted === 'boolean' &&
    [blocks, siblings, children, page_actions].every(Array.isArray) &&
    (blocks as unknown[]).every((block) => isObject(block) && typeof block.id === 'string' && typeof block.type === 'string' && isObject(block.props))
  );
}

/** Downloads one page's props; a 404 means the page does not exist (or is not published). */
export async function fetchPageData(path: string): Promise<PageDataResult> {
  try {
    const body = await fetchJson(pageDataUrl(path));
    if (!isPageProps(body)) {
      throw new AppError({ code: 'invalid_page_data', status: 500, message: 'Something went wrong', internal: `Not page props: ${path}` });
    }
    return { status: 'found', page: body };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { status: 'missing' };
    throw error;
  }
}

export type PageDataStore = {
  /** Cached result, else one request shared by every caller asking at the same time. */
  load: (path: string) => Promise<PageDataResult>;
  /** What is cached right now, without fetching. */
  peek: (path: string) => PageDataResult | undefined;
  /** Warms the cache ahead of a likely visit; errors are logged by `load` and otherwise ignored. */
  prefetch: (path: string) => Promise<PageDataResult | undefined>;
  /** Puts props in directly (e.g. a draft sent by the studio preview). */
  put: (path: string, result: PageDataResult) => void;
  /**
   * Forgets everything: page data is decided per viewer (a guest gets the lock, a member the
   * page), so the cache must not outlive a sign-in or sign-out. Answers still in flight are dropped.
   */
  clear: () => void;
  /** How many times the cache was cleared; links re-check their access when it changes. */
  getGeneration: () => number;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The memory cache of page data (SPEC §9: 250 paths, least recently used evicted). A 404 is cached
 * as missing, so a dead link is asked for once; other failures are logged and not cached, so the
 * next visit tries again.
 */
export function createPageDataStore({
  fetchPage = fetchPageData,
  capacity = PAGE_DATA_CACHE_SIZE,
}: { fetchPage?: (path: string) => Promise<PageDataResult>; capacity?: number } = {}): PageDataStore {
  let cache = createLru<PageDataResult>(capacity);
  const inFlight = new Map<string, Promise<PageDataResult>>();
  const listeners = new Set<() => void>();
  let generation = 0;

  const invalid: PageDataResult = { status: 'missing' };

  function load(rawPath: string): Promise<PageDataResult> {
    const path = normalizePagePath(rawPath);
    const cached = cache.get(path);
    if (cached) return Promise.resolve(cached);
    // A path that cannot be a page (upper case, dots, `/me/…`) is missing without asking.
    if (isMemberPath(path) || !isPagePath(path)) return Promise.resolve(invalid);
    const pending = inFlight.get(path);
    if (pending) return pending;
    const startedIn = generation;
    const request = fetchPage(path)
      .then((result) => {
        // An answer asked for by the previous viewer is theirs: hand it over, do not keep it.
        if (startedIn === generation) cache.set(path, result);
        return result;
      })
      .catch((error: unknown) => {
        console.warn(`Could not load page data for ${path}`, error);
        throw error;
      })
      .finally(() => {
        if (inFlight.get(path) === request) inFlight.delete(path);
      });
    inFlight.set(path, request);
    return request;
  }

  return {
    load,
    peek: (path) => cache.get(normalizePagePath(path)),
    prefetch(path) {
      if (isMemberPath(normalizePagePath(path))) return Promise.resolve(undefined);
      return load(path).catch(() => undefined);
    },
    put: (path, result) => cache.set(normalizePagePath(path), result),
    clear() {
      cache = createLru<PageDataResult>(capacity);
      inFlight.clear();
      generation += 1;
      for (const listener of [...listeners]) listener();
    },
    getGeneration: () => generation,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const pageDataStore = createPageDataStore();
