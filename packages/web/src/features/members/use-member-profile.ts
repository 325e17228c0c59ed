import { useQuery } from '@tanstack/react-query';
import type { MemberProfile } from '@tessera/core/entities/user';
import { api } from '../../app/api/api';

/** The contract (and zod) load with the first profile, not with the app. */
const subscriberContracts = () => import('@tessera/core/api/subscribers');

/** One member's public profile (`GET /subscribers/{id}/profile`); like every 4xx, a 404 (private or gone) is not retried. */
export function useMemberProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['member-profile', id],
    queryFn: async (): Promise<MemberProfile> => {
      const { memberProfileContract } = await subscriberContracts();
      return (await api(memberProfileContract, { params: { id } })).profile;
    },
    enabled,
    staleTime: 60_000,
  });
}
