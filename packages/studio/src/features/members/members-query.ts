import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studioMembersContract } from '@tessera/core/api/studio';
import { studioApi } from '../../app/studio-api';

export const MEMBERS_PER_PAGE = 25;

export function membersQuery({ appId, term, page }: { appId: string; term: string; page: number }) {
  return queryOptions({
    queryKey: ['studio', 'members', appId, term, page],
    queryFn: ({ signal }) =>
      studioApi(
        studioMembersContract,
        { params: { appId }, query: { term: term || undefined, page, per_page: MEMBERS_PER_PAGE } },
        { signal },
      ),
    // Paging and searching keep the last rows on screen (marked busy) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
