import { useQuery } from '@tanstack/react-query';
import type { Pack } from '@tessera/core/entities/pack';
import { api } from '../../app/api/api';

/** The one packs query the page template needs up front; the rest (pack-queries.ts) loads with the items. */
const packContracts = () => import('@tessera/core/api/packs');

/** `GET /packages?page_id=`: the pack a pack page shows, or null when the owner made none. */
export function usePackOfPage(pageId: string) {
  return useQuery({
    queryKey: ['pack-of-page', pageId],
    queryFn: async (): Promise<Pack | null> => (await api((await packContracts()).packsContract, { query: { page_id: pageId } })).packages[0] ?? null,
  });
}
