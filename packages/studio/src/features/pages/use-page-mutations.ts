import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PageContentType } from '@tessera/core/entities/page';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import {
  createPageContract,
  deletePageContract,
  duplicatePageContract,
  movePageContract,
  studioPageContract,
  updatePageDraftContract,
} from '@tessera/core/api/studio-pages';
import { studioApi } from '../../app/studio-api';
import { movePage, removePage, type MoveTarget } from './page-tree';
import { pageQuery, pagesKey, pagesListQuery } from './page-queries';

type Snapshot = { previous: { pages: StudioPageSummary[] } | undefined };

/**
 * The tree's changes, each applied to the cached list at once (optimistic) and rolled back when
 * the server refuses. The list is refreshed from the server once the last change settles, so two
 * quick changes never see a refresh that predates the second.
 */
export function usePageMutations(appId: string) {
  const queryClient = useQueryClient();
  const listKey = pagesListQuery(appId).queryKey;
  const mutationKey = [...pagesKey(appId), 'change'];

  async function optimistic(change: (pages: StudioPageSummary[]) => StudioPageSummary[]): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData(listKey);
    if (previous) queryClient.setQueryData(listKey, { pages: change(previous.pages) });
    return { previous };
  }
  const rollback = (_error: unknown, _input: unknown, snapshot: Snapshot | undefined) => {
    if (snapshot?.previous) queryClient.setQueryData(listKey, snapshot.previous);
  };
  const settle = () => refreshWhenIdle(queryClient, appId, mutationKey);

  const move = useMutation({
    mutationKey,
    mutationFn: ({ pageId, target }: { pageId: string; target: MoveTarget }) =>
      studioApi(movePageContract, { params: { appId, pageId }, body: target }),
    onMutate: ({ pageId, target }) => optimistic((pages) => movePage(pages, pageId, target)),
    onSuccess: (answer) => queryClient.setQueryData(listKey, { pages: answer.pages }),
    onError: rollback,
    onSettled: settle,
  });

  const rename = useMutation({
    mutationKey,
    // The draft is saved with the revision it was read at: read it first, then save.
    mutationFn: async ({ pageId, title }: { pageId: string; title: string }) => {
      const { page } = await studioApi(studioPageContract, { params: { appId, pageId } });
      return studioApi(updatePageDraftContract, { params: { appId, pageId }, body: { revision: page.revision, draft: { title } } });
    },
    onMutate: ({ pageId, title }) =>
      optimistic((pages) => pages.map((page) => (page.id === pageId ? { ...page, title, has_draft: true } : page))),
    onSuccess: ({ page }) => queryClient.setQueryData(pageQuery(appId, page.id).queryKey, { page }),
    onError: rollback,
    onSettled: settle,
  });

  const remove = useMutation({
    mutationKey,
    mutationFn: ({ pageId }: { pageId: string }) => studioApi(deletePageContract, { params: { appId, pageId } }),
    onMutate: ({ pageId }) => optimistic((pages) => removePage(pages, pageId)),
    onError: rollback,
    onSettled: settle,
  });

  const duplicate = useMutation({
    mutationKey,
    mutationFn: ({ pageId }: { pageId: string }) => studioApi(duplicatePageContract, { params: { appId, pageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
    onSettled: settle,
  });

  const create = useMutation({
    mutationKey,
    mutationFn: (body: { title: string; content_type: PageContentType; parent_id: string | null; path?: string }) =>
      studioApi(createPageContract, { params: { appId }, body }),
    // Wait for the new row, so the screen can move the focus to it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
    onSettled: settle,
  });

  return { move, rename, remove, duplicate, create };
}

function refreshWhenIdle(queryClient: QueryClient, appId: string, mutationKey: readonly unknown[]) {
  // This mutation still counts as running while onSettled runs.
  if (queryClient.isMutating({ mutationKey }) > 1) return;
  return queryClient.invalidateQueries({ queryKey: pagesKey(appId) });
}
