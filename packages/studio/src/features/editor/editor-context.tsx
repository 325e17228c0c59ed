import { createContext, useContext } from 'react';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import type { PageAttributes } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';

/** What the editor's fields need besides their own value: the app's pages, the page's attributes, the theme. */
export type EditorData = {
  appId: string;
  pageId: string;
  /** The app's pages in tree order; null while loading. */
  pages: StudioPageSummary[] | null;
  pagesFailed: boolean;
  retryPages: () => void;
  /** The attributes of the page being edited (its draft). */
  attributes: PageAttributes;
  theme: Theme | null;
};

const EditorDataContext = createContext<EditorData>({
  appId: '',
  pageId: '',
  pages: [],
  pagesFailed: false,
  retryPages: () => undefined,
  attributes: {},
  theme: null,
});

export const EditorDataProvider = EditorDataContext.Provider;

export function useEditorData(): EditorData {
  return useContext(EditorDataContext);
}
