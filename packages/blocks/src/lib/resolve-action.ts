import type { BlockAction, SecondaryAction } from '@tessera/core/entities/block-data';
import type { PageReference } from '@tessera/core/entities/page';

/** Where an action goes (a link) or what it asks the app to do (a button). */
export type ResolvedAction =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'email'; href: string }
  | { kind: 'purchase'; productIds: string[]; overlayId: string | null }
  | { kind: 'form'; formId: string }
  | { kind: 'overlay'; overlayId: string }
  | { kind: 'share'; url: string | null; text: string | null }
  | { kind: 'lightbox'; imageUrl: string | null };

export type ResolveOptions = {
  /** The next page of the current page's sequence, for `open_next`. */
  nextPath?: string | null;
  /** Whether the member already owns one of these products (then a purchase does its secondary action). */
  ownsAnyProduct?: (productIds: string[]) => boolean;
};

function resolveNavigation(
  action: SecondaryAction,
  references: Record<string, PageReference>,
  nextPath: string | null,
): ResolvedAction | null {
  switch (action.type) {
    case 'open_page': {
      // A page id wins over a path so that moved pages keep working; a page id missing from
      // `references` (deleted or hidden) falls back to the path.
      const path = (action.page_id ? references[action.page_id]?.path : undefined) ?? action.path;
      return path ? { kind: 'internal', path } : null;
    }
    case 'open_url':
      return { kind: 'external', url: action.url };
    case 'open_email':
      return { kind: 'email', href: `mailto:${action.email}` };
    case 'open_next':
      return nextPath ? { kind: 'internal', path: nextPath } : null;
  }
}

/** Turns a stored action into what tapping it does; null when there is nothing to do. */
export function resolveAction(
  action: BlockAction | null,
  references: Record<string, PageReference>,
  { nextPath = null, ownsAnyProduct }: ResolveOptions = {},
): ResolvedAction | null {
  if (!action) return null;
  switch (action.type) {
    case 'trigger_purchase': {
      const productIds = action.products.map((product) => product.id);
      if (action.secondary_action && ownsAnyProduct?.(productIds)) {
        return resolveNavigation(action.secondary_action, references, nextPath);
      }
      return { kind: 'purchase', productIds, overlayId: action.overlay_id };
    }
    case 'trigger_form':
      return { kind: 'form', formId: action.form_id };
    case 'trigger_overlay':
      return { kind: 'overlay', overlayId: action.overlay_id };
    case 'share':
      return { kind: 'share', url: action.url, text: action.text };
    case 'open_lightbox':
      return { kind: 'lightbox', imageUrl: action.image_url };
    default:
      return resolveNavigation(action, references, nextPath);
  }
}
