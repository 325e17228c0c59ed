import type { BlockAction } from '@tessera/core/blocks/action';
import type { PageReference } from '@tessera/core/entities/page';

export type ResolvedAction = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Turns a stored action into where it goes. A page id wins over a path so that moved pages keep
 * working; a page id that is not in `references` (deleted or hidden) falls back to the path.
 */
export function resolveAction(
  action: BlockAction | null,
  references: Record<string, PageReference>,
): ResolvedAction | null {
  if (!action) return null;
  switch (action.type) {
    case 'open_page': {
      const path = (action.page_id ? references[action.page_id]?.path : undefined) ?? action.path;
      return path ? { kind: 'internal', path } : null;
    }
    case 'open_url':
      return { kind: 'external', url: action.url };
  }
}
