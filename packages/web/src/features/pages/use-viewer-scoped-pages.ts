import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { appEvents } from '../../app/events';
import { usePageDataStore } from './page-data-context';

/**
 * Page data is decided per viewer (`Cache-Control: private`): on sign-in and sign-out the cache
 * is emptied and the page on screen asked for again, so a member who signed in from a lock
 * screen sees the page, and a guest never sees what the member saw.
 */
export function useViewerScopedPages(): void {
  const store = usePageDataStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    const forget = () => {
      store.clear();
      void queryClient.resetQueries({ queryKey: ['page'] });
    };
    const offIn = appEvents.on('auth-completed', forget);
    const offOut = appEvents.on('signed-out', forget);
    return () => {
      offIn();
      offOut();
    };
  }, [store, queryClient]);
}
