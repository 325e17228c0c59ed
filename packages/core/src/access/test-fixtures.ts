/** Builders shared by the access tests; kept out of the engine so that it carries no test-only paths. */
import {
  accessNodeSchema,
  accessTreeNodeSchema,
  type AccessNode,
  type AccessTreeNode,
} from '../entities/page';
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
