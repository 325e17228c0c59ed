import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studioAppsContract, studioMembersContract } from '@tessera/core/api/studio';
import { studioAppContract } from '@tessera/core/api/studio-apps';
import { studioApi } from './studio-api';

export const MEMBERS_PER_PAGE = 25;

export const appsQuery = queryOptions({
  queryKey: ['studio', 'apps'],
  queryFn: ({ signal }) => studioApi(studioAppsContract, {}, { signal }),
});

/** One app with its settings and theme: the app screens' shared source (Settings, Theme, preview URL). */
export function studioAppQuery(appId: string) {
  return queryOptions({
    queryKey: ['studio', 'app', appId],
    queryFn: ({ signal }) => studioApi(studioAppContract, { params: { appId } }, { signal }),
  });
}

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
