import { queryOptions } from '@tanstack/react-query';
import type { Owner } from '@tessera/core/api/studio';
import { studioMeContract } from '@tessera/core/api/studio';
import { isUnauthorized, studioApi } from './studio-api';

export const ownerQueryKey = ['studio', 'owner'] as const;

/**
 * Who is signed in: the owner, or null when the server answers 401. Null is an answer, not an
 * error, so the sign-in screen shows instead of an error state.
 */
export const ownerQuery = queryOptions<Owner | null>({
  queryKey: ownerQueryKey,
  queryFn: async ({ signal }) => {
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
