import { create } from 'zustand';
import type { Sequence } from '@tessera/core/entities/page-state';
import type { MemberData } from '@tessera/core/entities/member-data';

/**
 * SPEC §3 Page state per page id: the member's side of each page (completion, progress of a
 * progress root, its sequence, started, bookmarked). Filled from the sign-in response, updated by
 * the page calls, emptied on sign-out. Guests have none (completion is for members only).
 */
export type MemberPageState = {
  is_completed: boolean;
  progress: number;
  sequence: Sequence | null;
  is_subscribed: boolean;
  is_bookmarked: boolean;
  /** A pack the member holds bundles the page (SPEC §3 can-start-via-pack); set by the packs feature. */
  can_start_via_pack?: boolean;
};

export const emptyMemberPageState: MemberPageState = Object.freeze({
  is_completed: false,
  progress: 0,
  sequence: null,
  is_subscribed: false,
  is_bookmarked: false,
}) as MemberPageState;

type PageStateStore = {
  byId: Record<string, MemberPageState>;
  hydrate: (data: Pick<MemberData, 'page_completions' | 'page_subscriptions' | 'bookmarked_pages'>) => void;
  update: (pageId: string, change: Partial<MemberPageState>) => void;
  reset: () => void;
};

export const usePageStateStore = create<PageStateStore>((set) => ({
  byId: {},
  hydrate: (data) => {
    const byId: Record<string, MemberPageState> = {};
    const touch = (id: string) => (byId[id] ??= { ...emptyMemberPageState });
    for (const [id, isCompleted] of Object.entries(data.page_completions.by_uuid)) touch(id).is_completed = isCompleted;
    for (const id of data.page_subscriptions) touch(id).is_subscribed = true;
    for (const id of data.bookmarked_pages) touch(id).is_bookmarked = true;
    set({ byId });
  },
  update: (pageId, change) =>
    set((state) => ({ byId: { ...state.byId, [pageId]: { ...(state.byId[pageId] ?? emptyMemberPageState), ...change } } })),
  reset: () => set({ byId: {} }),
}));

/** One page's state; the shared empty state (a stable object) when nothing is known. */
export function usePageState(pageId: string): MemberPageState {
  return usePageStateStore((state) => state.byId[pageId] ?? emptyMemberPageState);
}

export const getPageState = (pageId: string): MemberPageState => usePageStateStore.getState().byId[pageId] ?? emptyMemberPageState;
