import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useOwner } from '../lib/session';

/**
 * Screens behind sign-in. When the session ends (sign-out, or a 401 from any call) the owner is
 * sent to sign-in with the way back in `?next=`, so signing in again returns to the same screen.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const owner = useOwner();
  const location = useLocation();
  if (!owner) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
