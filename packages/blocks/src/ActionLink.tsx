import type { ReactNode } from 'react';
import type { BlockAction } from '@tessera/core/blocks/action';
import { useBlockContext } from './BlockContext';
import { resolveAction } from './lib/resolve-action';
import type { BlockPageData } from './types';

type ActionLinkProps = {
  action: BlockAction | null;
  page: BlockPageData;
  className?: string;
  children: ReactNode;
  /** What to render when there is nowhere to go; the bare children by default. */
  fallback?: ReactNode;
};

/** A block's tappable area: an in-app link, an external link in a new tab, or nothing. */
export function ActionLink({ action, page, className, children, fallback }: ActionLinkProps) {
  const { Link } = useBlockContext();
  const target = resolveAction(action, page.references);
  if (!target) return <>{fallback === undefined ? children : fallback}</>;
  if (target.kind === 'external') {
    return (
      <a href={target.url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={target.path} className={className}>
      {children}
    </Link>
  );
}
