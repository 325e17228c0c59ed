import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayPanel } from './hash-overlays';
import { Dialog } from '@tessera/ui/Dialog';
import { ComingSoonPanel } from '../../features/messages/ComingSoonPanel';
import { loadAuthOverlay } from '../../features/auth/load-auth-overlay';
import { useHashOverlays } from './use-hash-overlays';

// Sign-in is its own chunk: most visits never open it, and it loads in the time the hash changes.
const AuthOverlay = lazy(() => loadAuthOverlay().then((module) => ({ default: module.AuthOverlay })));
const CheckoutPanel = lazy(() => import('../../features/checkout/CheckoutPanel').then((module) => ({ default: module.CheckoutPanel })));

const titleKeys = {
  checkout: 'overlays.checkout.title',
  participants: 'overlays.participants.title',
  renaming: 'overlays.renaming.title',
  profile: 'overlays.profile.title',
  members: 'overlays.members.title',
} as const satisfies Record<Exclude<OverlayPanel, 'auth'>, string>;

/**
 * Shows the top panel the hash names (SPEC §2); closing it removes it from the hash, which
 * reveals the one below, if any. Removing the hash by any other means closes it too.
 */
export function HashOverlays() {
  const { t } = useTranslation();
  const { panels, close } = useHashOverlays();
  const top = panels.at(-1);
  if (!top) return null;
  if (top === 'auth') {
    return (
      <Suspense fallback={null}>
        <AuthOverlay key={top} onClose={() => close(top)} />
      </Suspense>
    );
  }
  return (
    <Dialog key={top} variant="sheet" title={t(titleKeys[top])} closeLabel={t('common.close')} onClose={() => close(top)}>
      {top === 'checkout' ? (
        <Suspense fallback={null}>
          <CheckoutPanel onDone={() => close(top)} />
        </Suspense>
      ) : (
        <ComingSoonPanel onDone={() => close(top)} />
      )}
    </Dialog>
  );
}
