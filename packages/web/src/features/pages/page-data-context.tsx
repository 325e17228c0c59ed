import { createContext, useContext } from 'react';
import { pageDataStore } from './page-data';
import type { PageDataStore } from './page-data';

/** The page data cache the screens and links use; tests give each render its own. */
export const PageDataContext = createContext<PageDataStore>(pageDataStore);

export function usePageDataStore(): PageDataStore {
  return useContext(PageDataContext);
}
