import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useHasSignedOut, useOwner } from '../session';

/**
 * Screens behind sign-in. When the session ends (a 401 from any call) the owner is sent to
 * sign-in with the way back in `?next=`, so signing in again returns to the same screen.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const owner = useOwner();
  const location = useLocation();
  const hasSignedOut = useHasSignedOut();
  if (!owner) {
    if (hasSignedOut) return <Navigate to="/" replace />;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
