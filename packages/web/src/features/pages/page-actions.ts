import { getPageState, usePageStateStore } from './page-state-store';
import { api } from '../../app/api/api';

/**
 * SPEC §4 page state transitions, each a call and its effect on the page state store. Completion
 * and bookmarks flip at once (optimistic) and flip back when the server refuses. The contracts
 * (and zod) load with the first call, not with the app.
 */
const pageContracts = () => import('@tessera/core/api/pages');

const update = (pageId: string, change: Parameters<ReturnType<typeof usePageStateStore.getState>['update']>[1]) =>
  usePageStateStore.getState().update(pageId, change);

/** Completes or un-completes a page; the root's progress follows the answer. Throws on failure, state restored. */
export async function toggleComplete(pageId: string): Promise<void> {
  const wasCompleted = getPageState(pageId).is_completed;
  update(pageId, { is_completed: !wasCompleted });
  try {
    const { completePageContract, uncompletePageContract } = await pageContracts();
    const contract = wasCompleted ? uncompletePageContract : completePageContract;
    const { root_progress } = await api(contract, { params: { id: pageId } });
    update(root_progress.page_id, { progress: root_progress.progress });
    const rootSequence = getPageState(root_progress.page_id).sequence;
    if (rootSequence) {
      const items = rootSequence.items.map((item) => (item.page_id === pageId ? { ...item, is_completed: !wasCompleted } : item));
      update(root_progress.page_id, { sequence: { ...rootSequence, items } });
    }
  } catch (error) {
    update(pageId, { is_completed: wasCompleted });
    throw error;
  }
}

/** SPEC §4 subscribe: started, with the sequence, its progress and every item's completion. */
export async function startPage(pageId: string): Promise<void> {
  const { progress, sequence } = await api((await pageContracts()).subscribePageContract, { params: { id: pageId }, body: {} });
  update(pageId, { is_subscribed: true, progress, sequence });
  for (const item of sequence.items) update(item.page_id, { is_completed: item.is_completed });
}

/** Loads a started root's sequence and progress (after a reload the sign-in answer has only ids). */
export async function loadSequence(pageId: string): Promise<void> {
  const { progress, sequence } = await api((await pageContracts()).pageSubscribersContract, { params: { id: pageId } });
  update(pageId, { progress, sequence });
  for (const item of sequence.items) update(item.page_id, { is_completed: item.is_completed });
}

/** Bookmarks or un-bookmarks; the answer is the truth, a failure restores the old state. */
export async function toggleBookmark(pageId: string): Promise<void> {
  const wasBookmarked = getPageState(pageId).is_bookmarked;
  update(pageId, { is_bookmarked: !wasBookmarked });
  try {
    const { is_bookmarked } = await api((await pageContracts()).toggleBookmarkContract, { params: { id: pageId } });
    update(pageId, { is_bookmarked });
  } catch (error) {
    update(pageId, { is_bookmarked: wasBookmarked });
    throw error;
  }
}
