import { useTranslation } from 'react-i18next';
import type { OverlayPanel } from '../../lib/hash-overlays';
import { Dialog } from '../../components/Dialog';
import { AuthPanel } from '../AuthPanel';
import { ComingSoonPanel } from '../ComingSoonPanel';
import { useHashOverlays } from '../use-hash-overlays';

const titleKeys = {
  auth: 'overlays.auth.title',
  checkout: 'overlays.checkout.title',
  participants: 'overlays.participants.title',
  renaming: 'overlays.renaming.title',
  profile: 'overlays.profile.title',
  members: 'overlays.members.title',
} as const satisfies Record<OverlayPanel, string>;

/**
 * Shows the top panel the hash names (SPEC §2); closing it removes it from the hash, which
 * reveals the one below, if any. Removing the hash by any other means closes it too.
 */
export function HashOverlays() {
  const { t } = useTranslation();
  const { panels, close } = useHashOverlays();
  const top = panels.at(-1);
  if (!top) return null;
  return (
    <Dialog key={top} title={t(titleKeys[top])} onClose={() => close(top)}>
      {top === 'auth' ? <AuthPanel onDone={() => close(top)} /> : <ComingSoonPanel onDone={() => close(top)} />}
    </Dialog>
  );
}
