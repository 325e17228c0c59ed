import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseHash, withoutPanel, withPanel } from './hash-overlays';
import type { HashOverlays, OverlayPanel } from './hash-overlays';

/** The overlays the address asks for, and how to open or close one by editing the hash. */
export function useHashOverlays(): HashOverlays & { open: (panel: OverlayPanel) => void; close: (panel: OverlayPanel) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseHash(location.hash), [location.hash]);

  const open = useCallback(
    (panel: OverlayPanel) => void navigate({ pathname: location.pathname, search: location.search, hash: withPanel(location.hash, panel) }),
    [navigate, location.pathname, location.search, location.hash],
  );
  // Closing replaces the entry so that Back does not reopen what the member just closed.
  const close = useCallback(
    (panel: OverlayPanel) =>
      void navigate(
        { pathname: location.pathname, search: location.search, hash: withoutPanel(location.hash, panel) },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, location.pathname, location.search, location.hash],
  );

  return { ...state, open, close };
}
