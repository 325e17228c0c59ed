import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * The document a block editor starts from (a page, an overlay). It is loaded once: later refetches
 * must not reset what the owner is doing. `reload` (after an edit conflict) fetches it again and
 * bumps `generation`, which the screen uses as the editor's key, so a fresh editor starts on it.
 */
export function useEditorSnapshot<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey }) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...options, refetchOnWindowFocus: false, refetchOnReconnect: false });
  const [generation, setGeneration] = useState(0);
  const [isReloading, setIsReloading] = useState(false);
  const { queryKey, queryFn } = options;
  // The key's content, not its identity, names the document.
  const keyText = JSON.stringify(queryKey);
  const reload = useCallback(async () => {
    setIsReloading(true);
    try {
      await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
      setGeneration((count) => count + 1);
    } finally {
      setIsReloading(false);
    }
    // queryKey and queryFn are new objects on every render; keyText says when they name another document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, keyText]);
  return { query, generation, isReloading, reload };
}
