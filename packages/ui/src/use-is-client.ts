import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true after: for what only
 * the browser can decide (an embed's sandbox depends on the app's own origin). The part renders
 * right after hydration, in the place its box already holds.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `2026-11-25 07:00 UTC`: a moment written the same by the server and every browser (no timezone,
 * no ICU words), for the first render of what the browser then writes in local words.
 */
export function universalTimeText(date: Date | number): string {
  return `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
