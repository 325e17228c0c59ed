import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePageDataStore } from '../page-data-context';
import { onceVisible } from '@tessera/ui/viewport-observer';
import { preloadBlocks } from '../lazy-blocks';

type RouterLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
  /** Current only on its own path (the default), or also on the paths under it (a tab). */
  end?: boolean;
};

/**
 * An in-app link that warms the page data cache: when it scrolls into view (data only) and when
 * the member shows intent by hovering, focusing or touching it (data and the block renderers the
 * page needs). `/me/` paths are skipped by the store.
 */
export function RouterLink({ href, className, children, onClick, 'aria-label': ariaLabel, end = true }: RouterLinkProps) {
  const store = usePageDataStore();
  const ref = useRef<HTMLAnchorElement>(null);
  const path = href.split(/[?#]/)[0] || '/';

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return onceVisible(element, () => void store.prefetch(path));
  }, [store, path]);

  const prefetchWithRenderers = () => {
    void store.prefetch(path).then((result) => {
      if (result?.status === 'found') void preloadBlocks(result.page.blocks);
    });
  };

  return (
    <NavLink
      ref={ref}
      to={href}
      end={end}
      className={className}
      onClick={onClick}
      aria-label={ariaLabel}
      onMouseEnter={prefetchWithRenderers}
      onFocus={prefetchWithRenderers}
      onTouchStart={prefetchWithRenderers}
    >
      {children}
    </NavLink>
  );
}
