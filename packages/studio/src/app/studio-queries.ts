import { queryOptions } from '@tanstack/react-query';
import { studioAppsContract } from '@tessera/core/api/studio';
import { studioAppContract } from '@tessera/core/api/studio-apps';
import { studioApi } from './studio-api';

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
