import { QueryCache, QueryClient } from '@tanstack/react-query';
import { AppError } from '@tessera/core/errors';
import { isUnauthorized } from './studio-api';
import { ownerQueryKey } from './owner-query';

/**
 * One client per mounted studio. A 401 from any query means the session has ended (expired,
 * revoked, signed out in another tab): marking the owner as signed out lets the route guard send
 * the owner back to sign-in, wherever they were.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) client.setQueryData(ownerQueryKey, null);
      },
    }),
    defaultOptions: {
      queries: {
        // Client errors (4xx) will not fix themselves; network and server errors get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof AppError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
