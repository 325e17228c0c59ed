import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'tessera-scroll-positions';
const MAX_POSITIONS = 100;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Scroll positions by history entry; kept in the tab's session so a reload comes back too. */
const positions = readPositions();

function remember(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  while (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or blocked: positions still work within this page load.
  }
}

/**
 * What a browser does for pages, for the app's client-side routes: back and forward return to
 * where the member was on that entry; a new page starts at the top, or at the element its hash
 * names. A hash that only opens an overlay (`#auth`) leaves the page where it is.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPage = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Where this entry is scrolled to, noted as the member scrolls (by the time a route changes,
  // the new content may already have moved the page) and kept when the entry is left.
  useEffect(() => {
    const { key } = location;
    let y = window.scrollY;
    const onScroll = () => {
      y = window.scrollY;
    };
    const save = () => remember(key, y);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [location]);

  useLayoutEffect(() => {
    const page = `${location.pathname}${location.search}`;
    const isSamePage = shownPage.current === page;
    shownPage.current = page;
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash.length > 1 ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!isSamePage) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
