/** Builders shared by the access tests; kept out of the engine so that it carries no test-only paths. */
import {
  accessNodeSchema,
  accessTreeNodeSchema,
  type AccessNode,
  type AccessTreeNode,
} from '../entities/page';
import type { PageDecision } from './page-access';
import { guestViewer, type Viewer } from './viewer';

export const NOW = new Date('2026-03-10T12:00:00.000Z');

export function node(overrides: Partial<AccessNode> = {}): AccessNode {
  return accessNodeSchema.parse({ inherit: false, ...overrides });
}

export function treeNode(pageId: string, overrides: Partial<AccessNode> = {}): AccessTreeNode {
  return accessTreeNodeSchema.parse({
    inherit: false,
    page_id: pageId,
    path: `/${pageId.replace(/_/g, '-')}`,
    title: pageId,
    page_content_type: 'generic',
    ...overrides,
  });
}

export function guest(overrides: Partial<Viewer> = {}): Viewer {
  return { ...guestViewer(), ...overrides };
}

export function member(overrides: Partial<Viewer> = {}): Viewer {
  return { ...guestViewer(), isSignedIn: true, memberId: 'mem_1', ...overrides };
}

export function admin(overrides: Partial<Viewer> = {}): Viewer {
  return member({ memberId: 'mem_admin', isAdmin: true, ...overrides });
}

/** The decisions the engines' tests expect, spelled once. */
export const GRANTED: PageDecision = {
  result: { granted: true, reason: null, data: null },
  outcome: null,
};
export const BROWSING: PageDecision = { ...GRANTED, outcome: 'ALLOW_BROWSING' };
export const SIGN_IN: PageDecision = {
  result: { granted: false, reason: 'require_authentication', data: null },
  outcome: 'AUTHENTICATION_REQUIRED',
};
export const purchase = (
  product_ids: string[],
  purchase_overlay: string | null = null,
): PageDecision => ({
  result: { granted: false, reason: 'require_purchase', data: { product_ids, purchase_overlay } },
  outcome: 'PURCHASE_REQUIRED',
});
