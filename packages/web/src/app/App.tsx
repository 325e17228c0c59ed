import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { AppError } from '@tessera/core/errors';
import { appEvents } from './events';
import { AppConfigContext } from './app-config-context';
import { routes } from './routes';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (4xx) will not fix themselves; network and server errors get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof AppError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Cached answers belong to whoever was signed in: a new member or a guest must never see them. */
export function useForgetMemberQueries(queryClient: QueryClient): void {
  useEffect(() => {
    const forget = () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'page' });
    const offSignedOut = appEvents.on('signed-out', forget);
    const offSignedIn = appEvents.on('auth-completed', forget);
    return () => {
      offSignedOut();
      offSignedIn();
    };
  }, [queryClient]);
}

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * What every render of the app shares, with the router left to the caller: the browser's in the
 * member app, a static one on the server (`server-entry.tsx`), a memory one in tests.
 */
export function AppProviders({ config, queryClient, children }: { config: PublicAppConfig; queryClient: QueryClient; children: ReactNode }) {
  return (
    <AppConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppConfigContext.Provider>
  );
}

/**
 * A plain browser router: no route loads data through the router, and React Router's data router
 * would double its share of the first download (which has a budget: build/bundle-budget.ts).
 * The studio preview passes its query client and, in `inRouter`, what binds its bridge to the
 * router (features/preview/preview-router.tsx).
 */
export function App({ config, queryClient: givenClient, inRouter }: { config: PublicAppConfig; queryClient?: QueryClient; inRouter?: ReactNode }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  useForgetMemberQueries(queryClient);
  return (
    <AppProviders config={config} queryClient={queryClient}>
      <BrowserRouter>
        {inRouter}
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
