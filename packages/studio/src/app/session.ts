import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Owner } from '@tessera/core/api/studio';
import { studioLoginContract, studioLogoutContract } from '@tessera/core/api/studio';
import { rememberLastEmail } from './last-email';
import { ownerQuery, ownerQueryKey } from './owner-query';
import { isUnauthorized, studioApi } from './studio-api';

/** The signed-in owner, null when signed out, undefined while the studio is still asking. */
export function useOwner(): Owner | null | undefined {
  return useQuery(ownerQuery).data;
}

// Set by a deliberate sign-out, so the route guard can tell it from an expired session.
const signedOutKey = ['studio', 'signed-out'] as const;

/**
 * Whether the owner just signed out on purpose. An expired session sends the owner to sign-in
 * with a way back (?next=) to the screen they were on; a sign-out does not, or the next person
 * at a shared computer would be led into the previous owner's app.
 */
export function useHasSignedOut(): boolean {
  return useQueryClient().getQueryData(signedOutKey) === true;
}

/** Drops everything the previous owner loaded, so a new sign-in never shows another account's data. */
function forgetAccountData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[1] !== ownerQueryKey[1] });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { email: string; password: string }) => studioApi(studioLoginContract, { body: credentials }),
    onSuccess: ({ owner }, credentials) => {
      rememberLastEmail(credentials.email);
      forgetAccountData(client);
      client.setQueryData(ownerQueryKey, owner);
    },
  });
}

/**
 * A failed sign-out (server unreachable) leaves the owner signed in and says so: the session cookie
 * is HttpOnly, so only the server can end it, and pretending otherwise would mislead an owner on a
 * shared computer. A 401 means the session had already ended, which is what was asked.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await studioApi(studioLogoutContract);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
      }
    },
    onSuccess: () => {
      client.setQueryData(signedOutKey, true);
      client.setQueryData(ownerQueryKey, null);
    },
  });
}
