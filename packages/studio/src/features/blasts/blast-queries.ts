import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { blastAudienceContract, createBlastContract, studioBlastsContract, type BlastInput, type BlastSegment } from '@tessera/core/api/studio-notifications';
import { studioApi } from '../../app/studio-api';

const blastsKey = (appId: string) => ['studio', 'blasts', appId] as const;

/** While a blast is still being delivered, its report is asked for again this often. */
export const REPORT_REFRESH_MS = 3000;

export function blastsQuery(appId: string) {
  return queryOptions({
    queryKey: blastsKey(appId),
    queryFn: ({ signal }) => studioApi(studioBlastsContract, { params: { appId } }, { signal }),
    refetchInterval: (query) => (query.state.data?.blasts.some((blast) => blast.status !== 'sent') ? REPORT_REFRESH_MS : false),
  });
}

export function audienceQuery(appId: string, segment: BlastSegment) {
  return queryOptions({
    queryKey: [...blastsKey(appId), 'audience', segment],
    queryFn: ({ signal }) => studioApi(blastAudienceContract, { params: { appId }, body: { segment } }, { signal }),
  });
}

export function useSendBlast(appId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlastInput) => studioApi(createBlastContract, { params: { appId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blastsKey(appId) }),
  });
}
