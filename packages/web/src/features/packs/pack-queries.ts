import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackSubscription } from '@tessera/core/entities/pack';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';

/** The contracts (and zod) load with the first pack page, not with the app. */
const packContracts = () => import('@tessera/core/api/packs');

const subscriptionsKey = (memberId: string | undefined) => ['pack-subscriptions', memberId ?? 'guest'];

export function usePackSubscriptions() {
  const memberId = useAuthStore((state) => state.member?.id);
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: subscriptionsKey(memberId),
    queryFn: async (): Promise<PackSubscription[]> => (await api((await packContracts()).packSubscriptionsContract)).subscriptions,
    enabled: isSignedIn,
  });
}

export function useStartPack(packId: string) {
  const client = useQueryClient();
  const memberId = useAuthStore((state) => state.member?.id);
  return useMutation({
    mutationFn: async (): Promise<PackSubscription> => (await api((await packContracts()).startPackContract, { params: { id: packId } })).pack_subscription,
    onSuccess: (subscription) => {
      client.setQueryData<PackSubscription[]>(subscriptionsKey(memberId), (list = []) => [...list.filter((s) => s.pack_id !== subscription.pack_id), subscription]);
      // The sign-in answer's pack ids follow, and the pages the pack opens are asked again.
      useAuthStore.setState((state) => ({
        data: { ...state.data, pack_subscriptions: [...new Set([...state.data.pack_subscriptions, subscription.pack_id])] },
      }));
      void client.invalidateQueries({ queryKey: ['pack-pages'] });
    },
  });
}
