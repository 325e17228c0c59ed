import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useIsClient } from './use-is-client';
import { onceVisible } from './viewport-observer';

/**
 * False until the element has come near the viewport, then true for good: for what a page should
 * not load before a member scrolls to it (another site's frame). False on the server and while
 * hydrating too, so the server's HTML and the first render agree; where there is no
 * IntersectionObserver, true right after hydration.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setNear] = useState(false);
  const isClient = useIsClient();
  const canObserve = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element || !canObserve) return;
    return onceVisible(element, () => setNear(true));
  }, [ref, isNear, canObserve]);
  return isNear || (isClient && !canObserve);
}
