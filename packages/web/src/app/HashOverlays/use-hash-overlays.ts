import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseHash, withoutPanel, withPanel } from './hash-overlays';
import type { HashOverlays, HashPanel } from './hash-overlays';

type OpenOptions = {
  /**
   * Replace the current history entry instead of adding one: for what the app opens by itself (an
   * automatic prompt), so that Back does not land on the same page without it.
   */
  replace?: boolean;
};

/** The overlays the address asks for, and how to open or close one by editing the hash. */
export function useHashOverlays(): HashOverlays & { open: (panel: HashPanel, options?: OpenOptions) => void; close: (panel: HashPanel) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseHash(location.hash), [location.hash]);

  const open = useCallback(
    (panel: HashPanel, { replace = false }: OpenOptions = {}) =>
      void navigate({ pathname: location.pathname, search: location.search, hash: withPanel(location.hash, panel) }, { replace, preventScrollReset: true }),
    [navigate, location.pathname, location.search, location.hash],
  );
  // Closing replaces the entry so that Back does not reopen what the member just closed.
  const close = useCallback(
    (panel: HashPanel) =>
      void navigate(
        { pathname: location.pathname, search: location.search, hash: withoutPanel(location.hash, panel) },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, location.pathname, location.search, location.hash],
  );

  return { ...state, open, close };
}
