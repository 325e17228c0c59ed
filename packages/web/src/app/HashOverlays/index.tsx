import { lazy, Suspense } from 'react';
import { idPanelTarget, isNamedPanel } from './hash-overlays';
import { loadAuthOverlay } from '../../features/auth/load-auth-overlay';
import { useHashOverlays } from './use-hash-overlays';
import { lazyWithWords } from '../i18n/feature-words';

// Sign-in is its own chunk: most visits never open it, and it loads in the time the hash changes.
const AuthOverlay = lazy(() => loadAuthOverlay().then((module) => ({ default: module.AuthOverlay })));
// Checkout brings the commerce contracts and the card forms: its own chunk, loaded when it opens.
const CheckoutPanel = lazyWithWords(
  () => import('../../features/checkout/CheckoutPanel').then((module) => module.CheckoutPanel),
  () => import('../../features/checkout/words').then((module) => module.checkoutWords),
  () => import('../forms/error-words').then((module) => module.errorWords),
);
// An owner's overlay brings the block renderers and its contract: its own chunk too.
const OverlayPanel = lazy(() => import('../../features/overlays/OverlayPanel').then((module) => ({ default: module.OverlayPanel })));
// A form brings its controls and contracts: its own chunk.
const FormPanel = lazy(() => import('../../features/forms/FormPanel').then((module) => ({ default: module.FormPanel })));
// A member's profile is opened from the directory, now and then: its own chunk.
const MemberProfilePanel = lazy(() => import('../../features/members/MemberProfilePanel').then((module) => ({ default: module.MemberProfilePanel })));

// The message-thread panels come with messaging's own chunk.
const MessageThreadPanel = lazy(() => import('../../features/messages/ThreadPanels').then((module) => ({ default: module.MessageThreadPanel })));

/**
 * Shows the top panel the hash names (SPEC §2); closing it removes it from the hash, which
 * reveals the one below, if any. Removing the hash by any other means closes it too.
 */
export function HashOverlays() {
  const { panels, close } = useHashOverlays();
  const top = panels.at(-1);
  if (!top) return null;
  const onClose = () => close(top);
  if (!isNamedPanel(top)) {
    const target = idPanelTarget(top);
    if (target?.kind === 'overlay') {
      return (
        <Suspense fallback={null}>
          <OverlayPanel key={top} id={target.id} onClose={onClose} />
        </Suspense>
      );
    }
    if (target?.kind === 'member') {
      return (
        <Suspense fallback={null}>
          <MemberProfilePanel key={top} id={target.id} onClose={onClose} />
        </Suspense>
      );
    }
    if (target?.kind === 'form') {
      return (
        <Suspense fallback={null}>
          <FormPanel key={top} id={target.id} onClose={onClose} />
        </Suspense>
      );
    }
    return null;
  }
  if (top === 'auth') {
    return (
      <Suspense fallback={null}>
        <AuthOverlay key={top} onClose={onClose} />
      </Suspense>
    );
  }
  if (top === 'checkout') {
    return (
      <Suspense fallback={null}>
        <CheckoutPanel key={top} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <MessageThreadPanel key={top} panel={top} onClose={onClose} />
    </Suspense>
  );
}
