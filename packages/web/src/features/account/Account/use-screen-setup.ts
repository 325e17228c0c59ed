import { useEffect } from 'react';
import { useAppConfig } from '../../../app/app-config-context';
import { useCurrentPageStore } from '../../../app/current-page-store';

/** An account screen is not a published page: the toolbar forgets the last one, the tab says where we are. */
export function useScreenSetup(title: string): void {
  const { name } = useAppConfig();
  const setPage = useCurrentPageStore((state) => state.setPage);
  useEffect(() => setPage(null), [setPage]);
  useEffect(() => {
    document.title = `${title} · ${name}`;
  }, [title, name]);
}
