import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';
import { eventWords } from '../events/words';
import { usePageState, usePageStateStore } from '../pages/page-state-store';

export const packPagesKey = (memberId: string | undefined) => ['pack-pages', memberId ?? 'guest'];

/** Marks exactly `pageIds` as startable via a held pack in the page state store. */
export function markPackPages(pageIds: readonly string[]): void {
  const store = usePageStateStore.getState();
  const wanted = new Set(pageIds);
  for (const [id, state] of Object.entries(store.byId))
    if (state.can_start_via_pack && !wanted.has(id)) store.update(id, { can_start_via_pack: false });
  for (const id of wanted) store.update(id, { can_start_via_pack: true });
}

/**
 * SPEC §3 page state can-start-via-pack: whether a pack the member holds bundles this page (the
 * server then opens and starts it as a product would). Asked once per member, and only of members
 * who hold a pack (the sign-in answer's pack_subscriptions); the words come with the answer.
 */
export function useCanStartViaPack(pageId: string): boolean {
  const memberId = useAuthStore((state) => state.member?.id);
  const holdsPacks = useAuthStore((state) => state.status === 'authenticated' && state.data.pack_subscriptions.length > 0);
  useQuery({
    queryKey: packPagesKey(memberId),
    queryFn: async (): Promise<string[]> => {
      const [{ packSubscriptionsContract }] = await Promise.all([import('@tessera/core/api/packs'), eventWords.load(i18next.language)]);
      const { page_ids } = await api(packSubscriptionsContract);
      markPackPages(page_ids);
      return page_ids;
    },
    enabled: holdsPacks,
    staleTime: Infinity,
  });
  return usePageState(pageId).can_start_via_pack === true && holdsPacks;
}
