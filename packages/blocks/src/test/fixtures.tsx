import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { BlockContext } from '../BlockContext';
import type { BlockContextValue, BlockLinkProps } from '../BlockContext';
import type { BlockPageData } from '../types';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

export const page: BlockPageData = {
  page_title: 'Welcome',
  attributes: {
    'intro': { type: 'rich_text', value: '<p>Intro <strong>text</strong></p>' },
    'coach': { type: 'string', value: 'Sam <3' },
  },
  references: {
    p1: { page_id: 'p1', title: 'Week one', path: '/program/week-1', page_content_type: 'program', image: '/a.jpg', description: 'Start here' },
    p2: { page_id: 'p2', title: 'Breakfast', path: '/meals/breakfast', page_content_type: 'meal', image: null, description: null },
  },
};

function TestLink({ href, className, children }: BlockLinkProps) {
  return (
    <a href={href} className={className} data-router-link="true">
      {children}
    </a>
  );
}

export function withBlockContext(children: ReactNode, overrides: Partial<BlockContextValue> = {}) {
  const value: BlockContextValue = { Link: TestLink, onNavigate: () => undefined, ...overrides };
  return <BlockContext.Provider value={value}>{children}</BlockContext.Provider>;
}
