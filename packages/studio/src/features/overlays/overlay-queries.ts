import { queryOptions } from '@tanstack/react-query';
import { studioOverlayContract, studioOverlaysContract } from '@tessera/core/api/studio-overlays';
import { studioApi } from '../../app/studio-api';

/** Query keys of the overlays area: everything about one app's overlays sits under `overlaysKey(appId)`. */
export const overlaysKey = (appId: string) => ['studio', 'overlays', appId] as const;

export function overlaysListQuery(appId: string) {
  return queryOptions({
    queryKey: [...overlaysKey(appId), 'list'],
    queryFn: ({ signal }) => studioApi(studioOverlaysContract, { params: { appId } }, { signal }),
  });
}

export function overlayQuery(appId: string, overlayId: string) {
  return queryOptions({
    queryKey: [...overlaysKey(appId), 'overlay', overlayId],
    queryFn: ({ signal }) => studioApi(studioOverlayContract, { params: { appId, overlayId } }, { signal }),
  });
}
