import { useEffect, useState } from 'react';
import { SCROLL_TOOLBAR_THROTTLE_MS } from '@tessera/core/constants';
import { throttle } from '@tessera/core/throttle';

/** Scrolls smaller than this (a finger resting, an elastic bounce) change nothing. */
const SCROLL_SLACK_PX = 4;

/**
 * Whether the toolbar should be out of the way after a scroll from `previousY` to `y`: hidden
 * while the member reads down past it, back as soon as they scroll up or reach the top.
 */
export function isHiddenAfterScroll({ previousY, y, wasHidden, toolbarHeight }: { previousY: number; y: number; wasHidden: boolean; toolbarHeight: number }): boolean {
  if (y <= toolbarHeight) return false;
  const delta = y - previousY;
  if (Math.abs(delta) < SCROLL_SLACK_PX) return wasHidden;
  return delta > 0;
}

/**
 * SPEC §9 scroll toolbar check: on phones the toolbar hides while scrolling down and comes back
 * on the way up; the position is checked at most every 50 ms. A new page (`pageKey`) starts with
 * the toolbar shown.
 */
export function useHideOnScroll({ isEnabled, pageKey, toolbarHeight }: { isEnabled: boolean; pageKey: string; toolbarHeight: number }): boolean {
  const [state, setState] = useState({ pageKey, isHidden: false });

  useEffect(() => {
    if (!isEnabled) return undefined;
    let previousY = Math.max(0, window.scrollY);
    let wasHidden = false;
    const check = throttle(() => {
      const y = Math.max(0, window.scrollY);
      const isHidden = isHiddenAfterScroll({ previousY, y, wasHidden, toolbarHeight });
      if (isHidden !== wasHidden || Math.abs(y - previousY) >= SCROLL_SLACK_PX) previousY = y;
      if (isHidden !== wasHidden) {
        wasHidden = isHidden;
        setState({ pageKey, isHidden });
      }
    }, SCROLL_TOOLBAR_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [isEnabled, pageKey, toolbarHeight]);

  return isEnabled && state.pageKey === pageKey && state.isHidden;
}
