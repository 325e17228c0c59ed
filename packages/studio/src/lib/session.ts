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
    onSuccess: () => client.setQueryData(ownerQueryKey, null),
  });
}
