import type { QueryClient } from '@tanstack/react-query';
import { normalizePagePath } from '../../features/pages/page-data';
import type { SsrState } from './ssr-state';

/**
 * Puts what the server rendered with into the query cache under the keys the page screen reads
 * (`['page', path]`, `['page-translation', locale, path]`), on the server before rendering and in
 * the browser before hydrating: both first renders find the same data and show the same page.
 */
export function seedQueries(queryClient: QueryClient, state: SsrState): void {
  const path = normalizePagePath(state.path);
  for (const query of state.queries ?? []) queryClient.setQueryData(query.key, query.data);
  if (state.missing) queryClient.setQueryData(['page', path], { status: 'missing' });
  if (!state.page) return;
  queryClient.setQueryData(['page', path], { status: 'found', page: state.page });
  if (state.contentLocale)
    queryClient.setQueryData(['page-translation', state.contentLocale, path], state.translation);
}
