import { useCallback } from 'react';
import { updatePageDraftContract } from '@tessera/core/api/studio-pages';
import type { PageDraftPatch, StudioPage } from '@tessera/core/api/studio-pages';
import { studioApi } from '../../app/studio-api';
import { useAutosave } from './use-autosave';

type Options = {
  appId: string;
  pageId: string;
  /** The revision the draft was loaded at. */
  revision: number;
  onSaved?: (page: StudioPage) => void;
  delayMs?: number;
};

/** Autosave of a page's draft (see `useAutosave`): each save is a PATCH of the draft at its revision. */
export function useDraftAutosave({ appId, pageId, revision, onSaved, delayMs }: Options) {
  const save = useCallback(
    async (patch: PageDraftPatch, at: number) => {
      const { page } = await studioApi(updatePageDraftContract, { params: { appId, pageId }, body: { revision: at, draft: patch } });
      return { saved: page, revision: page.revision };
    },
    [appId, pageId],
  );
  return useAutosave<PageDraftPatch, StudioPage>({ revision, save, onSaved, ...(delayMs === undefined ? {} : { delayMs }) });
}
