import type { AppAccess } from '../entities/app';
import type { PageDecision } from './page-access';
import { hasActiveProduct, isActingAdmin, type Viewer } from './viewer';

/**
 * SPEC §6 "App-level rules", same result shape as page access.
 *
 * 1. is_private: needs sign-in (anonymous browsing does not open a private app) → else
 *    AUTHENTICATION_REQUIRED. If also subscriber-only, non-admins need an active app product → else
 *    PURCHASE_REQUIRED.
 * 2. is_subscriber_only: admins pass; holders of an active app product pass; otherwise browsing
 *    (allow_anonymous_browsing, unless the check is forced or comes from a child) opens it as a
 *    preview (ALLOW_BROWSING); otherwise PURCHASE_REQUIRED with app_products and purchase_overlay.
 *    Browsing is offered to signed-in members without a product as well as to guests: a member who
 *    signs in must never see less than a guest.
 * 3. require_sign_in: the signed-in pass; else browsing opens it (ALLOW_BROWSING); else
 *    AUTHENTICATION_REQUIRED. SPEC gives no forced/child exception here.
 * Otherwise granted. "Test runs see pages as granted" is about pages, so test runs change nothing here.
 */
export type AppAccessInput = {
  app: AppAccess;
  viewer: Viewer;
  /** The member app asks on purpose (a member-only action), not while browsing. */
  isForced: boolean;
  isFromChild: boolean;
};

// Fresh objects on every call: a caller that edits a decision must not change the next one.
function granted(outcome: 'ALLOW_BROWSING' | null): PageDecision {
  return { result: { granted: true, reason: null, data: null }, outcome };
}

function signInRequired(): PageDecision {
  return {
    result: { granted: false, reason: 'require_authentication', data: null },
    outcome: 'AUTHENTICATION_REQUIRED',
  };
}

function purchaseRequired(app: AppAccess): PageDecision {
  return {
    result: {
      granted: false,
      reason: 'require_purchase',
      data: {
        product_ids: app.app_products.map((product) => product.id),
        purchase_overlay: app.purchase_overlay?.id ?? null,
      },
    },
    outcome: 'PURCHASE_REQUIRED',
  };
}

/**
 * SPEC §6: "The app-level gate applies when anonymous browsing is not allowed and either sign-in is
 * required or the app is subscriber-only." A private app is gated too, browsing or not: rule 1 gives
 * it no browsing exception, and a client that skipped the gate would show a private app to guests.
 */
export function isAppGateActive(app: AppAccess): boolean {
  return (
    app.is_private ||
    (!app.allow_anonymous_browsing && (app.require_sign_in || app.is_subscriber_only))
  );
}

export function evaluateAppAccess({
  app,
  viewer,
  isForced,
  isFromChild,
}: AppAccessInput): PageDecision {
  const hasAppProduct = isActingAdmin(viewer) || hasActiveProduct(viewer, app.app_products);
  if (app.is_private) {
    if (!viewer.isSignedIn) return signInRequired();
    return app.is_subscriber_only && !hasAppProduct ? purchaseRequired(app) : granted(null);
  }
  if (app.is_subscriber_only) {
    if (hasAppProduct) return granted(null);
    return app.allow_anonymous_browsing && !isForced && !isFromChild
      ? granted('ALLOW_BROWSING')
      : purchaseRequired(app);
  }
  if (app.require_sign_in) {
    if (viewer.isSignedIn) return granted(null);
    return app.allow_anonymous_browsing ? granted('ALLOW_BROWSING') : signInRequired();
  }
  return granted(null);
}
