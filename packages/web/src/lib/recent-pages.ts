import type { PageReference } from '@tessera/core/entities/page';

/** SPEC §2 my content › Activity: the pages this browser opened last, newest first, kept locally. */
const KEY = 'tessera.recent-pages';
export const RECENT_PAGES_LIMIT = 30;

export function readRecentPages(storage: Storage = localStorage): PageReference[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as PageReference[]) : [];
  } catch {
    return [];
  }
}

export function rememberRecentPage(reference: PageReference, storage: Storage = localStorage): void {
  try {
    const others = readRecentPages(storage).filter((page) => page.page_id !== reference.page_id);
    storage.setItem(KEY, JSON.stringify([reference, ...others].slice(0, RECENT_PAGES_LIMIT)));
  } catch {
    // Storage full or blocked: activity is a convenience, the page still shows.
  }
}

export function forgetRecentPages(storage: Storage = localStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
