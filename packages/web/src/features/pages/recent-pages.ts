import type { PageReference } from '@tessera/core/entities/page';

/** SPEC §2 my content › Activity: the pages this browser opened last, newest first, kept locally. */
const KEY = 'tessera.recent-pages';
export const RECENT_PAGES_LIMIT = 30;

/**
 * Reading `window.localStorage` itself throws where the browser blocks storage (a cross-site
 * frame such as the studio's preview, some private modes): callers ask inside their `try`.
 */
const localStore = (): Storage => localStorage;

export function readRecentPages(storage?: Storage): PageReference[] {
  try {
    const value: unknown = JSON.parse((storage ?? localStore()).getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as PageReference[]) : [];
  } catch {
    return [];
  }
}

export function rememberRecentPage(reference: PageReference, storage?: Storage): void {
  try {
    const store = storage ?? localStore();
    const others = readRecentPages(store).filter((page) => page.page_id !== reference.page_id);
    store.setItem(KEY, JSON.stringify([reference, ...others].slice(0, RECENT_PAGES_LIMIT)));
  } catch {
    // Storage full or blocked: activity is a convenience, the page still shows.
  }
}

export function forgetRecentPages(storage?: Storage): void {
  try {
    (storage ?? localStore()).removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
