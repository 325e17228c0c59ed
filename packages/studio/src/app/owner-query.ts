import { queryOptions } from '@tanstack/react-query';
import type { Owner } from '@tessera/core/api/studio';
import { studioMeContract } from '@tessera/core/api/studio';
import { sessionCookieHint } from '@tessera/core/session-hint';
import { isUnauthorized, studioApi } from './studio-api';

export const ownerQueryKey = ['studio', 'owner'] as const;

// The page's first check asks the server only when the studio's document came with an owner
// cookie (the server says so in the document); later checks, after signing in here, always ask.
let isFirstCheck = true;

/**
 * Who is signed in: the owner, or null when the server answers 401. Null is an answer, not an
 * error, so the sign-in screen shows instead of an error state. A first visit without a session
 * cookie is null at once: the check could only answer 401, which the browser logs as an error.
 */
export const ownerQuery = queryOptions<Owner | null>({
  queryKey: ownerQueryKey,
  queryFn: async ({ signal }) => {
    const mayBeSignedIn = !isFirstCheck || sessionCookieHint(document) !== 'none';
    isFirstCheck = false;
    if (!mayBeSignedIn) return null;
    try {
      return (await studioApi(studioMeContract, {}, { signal })).owner;
    } catch (error) {
      if (isUnauthorized(error)) return null;
      throw error;
    }
  },
  // Sign-in, sign-out and any 401 update this entry directly; it never goes stale on its own.
  staleTime: Infinity,
});
