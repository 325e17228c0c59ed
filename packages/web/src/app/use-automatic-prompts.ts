import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useAuthStore } from '../features/auth/auth-store';
import { useAccessPromptStore } from '../features/pages/access-prompt-store';
import { useAppConfig } from './app-config-context';
import { isPreviewSession } from './environment';
import { appEvents } from './events';
import { useHashOverlays } from './HashOverlays/use-hash-overlays';
import { gatePrompt, postSignUpPrompt, signUpFormPrompt } from './automatic-prompts';
import type { AutomaticPrompt } from './automatic-prompts';

/**
 * Opens what the app asks for by itself (SPEC §2, decision 023): the gate's sign-in or purchase
 * once the session check has answered, and again after a sign-out; checkout after a sign-up when
 * the app prompts a purchase then (or after a sign-in that leaves the gate closed), or first the
 * app's `auth_signed_up` form when it has one. A prompt waits
 * while #auth is open, so checkout follows the sign-up sheet instead of hiding under it, and while
 * #checkout is open, so signing up inside checkout is not interrupted by the intake form. A hash
 * that starts with the start marker (`#_`) silences prompts for the rest of the visit, even once
 * the member has moved on to another page; the studio's preview never prompts.
 */
export function useAutomaticPrompts(): void {
  const { access, name } = useAppConfig();
  const status = useAuthStore((state) => state.status);
  const { panels, hasStartMarker, open } = useHashOverlays();
  const requestCheckout = useAccessPromptStore((state) => state.requestCheckout);
  const pending = useRef<AutomaticPrompt | null>(null);
  const hasCheckedStart = useRef(false);
  const isSilenced = useRef(false);
  // What the last render saw, for prompts that arrive from events between renders.
  const latest = useRef({ panels, open });
  useLayoutEffect(() => {
    latest.current = { panels, open };
    if (hasStartMarker) isSilenced.current = true;
  });

  const openPending = useCallback(() => {
    const prompt = pending.current;
    if (!prompt) return;
    const { panels: openPanels, open: openPanel } = latest.current;
    if (openPanels.includes('auth')) {
      // Asked to sign in while the sign-in sheet is already up: nothing left to ask.
      if (prompt.panel === 'auth') pending.current = null;
      return;
    }
    if (openPanels.includes('checkout')) {
      // A member who signs up inside checkout is paying: checkout already signs in and sells, and
      // anything else (the intake form) waits until it closes rather than replacing it.
      if (prompt.panel === 'auth' || prompt.panel === 'checkout') pending.current = null;
      return;
    }
    pending.current = null;
    if (isSilenced.current || isPreviewSession() || openPanels.includes(prompt.panel)) return;
    if (prompt.panel === 'checkout' && 'productIds' in prompt) requestCheckout({ title: name, productIds: prompt.productIds, purchaseOverlay: prompt.purchaseOverlay });
    // Replacing: Back from a prompt nobody asked for leaves the page instead of showing it bare.
    openPanel(prompt.panel, { replace: true });
  }, [requestCheckout, name]);

  // The first answer of the session check: a guest or a member meets the gate.
  useEffect(() => {
    if (status === 'unchecked' || hasCheckedStart.current) return;
    hasCheckedStart.current = true;
    pending.current = gatePrompt(access, status === 'authenticated' ? useAuthStore.getState().member : null);
    openPending();
  }, [status, access, openPending]);

  useEffect(() => {
    const offSignedIn = appEvents.on('auth-completed', ({ via, member }) => {
      // After a sign-up the intake form comes first; a purchase the app prompts for waits for the gate.
      const afterSignUp = via === 'sign-up' ? (signUpFormPrompt(useAuthStore.getState().data.sign_up_form_id) ?? postSignUpPrompt(access, member)) : null;
      pending.current = afterSignUp ?? gatePrompt(access, member);
      openPending();
    });
    const offSignedOut = appEvents.on('signed-out', () => {
      pending.current = gatePrompt(access, null);
      openPending();
    });
    return () => {
      offSignedIn();
      offSignedOut();
    };
  }, [access, openPending]);

  // A prompt that waited for the sign-in sheet goes up once it has closed.
  useEffect(() => openPending(), [panels, openPending]);
}
