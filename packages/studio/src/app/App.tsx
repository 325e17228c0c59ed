import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './query-client';
import { routes } from './routes';

// The server serves the studio under /studio/ (vite base), so routes are written without it.
export const STUDIO_BASENAME = '/studio';

type StudioRouter = ReturnType<typeof createBrowserRouter>;

/** Tests pass a memory router; the browser gets one created once per mount. */
export function App({ router }: { router?: StudioRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [activeRouter] = useState(() => router ?? createBrowserRouter(routes, { basename: STUDIO_BASENAME }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={activeRouter} />
    </QueryClientProvider>
  );
}
