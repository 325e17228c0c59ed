import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

export type BlockLinkProps = {
  /** An app path such as `/programs/week-1`. */
  href: string;
  className?: string;
  children: ReactNode;
};

/**
 * How blocks leave themselves: the member app supplies router links (with prefetching), the studio
 * supplies links that select a page in the builder. Blocks never import a router.
 */
export type BlockContextValue = {
  Link: ComponentType<BlockLinkProps>;
  onNavigate: (path: string) => void;
};

function PlainLink({ href, className, children }: BlockLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export const defaultBlockContext: BlockContextValue = {
  Link: PlainLink,
  onNavigate: (path) => window.location.assign(path),
};

export const BlockContext = createContext<BlockContextValue>(defaultBlockContext);

export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext);
}
