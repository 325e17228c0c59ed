import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isUpdateWaiting } from './update-state';

/**
 * SPEC §2: "If a service-worker update is waiting, navigation reloads the page with a
 * cache-busting parameter and a global loader for 1.5 s." Every in-app navigation passes through
 * the router, whichever link or call started it; the new address is the one reloaded.
 */
export function useReloadForUpdate(): void {
  const location = useLocation();
  const previous = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (current === previous.current) return;
    previous.current = current;
    if (!isUpdateWaiting()) return;
    const href = `${current}${location.hash}`;
    void import('./reload-for-update').then(({ reloadForUpdate }) => reloadForUpdate(href));
  }, [location.pathname, location.search, location.hash]);
}
