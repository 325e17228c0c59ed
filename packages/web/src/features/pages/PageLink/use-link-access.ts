import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import type { PageAccessResult } from '@tessera/core/entities/page';
import { usePageDataStore } from '../page-data-context';
import { accessLimiter, loadAccessWithRetry } from '../access-load';
import { isMemberPath, normalizePagePath } from '../page-data';
import type { PageDataResult } from '../page-data';
import { onceVisible } from '@tessera/ui/viewport-observer';
import { isAuthChecked, useAuthStore } from '../../auth/auth-store';

/**
 * What a link knows about its target: `loading` until the target's page data (which carries its
 * page access) arrives, then `open` or `locked`. `open` also when the load gave up: the page
 * itself then shows its lock if it has one.
 */
export type LinkAccess =
  | { state: 'loading' }
  | { state: 'open' }
  | { state: 'locked'; title: string; access: PageAccessResult };

function toLinkAccess(result: PageDataResult | undefined): LinkAccess {
  if (result?.status !== 'found' || result.page.page_access.granted) return { state: 'open' };
  return { state: 'locked', title: result.page.page_title, access: result.page.page_access };
}

/** SPEC §2: access loads lazily, when the link comes into view, and again for a new viewer. */
export function useLinkAccess(href: string, ref: RefObject<Element | null>): LinkAccess {
  const store = usePageDataStore();
  // The server render and hydration read the same generation (none cleared yet).
  const generation = useSyncExternalStore(store.subscribe, store.getGeneration, store.getGeneration);
  const path = normalizePagePath(href.split(/[?#]/)[0] || '/');
  const isPageLink = !isMemberPath(path);
  const cached = store.peek(path);
  const [loaded, setLoaded] = useState<{ key: string; access: LinkAccess } | null>(null);
  const key = `${generation}:${path}`;

  useEffect(() => {
    if (!isPageLink || store.peek(path)) return undefined;
    let isCurrent = true;
    const loadNow = () => {
      void loadAccessWithRetry({
        load: () => accessLimiter.run(() => store.load(path)),
        isAuthChecked: () => isAuthChecked(useAuthStore.getState().status),
        isBusy: accessLimiter.isBusy,
      }).then((result) => {
        if (isCurrent) setLoaded({ key, access: toLinkAccess(result) });
      });
    };
    const element = ref.current;
    // Without an observer (old browsers, tests) the link loads at once rather than never.
    const stop = element && typeof IntersectionObserver !== 'undefined' ? onceVisible(element, loadNow) : (loadNow(), () => undefined);
    return () => {
      isCurrent = false;
      stop();
    };
  }, [store, path, key, isPageLink, ref]);

  if (!isPageLink) return { state: 'open' };
  if (cached) return toLinkAccess(cached);
  return loaded?.key === key ? loaded.access : { state: 'loading' };
}
