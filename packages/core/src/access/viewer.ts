/**
 * Who is looking at a page or an app: plain data that the server builds from the session and the
 * member's rows, and the member app builds from its auth store. The access engine reads nothing else
 * about the person, so the same decision is made on both sides (ARCHITECTURE: core holds the rules).
 */
export type Viewer = {
  isSignedIn: boolean;
  /** The member's (subscriber's) id. SPEC §6 rule 4 asks for "an id" before drip can count. */
  memberId: string | null;
  /** SPEC §6: admins bypass purchase checks (and nothing else). Counts only when signed in. */
  isAdmin: boolean;
  activeProductIds: readonly string[];
  /** Page ids the member is subscribed to (sign-in response `page_subscriptions`). */
  subscribedPageIds: ReadonlySet<string> | readonly string[];
  /** IANA zone such as `Europe/Berlin`; an unknown zone is read as UTC (see drip.ts). */
  timezone: string;
  /** Started progress roots, keyed by the root page id (SPEC §6 rule 4). */
  progressRoots: Readonly<Record<string, { started_at: string }>>;
  /** SPEC §6: "Test runs see pages as granted". */
  isTestRun: boolean;
  /**
   * Pages the packs the member holds bundle (a page item, a program's or an event's page). A held
   * pack opens them and everything beneath them as an active product would ("can start via pack").
   * Absent means none.
   */
  packPageIds?: ReadonlySet<string> | readonly string[];
};

/** An anonymous visitor: what a request without a session is evaluated as. */
export function guestViewer(timezone = 'UTC'): Viewer {
  return {
    isSignedIn: false,
    memberId: null,
    isAdmin: false,
    activeProductIds: [],
    subscribedPageIds: [],
    timezone,
    progressRoots: {},
    isTestRun: false,
  };
}

/** An `isAdmin` flag on a signed-out viewer is stale client state, never a pass. */
export function isActingAdmin(viewer: Viewer): boolean {
  return viewer.isSignedIn && viewer.isAdmin;
}

/** Whether the signed-in viewer holds an active product among `products` (SPEC §6 rules 1 and 2). */
export function hasActiveProduct(viewer: Viewer, products: readonly { id: string }[]): boolean {
  if (!viewer.isSignedIn) return false;
  return products.some((product) => viewer.activeProductIds.includes(product.id));
}

export function isSubscribedTo(viewer: Viewer, pageId: string): boolean {
  if (!viewer.isSignedIn) return false;
  const ids = viewer.subscribedPageIds;
  return 'has' in ids ? ids.has(pageId) : ids.includes(pageId);
}

/** Whether a pack the signed-in viewer holds bundles one of `pageIds` (the page and its ancestors). */
export function isInHeldPack(viewer: Viewer, pageIds: readonly string[]): boolean {
  const ids = viewer.packPageIds;
  if (!viewer.isSignedIn || ids === undefined) return false;
  return pageIds.some((id) => ('has' in ids ? ids.has(id) : ids.includes(id)));
}
