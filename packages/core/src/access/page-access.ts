/**
 * # Page access: who may open a page (SPEC §6 "Page-level rules, in order")
 *
 * `evaluatePageAccess` decides for ONE effective node: the node that holds the rules after
 * inheritance (rule 6, inheritance.ts; the whole walk is tree-access.ts). The rules are gates tried
 * in order; the first that stops the viewer decides. Passing a gate never opens a later one.
 *
 * 0. Test runs see pages as granted (SPEC §6, app-level list).
 * 1. is_private: needs a signed-in viewer subscribed to the node's page → else IS_PRIVATE (reason
 *    require_authentication when signed out, so the link leads to sign-in; null when signed in, as
 *    nothing the member can do opens it). If the page also requires purchase, non-admins need an
 *    active product among node.products → else PURCHASE_REQUIRED. Rule 2 is then already settled.
 * 2. require_purchase: admins pass; a signed-in viewer with an active product among node.products
 *    passes; otherwise the page is open as a preview (ALLOW_BROWSING) when allow_browsing is on and
 *    the visit is not from a child; otherwise PURCHASE_REQUIRED with reason require_purchase, also for
 *    signed-out visitors, because buying is the way in (the lock screen adds Log In for them).
 *    No products on a paid page means nobody but admins gets in: it fails closed.
 * 3. is_scheduled with unlocks_at: locked until that instant (IS_SCHEDULED, available_after).
 * 4. is_scheduled without unlocks_at: signed in with a member id (else AUTHENTICATION_REQUIRED), a
 *    started progress root (else START_REQUIRED), then locked until started_at + the schedule
 *    (IS_SCHEDULED, available_after). Details and time zones: drip.ts.
 * 5. require_authentication: open to signed-in viewers, or as a preview (ALLOW_BROWSING) when
 *    allow_browsing is on; else AUTHENTICATION_REQUIRED. SPEC gives this rule no "from a child"
 *    exception, so browsing opens inheriting children too.
 * Otherwise granted.
 *
 * A pack the member holds that bundles the page (or one of its ancestors) counts as an active
 * product in rules 1 and 2 (`isInPack`, SPEC §3 "can start via pack"); it opens nothing else.
 *
 * Admins bypass purchase checks only: private pages, drip and sign-in apply to them as to anyone.
 * Outcome ALLOW_BROWSING marks a grant that only browsing made (the viewer holds no real access),
 * so the member app can still offer the purchase or sign-in. A granted result never has a reason or
 * data. VIEWABLE_CHILDREN needs the children, so tree-access.ts adds it.
 */
import type { AccessNode, AccessOutcome, PageAccessResult } from '../entities/page';
import { evaluateDrip } from './drip';
import { hasActiveProduct, isActingAdmin, isSubscribedTo, type Viewer } from './viewer';

export type PageDecision = { result: PageAccessResult; outcome: AccessOutcome | null };

export type PageAccessInput = {
  /** The effective node (after inheritance). */
  node: AccessNode;
  /** The page that holds `node`: rule 1 asks for a subscription to it. */
  pageId: string;
  /** findProgressRoot(tree, pageId): where rule 4 counts from. */
  progressRootId: string | null;
  viewer: Viewer;
  now: Date;
  /** The page asked about inherits `node` from this ancestor (rule 2's "visit from a child"). */
  isFromChild: boolean;
  /** A pack the viewer holds bundles the page asked about or an ancestor of it (tree-access.ts). */
  isInPack?: boolean;
};

function granted(outcome: AccessOutcome | null): PageDecision {
  return { result: { granted: true, reason: null, data: null }, outcome };
}

function purchaseRequired(node: AccessNode): PageDecision {
  return {
    result: {
      granted: false,
      reason: 'require_purchase',
      data: {
        product_ids: node.products.map((product) => product.id),
        purchase_overlay: node.purchase_overlay?.id ?? null,
      },
    },
    outcome: 'PURCHASE_REQUIRED',
  };
}

function authenticationRequired(outcome: AccessOutcome): PageDecision {
  return { result: { granted: false, reason: 'require_authentication', data: null }, outcome };
}

/** Rules 1 and 2's purchase check: admins, an active product among the node's, or a held pack. */
function hasPurchaseAccess({ node, viewer, isInPack = false }: PageAccessInput): boolean {
  return isActingAdmin(viewer) || hasActiveProduct(viewer, node.products) || (isInPack && viewer.isSignedIn);
}

function privateDecision(input: PageAccessInput): PageDecision | null {
  const { node, pageId, viewer } = input;
  if (!viewer.isSignedIn) return authenticationRequired('IS_PRIVATE');
  if (!isSubscribedTo(viewer, pageId))
    return { result: { granted: false, reason: null, data: null }, outcome: 'IS_PRIVATE' };
  if (node.require_purchase && !hasPurchaseAccess(input)) return purchaseRequired(node);
  return null;
}

export function evaluatePageAccess(input: PageAccessInput): PageDecision {
  const { node, viewer, now, isFromChild, progressRootId } = input;
  if (viewer.isTestRun) return granted(null);
  let isOpenOnlyByBrowsing = false;

  if (node.is_private) {
    const stop = privateDecision(input);
    if (stop !== null) return stop;
  } else if (node.require_purchase && !hasPurchaseAccess(input)) {
    if (!node.allow_browsing || isFromChild) return purchaseRequired(node);
    isOpenOnlyByBrowsing = true;
  }

  const drip = evaluateDrip({ node, viewer, progressRootId, now });
  if (drip.isLocked) {
    if (drip.outcome === 'AUTHENTICATION_REQUIRED')
      return authenticationRequired('AUTHENTICATION_REQUIRED');
    return {
      result: {
        granted: false,
        reason: 'is_scheduled',
        data: { available_after: drip.availableAfter },
      },
      outcome: drip.outcome,
    };
  }

  if (node.require_authentication && !viewer.isSignedIn) {
    if (!node.allow_browsing) return authenticationRequired('AUTHENTICATION_REQUIRED');
    isOpenOnlyByBrowsing = true;
  }

  return granted(isOpenOnlyByBrowsing ? 'ALLOW_BROWSING' : null);
}
