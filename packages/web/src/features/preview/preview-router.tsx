import { useEffect, useLayoutEffect } from 'react';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NavigateFunction } from 'react-router';

type RouterState = { location: { pathname: string } };

/**
 * What the preview bridge needs of a router: where the app is, a way to go elsewhere, and word of
 * every move. A React Router data router has this shape; so has `createPreviewRouter`, which
 * gives it to the app's browser router (the data router is not part of the member app).
 */
export type PreviewRouter = {
  readonly state: RouterState;
  navigate: (path: string) => unknown;
  subscribe: (listener: (state: RouterState) => void) => () => void;
};

/**
 * A PreviewRouter for the app's own router: render `binding` inside it. A `navigate` asked for
 * before the app has rendered waits for it.
 */
export function createPreviewRouter(initialPathname: string = window.location.pathname): PreviewRouter & { binding: ReactElement } {
  let state: RouterState = { location: { pathname: initialPathname } };
  let navigateInApp: NavigateFunction | null = null;
  let pending: string | null = null;
  const listeners = new Set<(state: RouterState) => void>();

  function Binding() {
    const location = useLocation();
    const navigate = useNavigate();
    // A passive effect: the router starts listening to its history in its own layout effect,
    // which runs after this component's; a navigation before that would be lost.
    useEffect(() => {
      navigateInApp = navigate;
      if (pending !== null) {
        const path = pending;
        pending = null;
        void navigate(path);
      }
    }, [navigate]);
    useLayoutEffect(() => {
      if (location.pathname === state.location.pathname) return;
      state = { location: { pathname: location.pathname } };
      for (const listener of [...listeners]) listener(state);
    }, [location.pathname]);
    return null;
  }

  return {
    get state() {
      return state;
    },
    navigate(path) {
      if (navigateInApp) return navigateInApp(path);
      pending = path;
      return undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    binding: <Binding />,
  };
}
