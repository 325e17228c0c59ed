import type { PastDueSubscription } from '@tessera/core/entities/commerce';

/**
 * A dismissed past-due banner stays away for this browser session (sessionStorage: a new session
 * shows it again) and only for what was due when it was dismissed: another product falling due, or
 * one being settled, is a new state that shows it again.
 */
const KEY = 'tessera.past-due-dismissed';

/** What is due, as one comparable string. */
export function pastDueState(items: readonly PastDueSubscription[]): string {
  return items
    .map((item) => item.product_id)
    .sort()
    .join(',');
}

export function isPastDueDismissed(state: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === state;
  } catch {
    return false; // storage refused (private mode): the banner shows.
  }
}

export function dismissPastDue(state: string): void {
  try {
    sessionStorage.setItem(KEY, state);
  } catch {
    // Storage refused: dismissed for as long as this screen stays (the caller re-renders).
  }
}
