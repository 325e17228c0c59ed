import { useQuery } from '@tanstack/react-query';
import type { Overlay } from '@tessera/core/entities/overlay';
import { api } from '../../app/api/api';

/** The contract (and zod) load with the first overlay, not with the app. */
const blockContracts = () => import('@tessera/core/api/blocks');

/** Overlays are the same for every viewer: one load per visit, refreshed when asked to retry. */
export function useOverlay(id: string) {
  return useQuery({
    queryKey: ['overlay', id],
    queryFn: async (): Promise<Overlay> => {
      const { overlayContract } = await blockContracts();
      return (await api(overlayContract, { params: { id } })).overlay;
    },
    staleTime: Infinity,
  });
}
