import { evaluateAppAccess, isAppGateActive } from '@tessera/core/access/app-access';
import type { Viewer } from '@tessera/core/access/viewer';
import type { AppAccess } from '@tessera/core/entities/app';
import type { MemberView } from '@tessera/core/entities/member-view';
import { idPanel, type IdPanel } from './HashOverlays/hash-overlays';

/** What the app opens by itself: sign-in, checkout for these products, or a form (`form/<id>`). */
export type AutomaticPrompt =
  | { panel: 'auth' }
  | { panel: 'checkout'; productIds: string[]; purchaseOverlay: string | null }
  | { panel: IdPanel };

/** SPEC §3 Form trigger `auth_signed_up`: the app's intake form, right after sign-up, while not sent. */
export function signUpFormPrompt(signUpFormId: string | null): AutomaticPrompt | null {
  return signUpFormId ? { panel: idPanel('form', signUpFormId) } : null;
}

/** The member as the access engine reads them; the app gate needs only their products and role. */
function viewerOf(member: MemberView): Viewer {
  return {
    isSignedIn: true,
    memberId: member.id,
    isAdmin: member.isAdmin,
    activeProductIds: member.activeProductIds,
    subscribedPageIds: [],
    timezone: 'UTC',
    progressRoots: {},
    isTestRun: false,
  };
}

/**
 * SPEC §2 and §6 app-level rules: what a gated app (sign-in required, subscriber-only or private,
 * without anonymous browsing) asks of this visitor before anything else — a guest signs in first
 * (checkout needs to know who buys), a member without the app's product is offered it. Null when
 * the app is open to them.
 */
export function gatePrompt(access: AppAccess, member: MemberView | null): AutomaticPrompt | null {
  if (!isAppGateActive(access)) return null;
  if (!member) return { panel: 'auth' };
  const { result } = evaluateAppAccess({ app: access, viewer: viewerOf(member), isForced: false, isFromChild: false });
  if (result.granted || result.reason !== 'require_purchase') return null;
  return { panel: 'checkout', productIds: result.data?.product_ids ?? [], purchaseOverlay: result.data?.purchase_overlay ?? null };
}

/**
 * SPEC §3 `prompt_purchase_post_sign_up`: right after signing up, checkout offers the app's
 * products — unless the new member already holds one (or is an admin, who buys nothing).
 */
export function postSignUpPrompt(access: AppAccess, member: MemberView): AutomaticPrompt | null {
  if (!access.prompt_purchase_post_sign_up || access.app_products.length === 0 || member.isAdmin) return null;
  const productIds = access.app_products.map((product) => product.id);
  if (productIds.some((id) => member.activeProductIds.includes(id))) return null;
  return { panel: 'checkout', productIds, purchaseOverlay: access.purchase_overlay?.id ?? null };
}
